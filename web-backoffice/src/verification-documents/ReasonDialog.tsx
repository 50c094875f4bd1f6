import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';

/**
 * Asks for the reason of a rejection: required, since the provider reads it. The server's
 * refusal (its catalogue text) stays in the dialog so nothing typed is lost.
 */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  help: string;
  confirm: string;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (reason.trim() === '') {
      setError('Please give the reason: the provider sees it.');
      return;
    }
    setBusy(true);
    try {
      await props.onConfirm(reason.trim());
      setReason('');
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The rejection could not be saved.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={props.open} onClose={props.onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{props.help}</DialogContentText>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={3}
          label="Reason"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button variant="contained" color="error" onClick={submit} disabled={busy}>
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
