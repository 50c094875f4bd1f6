import type { AdminFraudAlert } from '@esm/contract/admin/fraud-alerts';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { choicesOf } from '../common/labels';
import { OUTCOME_LABEL } from './labels';
import { TextDialog } from './TextDialog';
import { useCommand } from './useCommand';

/** Closes the alert with an outcome and a resolution note; nothing more can be done on it after. */
export function ResolveButton() {
  const alert = useRecordContext<AdminFraudAlert>();
  const { canAccess } = useCanAccess({ resource: 'fraud-alerts', action: 'resolve' });
  const command = useCommand('fraud-alerts');
  const [open, setOpen] = useState(false);
  if (!alert || !canAccess || alert.status === 'resolved') return null;
  return (
    <>
      <Button variant="contained" color="success" startIcon={<TaskAltIcon />} onClick={() => setOpen(true)}>
        Close alert
      </Button>
      <TextDialog
        open={open}
        title="Close this alert"
        help="Choose the outcome and say how you reached it. A closed alert cannot be reopened."
        label="Resolution note"
        confirm="Close alert"
        choices={{ label: 'Outcome', options: choicesOf(OUTCOME_LABEL) }}
        onCancel={() => setOpen(false)}
        onConfirm={async (note, outcome) => {
          await command(alert.id, 'resolve', { outcome, note }, 'Alert closed');
          setOpen(false);
        }}
      />
    </>
  );
}
