import type { AdminFraudAlert } from '@esm/contract/admin/fraud-alerts';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';

export function NoteButton() {
  const alert = useRecordContext<AdminFraudAlert>();
  if (!alert || alert.status === 'resolved') return null;
  return (
    <CommandButton
      resource="fraud-alerts"
      recordId={alert.id}
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
