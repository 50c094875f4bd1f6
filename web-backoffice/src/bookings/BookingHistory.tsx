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
import { formatLondon } from '../audit/format';

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

function Payload({ entry }: { entry: BookingHistoryEntry }) {
  return (
    <Box>
      <Box
        component="pre"
        sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 560 }}
      >
        {JSON.stringify(entry.payload, null, 1)}
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
        <Table size="small" aria-label="Booking history">
          <TableHead>
            <TableRow>
              <TableCell>Position</TableCell>
              <TableCell>Time</TableCell>
              <TableCell>Stream</TableCell>
              <TableCell>Version</TableCell>
              <TableCell>Event</TableCell>
              <TableCell>Schema</TableCell>
              <TableCell>Actor</TableCell>
              <TableCell>Payload</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((entry) => (
              <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
                <TableCell>{entry.position}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLondon(entry.occurredAt)}</TableCell>
                <TableCell>
                  <StreamName stream={entry.stream} />
                </TableCell>
                <TableCell>{entry.version}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{entry.type}</TableCell>
                <TableCell>v{entry.schemaVersion}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all', minWidth: 120 }}>{entry.actor.label}</TableCell>
                <TableCell>
                  <Payload entry={entry} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
