import type { PlatformMonth } from '@esm/contract/admin/analytics';
import {
  Box,
  Card,
  CardContent,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, useListContext } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatPence, wholePounds } from '../format/money';
import { monthLabel, totalsOf } from './months';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Chart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box sx={{ width: '100%', height: 260 }}>
          <ResponsiveContainer width="100%" height="100%">
            {children as never}
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
}

const poundsTooltip = (value: unknown) => formatPence(Number(value));

/**
 * The platform month by month (the list's records, newest first, drawn oldest first): sign-ups,
 * paid bookings, gross booking value and the platform's commission, with the twelve-month totals.
 */
export function AnalyticsCharts() {
  const { data, isPending, error } = useListContext<PlatformMonth>();
  if (isPending) return <Loading />;
  if (error || !data) return <Typography sx={{ p: 2 }}>The analytics could not be loaded.</Typography>;
  const months = [...data].reverse().map((m) => ({
    ...m,
    label: monthLabel(m.month),
    // Charts take pounds; the records stay in pence.
    gbvPounds: m.grossBookingValue / 100,
    commissionPounds: m.commission / 100,
  }));
  const totals = totalsOf(data);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The last {data.length} months in London time. Gross booking value is what clients paid for bookings
        paid that month; commission is what the platform earned as bookings left escrow.
      </Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label="Sign-ups" value={totals.signups.toLocaleString('en-GB')} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label="Paid bookings" value={totals.bookings.toLocaleString('en-GB')} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label="Gross booking value" value={formatPence(totals.grossBookingValue)} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label="Platform commission" value={formatPence(totals.commission)} />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Chart title="Sign-ups and new providers">
            <BarChart data={months}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Bar dataKey="signups" name="Sign-ups" fill="#1565c0" isAnimationActive={false} />
              <Bar dataKey="newProviders" name="New providers" fill="#7b1fa2" isAnimationActive={false} />
            </BarChart>
          </Chart>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Chart title="Paid bookings">
            <BarChart data={months}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Bar dataKey="bookings" name="Paid bookings" fill="#2e7d32" isAnimationActive={false} />
            </BarChart>
          </Chart>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Chart title="Gross booking value and platform commission">
            <LineChart data={months}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis tickFormatter={(value: number) => wholePounds(value * 100)} width={80} />
              <Tooltip formatter={(value) => poundsTooltip(Number(value) * 100)} />
              <Legend />
              <Line
                type="monotone"
                dataKey="gbvPounds"
                name="Gross booking value"
                stroke="#ef6c00"
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="commissionPounds"
                name="Platform commission"
                stroke="#00838f"
                isAnimationActive={false}
              />
            </LineChart>
          </Chart>
        </Grid>
      </Grid>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Month by month
      </Typography>
      <Table size="small" aria-label="Month by month">
        <TableHead>
          <TableRow>
            <TableCell>Month</TableCell>
            <TableCell align="right">Sign-ups</TableCell>
            <TableCell align="right">New providers</TableCell>
            <TableCell align="right">Paid bookings</TableCell>
            <TableCell align="right">Gross booking value</TableCell>
            <TableCell align="right">Refunded</TableCell>
            <TableCell align="right">Commission</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((m) => (
            <TableRow key={m.id}>
              <TableCell>{monthLabel(m.month)}</TableCell>
              <TableCell align="right">{m.signups}</TableCell>
              <TableCell align="right">{m.newProviders}</TableCell>
              <TableCell align="right">{m.bookings}</TableCell>
              <TableCell align="right">{formatPence(m.grossBookingValue)}</TableCell>
              <TableCell align="right">{formatPence(m.refunded)}</TableCell>
              <TableCell align="right">{formatPence(m.commission)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
