import type { AdminDispute } from '@esm/contract/admin/disputes';
import GavelIcon from '@mui/icons-material/Gavel';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { choicesOf } from '../common/labels';
import { formatPence, parsePounds } from '../format/money';
import { DISPUTE_OUTCOME_LABEL } from '../fraud-alerts/labels';
import { useCommand } from '../fraud-alerts/useCommand';

/** Resolves the open dispute: release to the provider, refund in full, or refund a part (split). */
export function ResolveDisputeButton() {
  const dispute = useRecordContext<AdminDispute>();
  const { canAccess } = useCanAccess({ resource: 'disputes', action: 'resolve' });
  const command = useCommand('disputes');
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState('');
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!dispute || !canAccess || dispute.status !== 'open') return null;
  const submit = async () => {
    if (outcome === '') return setError('Please choose an outcome.');
    const refundAmount = outcome === 'refund_in_part' ? parsePounds(amount) : undefined;
    if (refundAmount === null) return setError('Please give the refund in pounds, e.g. 120.50.');
    setBusy(true);
    try {
      await command(
        dispute.id,
        'resolve',
        { outcome, ...(refundAmount !== undefined ? { refundAmount } : {}), notes: notes.trim() || null },
        'Dispute resolved',
      );
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The dispute could not be resolved.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="contained" startIcon={<GavelIcon />} onClick={() => setOpen(true)}>
        Resolve dispute
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Resolve the dispute</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The booking total is {formatPence(dispute.totalAmount)}. A refund in part returns that amount to
            the client and releases the rest to the provider.
          </DialogContentText>
          <TextField
            select
            fullWidth
            label="Outcome"
            value={outcome}
            onChange={(event) => {
              setOutcome(event.target.value);
              setError(null);
            }}
            sx={{ mb: 2 }}
          >
            {choicesOf(DISPUTE_OUTCOME_LABEL).map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          {outcome === 'refund_in_part' ? (
            <TextField
              fullWidth
              label="Refund to the client (£)"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setError(null);
              }}
              sx={{ mb: 2 }}
            />
          ) : null}
          <TextField
            fullWidth
            multiline
            minRows={3}
            label="Notes"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={submit} disabled={busy}>
            Resolve
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
