import type { BookingHistoryEntry } from '@esm/contract/admin/bookings';
import {
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatLondon } from '../format/london-time';

/** `escrow-1b2c…` → the stream's kind and a short id, the full name on hover. */
function StreamName({ stream }: { stream: string }) {
  const kind =
    /^(calendar|payout-deposit|payout-balance|payment|escrow|booking|payout)/.exec(stream)?.[1] ?? stream;
  return (
    <span title={stream}>
      <Chip size="small" variant="outlined" label={kind} />
    </span>
  );
}

const valueText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The payload as `key value` pairs flowing in columns across the row below its event. */
function Payload({ entry }: { entry: BookingHistoryEntry }) {
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          fontFamily: 'monospace',
          fontSize: 12,
          columns: '300px 3',
          columnGap: 3,
          '& div': { display: 'flex', gap: 1, breakInside: 'avoid' },
          '& dt': { color: 'text.secondary', flexShrink: 0 },
          '& dd': { m: 0, wordBreak: 'break-all' },
        }}
      >
        {Object.entries(entry.payload).map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{valueText(value)}</dd>
          </div>
        ))}
      </Box>
      {entry.masked.length > 0 || entry.erased.length > 0 ? (
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
          {entry.masked.map((field) => (
            <Chip key={`m-${field}`} size="small" label={`${field}: masked`} />
          ))}
          {entry.erased.map((field) => (
            <Chip key={`e-${field}`} size="small" color="warning" label={`${field}: erased`} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

/** Every event of the booking's streams, in the order the event store recorded them. */
export function BookingHistory({ history }: { history: BookingHistoryEntry[] }) {
  const streams = new Set(history.map((e) => e.stream)).size;
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        History
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {history.length} events from {streams} streams, in event-store order. Times are London time.
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Booking history" sx={{ tableLayout: 'fixed', minWidth: 900 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 70 }}>Position</TableCell>
              <TableCell sx={{ width: 180 }}>Time</TableCell>
              <TableCell sx={{ width: 130 }}>Stream</TableCell>
              <TableCell sx={{ width: 70 }}>Version</TableCell>
              <TableCell sx={{ width: 230 }}>Event</TableCell>
              <TableCell sx={{ width: 70 }}>Schema</TableCell>
              <TableCell>Actor</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((entry) => [
              <TableRow
                key={entry.id}
                data-testid="history-event"
                sx={{ verticalAlign: 'top', '& td': { borderBottom: 0 } }}
              >
                <TableCell>{entry.position}</TableCell>
                <TableCell>{formatLondon(entry.occurredAt, 'seconds')}</TableCell>
                <TableCell>
                  <StreamName stream={entry.stream} />
                </TableCell>
                <TableCell>{entry.version}</TableCell>
                <TableCell sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{entry.type}</TableCell>
                <TableCell>v{entry.schemaVersion}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{entry.actor.label}</TableCell>
              </TableRow>,
              <TableRow key={`${entry.id}-payload`}>
                <TableCell />
                <TableCell colSpan={6} sx={{ pt: 0 }}>
                  <Payload entry={entry} />
                </TableCell>
              </TableRow>,
            ])}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
