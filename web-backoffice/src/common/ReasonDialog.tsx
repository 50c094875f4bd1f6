import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';

/**
 * Asks for the words a decision records (a moderation reason, a handling note) before the button's
 * command is sent. `required` keeps Confirm disabled until something is typed.
 */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  label: string;
  confirm: string;
  required?: boolean;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const missing = props.required === true && text.trim() === '';
  return (
    <Dialog open={props.open} onClose={props.onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={props.label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button
          variant="contained"
          disabled={missing || props.busy === true}
          onClick={() => props.onConfirm(text.trim())}
        >
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
