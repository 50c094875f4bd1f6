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
import { type ReactNode, useState } from 'react';

export interface TextDialogProps {
  open: boolean;
  title: string;
  /** A line above the fields: what the text is for, who reads it. */
  help?: ReactNode;
  /** The text field's label. */
  label: string;
  /** The confirm button's words. */
  confirm: string;
  /** The text may be left empty (it is then sent as ""). */
  optional?: boolean;
  /** What pressing Confirm without the required text says; "Please write <label>." by default. */
  missing?: string;
  /** Keep Confirm disabled until some text is typed, instead of saying what is missing. */
  disableUntilTyped?: boolean;
  /** One choice to make as well (an outcome); required. */
  choices?: { label: string; options: { id: string; name: string }[]; missing?: string };
  /** More fields between the choice and the text, which may depend on the choice made. */
  extra?: (choice: string) => ReactNode;
  /** Confirm in the error colour, for what is hard to undo. */
  danger?: boolean;
  maxLength?: number;
  onCancel: () => void;
  /** Sends the answer; a rejection's message is shown in the dialog, which keeps what was typed. */
  onConfirm: (text: string, choice: string | null) => Promise<void>;
}

type Rules = Pick<TextDialogProps, 'label' | 'optional' | 'missing' | 'choices'>;

/** What is still missing from an answer, in the words the dialog shows, or null when it is complete. */
export function missingFrom(rules: Rules, text: string, choice: string): string | null {
  if (rules.choices && choice === '')
    return rules.choices.missing ?? `Please choose ${rules.choices.label.toLowerCase()}.`;
  if (!rules.optional && text.trim() === '')
    return rules.missing ?? `Please write ${rules.label.toLowerCase()}.`;
  return null;
}

/**
 * Asks for the text a command needs (a reason, a note) and, when given `choices`, one choice.
 * The server's refusal stays in the dialog with what was typed, so nothing is lost.
 */
export function TextDialog(props: TextDialogProps) {
  const [text, setText] = useState('');
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const missing = missingFrom(props, text, choice);
    if (missing) return setError(missing);
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
  const waiting = props.disableUntilTyped === true && !props.optional && text.trim() === '';
  return (
    <Dialog open={props.open} onClose={props.onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        {props.help ? <DialogContentText sx={{ mb: 2 }}>{props.help}</DialogContentText> : null}
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
        {props.extra?.(choice)}
        <TextField
          autoFocus
          required={!props.optional}
          fullWidth
          multiline
          minRows={3}
          // Without a line above it, the label needs room below the title.
          margin={props.help || props.choices ? 'none' : 'dense'}
          label={props.label}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: props.maxLength ?? 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button
          variant="contained"
          color={props.danger ? 'error' : 'primary'}
          onClick={submit}
          disabled={busy || waiting}
        >
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
