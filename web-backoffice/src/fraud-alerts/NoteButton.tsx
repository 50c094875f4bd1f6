import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { OpenAlertCommand } from './OpenAlertCommand';

export function NoteButton() {
  return (
    <OpenAlertCommand
      action="note"
      body={(note) => ({ note })}
      done="Note added"
      label="Add note"
      variant="outlined"
      startIcon={<NoteAddIcon />}
      ask={{
        title: 'Add an investigation note',
        help: 'Notes are kept with the alert for the fraud-prevention retention period. Do not paste contact details.',
        label: 'Note',
        confirm: 'Save note',
      }}
    />
  );
}
