import type { AdminBooking, BookingHistoryEntry, BookingLedgerResponse } from '@esm/contract/admin/bookings';
import { Card, CardContent, Chip, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { type Identifier, Show, useRecordContext } from 'react-admin';
import { useRead } from '../audit/useRead';
import { labelOf } from '../common/labels';
import { formatLondon } from '../format/london-time';
import { formatPence } from '../format/money';
import { BookingHistory } from './BookingHistory';
import { BookingLedger } from './BookingLedger';
import { ExportButtons } from './ExportButtons';
import { BOOKING_STATUS_LABEL, PAYMENT_STATUS_LABEL } from './labels';
import { TimeTravel } from './TimeTravel';

function Summary({ booking }: { booking: AdminBooking }) {
  const facts: [string, React.ReactNode][] = [
    ['Status', <Chip key="s" size="small" label={labelOf(BOOKING_STATUS_LABEL, booking.status)} />],
    ['Payment', labelOf(PAYMENT_STATUS_LABEL, booking.paymentStatus)],
    ['Event', formatLondon(booking.eventDate, 'seconds')],
    ['Booked', formatLondon(booking.createdAt, 'seconds')],
    ['Service', booking.serviceName ?? '—'],
    ['Order', booking.order ?? '—'],
    ['Provider', booking.providerName ?? '—'],
    ['Client', booking.customerName ?? '—'],
    ['Total', formatPence(booking.totalPence)],
    ['Refunded', booking.refundPence > 0 ? formatPence(booking.refundPence) : '—'],
  ];
  return (
    <Grid container spacing={2}>
      {facts.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, sm: 4, md: 3 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {label}
          </Typography>
          <Typography variant="body2" component="div">
            {value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}

function Section({ children }: { children: React.ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function BookingAudit() {
  const booking = useRecordContext<AdminBooking>();
  const id: Identifier | undefined = booking?.id;
  const { data: history } = useRead<BookingHistoryEntry[]>('bookings', id, 'history');
  const { data: ledger } = useRead<BookingLedgerResponse>('bookings', id, 'ledger');
  if (!booking || id === undefined) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Section>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            Booking {String(id).slice(0, 8)}
          </Typography>
          <ExportButtons id={id} />
        </Stack>
        <Summary booking={booking} />
      </Section>
      {history ? (
        <Section>
          <TimeTravel id={id} history={history} />
        </Section>
      ) : (
        <LinearProgress aria-label="Loading the history" />
      )}
      {ledger ? (
        <Section>
          <BookingLedger ledger={ledger} />
        </Section>
      ) : null}
      {history ? (
        <Section>
          <BookingHistory history={history} />
        </Section>
      ) : null}
    </Stack>
  );
}

/** One booking's audit: summary, time travel, ledger and complete history. */
export default function BookingShow() {
  return (
    <Show title="Booking audit" component="div">
      <BookingAudit />
    </Show>
  );
}
