import type { BookingLedgerResponse } from '@esm/contract/admin/bookings';
import {
  Alert,
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatLondon } from '../format/london-time';
import { formatPence } from '../format/money';

const TOTALS: [keyof NonNullable<BookingLedgerResponse['totals']>, string][] = [
  ['captured', 'Captured'],
  ['receivables', 'Owed back by provider'],
  ['refunded', 'Refunded'],
  ['providerPayouts', 'Provider payouts'],
  ['platformFee', 'Platform fee'],
  ['vat', 'VAT'],
  ['held', 'Still held'],
];

/** The booking's double-entry lines and the reconciliation's checks on them. */
export function BookingLedger({ ledger }: { ledger: BookingLedgerResponse }) {
  const ok = ledger.balanced && ledger.totalsBalanced;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Ledger
        </Typography>
        <Chip
          size="small"
          color={ok ? 'success' : 'error'}
          label={ok ? 'Balanced: debits = credits' : 'Does not balance'}
        />
      </Stack>
      {ledger.lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No money has moved for this booking.
        </Typography>
      ) : (
        <Table size="small" aria-label="Ledger lines">
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell>Movement</TableCell>
              <TableCell>Account</TableCell>
              <TableCell align="right">Debit</TableCell>
              <TableCell align="right">Credit</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ledger.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatLondon(line.occurredAt, 'seconds')}
                </TableCell>
                <TableCell>{line.movement}</TableCell>
                <TableCell>{line.account}</TableCell>
                <TableCell align="right">
                  {line.amountPence > 0 ? formatPence(line.amountPence) : ''}
                </TableCell>
                <TableCell align="right">
                  {line.amountPence < 0 ? formatPence(-line.amountPence) : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={3}>Total</TableCell>
              <TableCell align="right">{formatPence(ledger.debitsPence)}</TableCell>
              <TableCell align="right">{formatPence(ledger.creditsPence)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      )}
      {ledger.totals ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2">
            Captured + owed back = refunded + payouts + fee + VAT + still held
          </Typography>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            {TOTALS.map(([key, label]) => (
              <Typography key={key} variant="body2">
                {label}: <strong>{formatPence(ledger.totals?.[key])}</strong>
              </Typography>
            ))}
          </Stack>
        </Box>
      ) : null}
      {ledger.problems.length > 0 ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {ledger.problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      ) : null}
    </Box>
  );
}
