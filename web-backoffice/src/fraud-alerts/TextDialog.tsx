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

/**
 * Asks for the text a command needs (a note, a reason) and, when given `choices`, one choice
 * (an outcome). The server's refusal stays in the dialog with what was typed, so nothing is lost.
 */
export function TextDialog(props: {
  open: boolean;
  title: string;
  help: string;
  label: string;
  confirm: string;
  danger?: boolean;
  choices?: { label: string; options: { id: string; name: string }[] };
  onCancel: () => void;
  onConfirm: (text: string, choice: string | null) => Promise<void>;
}) {
  const [text, setText] = useState('');
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (props.choices && choice === '') {
      setError(`Please choose ${props.choices.label.toLowerCase()}.`);
      return;
    }
    if (text.trim() === '') {
      setError(`Please write ${props.label.toLowerCase()}.`);
      return;
    }
    setBusy(true);
    try {
      await props.onConfirm(text.trim(), props.choices ? choice : null);
      setText('');
      setChoice('');
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That could not be saved.');
    } finally {
      setBusy(false);
    }
  };
  const slug = props.confirm.toLowerCase().replaceAll(' ', '-');
  return (
    <Dialog open={props.open} onClose={props.onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{props.help}</DialogContentText>
        {props.choices ? (
          <TextField
            select
            fullWidth
            required
            label={props.choices.label}
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value);
              setError(null);
            }}
            sx={{ mb: 2 }}
            slotProps={{ htmlInput: { 'data-testid': `${slug}-choice` } }}
          >
            {props.choices.options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={3}
          label={props.label}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button
          variant="contained"
          color={props.danger ? 'error' : 'primary'}
          onClick={submit}
          disabled={busy}
        >
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
