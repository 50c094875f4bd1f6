import type { AdminFraudAlert } from '@esm/contract/admin/fraud-alerts';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useGetIdentity, useNotify, useRecordContext } from 'react-admin';
import { useCommand } from './useCommand';

/** Takes the alert: it becomes "Investigating" with the signed-in investigator as assignee. */
export function AssignButton() {
  const alert = useRecordContext<AdminFraudAlert>();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ resource: 'fraud-alerts', action: 'assign' });
  const command = useCommand('fraud-alerts');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!alert || !canAccess || alert.status === 'resolved' || alert.investigatedBy === identity?.id)
    return null;
  const assign = async () => {
    setBusy(true);
    try {
      await command(alert.id, 'assign', {}, 'The alert is assigned to you');
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'The alert could not be assigned', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" startIcon={<AssignmentIndIcon />} onClick={assign} disabled={busy}>
      Assign to me
    </Button>
  );
}
