import type { AdminDispute } from '@esm/contract/admin/disputes';
import GavelIcon from '@mui/icons-material/Gavel';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';
import { choicesOf } from '../common/labels';
import { formatPence, parsePounds } from '../format/money';
import { DISPUTE_OUTCOME_LABEL } from '../fraud-alerts/labels';

/** Resolves the open dispute: release to the provider, refund in full, or refund a part (split). */
export function ResolveDisputeButton() {
  const dispute = useRecordContext<AdminDispute>();
  const [amount, setAmount] = useState('');
  if (dispute?.status !== 'open') return null;
  const bodyOf = (notes: string, outcome: string | null) => {
    if (outcome !== 'refund_in_part') return { outcome, notes: notes || null };
    const refundAmount = parsePounds(amount);
    // Thrown inside the dialog's confirm, so the dialog shows it beside what was typed.
    if (refundAmount === null) throw new Error('Please give the refund in pounds, e.g. 120.50.');
    return { outcome, refundAmount, notes: notes || null };
  };
  return (
    <CommandButton
      resource="disputes"
      recordId={dispute.id}
      action="resolve"
      body={bodyOf}
      done="Dispute resolved"
      label="Resolve dispute"
      variant="contained"
      startIcon={<GavelIcon />}
      ask={{
        title: 'Resolve the dispute',
        help: `The booking total is ${formatPence(dispute.totalAmount)}. A refund in part returns that amount to the client and releases the rest to the provider.`,
        label: 'Notes',
        confirm: 'Resolve',
        optional: true,
        maxLength: 2000,
        choices: {
          label: 'Outcome',
          options: choicesOf(DISPUTE_OUTCOME_LABEL),
          missing: 'Please choose an outcome.',
        },
        extra: (outcome) =>
          outcome === 'refund_in_part' ? (
            <TextField
              fullWidth
              label="Refund to the client (£)"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              sx={{ mb: 2 }}
            />
          ) : null,
      }}
    />
  );
}
