import type { AdminFraudAlert } from '@esm/contract/admin/fraud-alerts';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { TextDialog } from './TextDialog';
import { useCommand } from './useCommand';

export function NoteButton() {
  const alert = useRecordContext<AdminFraudAlert>();
  const { canAccess } = useCanAccess({ resource: 'fraud-alerts', action: 'note' });
  const command = useCommand('fraud-alerts');
  const [open, setOpen] = useState(false);
  if (!alert || !canAccess || alert.status === 'resolved') return null;
  return (
    <>
      <Button variant="outlined" startIcon={<NoteAddIcon />} onClick={() => setOpen(true)}>
        Add note
      </Button>
      <TextDialog
        open={open}
        title="Add an investigation note"
        help="Notes are kept with the alert for the fraud-prevention retention period. Do not paste contact details."
        label="Note"
        confirm="Save note"
        onCancel={() => setOpen(false)}
        onConfirm={async (note) => {
          await command(alert.id, 'note', { note }, 'Note added');
          setOpen(false);
        }}
      />
    </>
  );
}
