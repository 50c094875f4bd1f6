import type { AdminFraudAlert } from '@esm/contract/admin/fraud-alerts';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { useGetIdentity, useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';

/** Takes the alert: it becomes "Investigating" with the signed-in investigator as assignee. */
export function AssignButton() {
  const alert = useRecordContext<AdminFraudAlert>();
  const { identity } = useGetIdentity();
  if (!alert || alert.status === 'resolved' || alert.investigatedBy === identity?.id) return null;
  return (
    <CommandButton
      resource="fraud-alerts"
      recordId={alert.id}
      action="assign"
      done="The alert is assigned to you"
      label="Assign to me"
      variant="contained"
      startIcon={<AssignmentIndIcon />}
    />
  );
}
