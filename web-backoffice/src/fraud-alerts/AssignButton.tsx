import type { AdminFraudAlert } from '@esm/contract/admin/fraud-alerts';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { useGetIdentity, useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';

/**
 * Takes the alert: it becomes "Investigating" with the signed-in investigator as assignee. It
 * names the assignee this page shows, so an alert someone took since it loaded is refused (409)
 * rather than taken from them unknowingly; the page then reloads and offers to take it over.
 */
export function AssignButton() {
  const alert = useRecordContext<AdminFraudAlert>();
  const { identity } = useGetIdentity();
  if (!alert || alert.status === 'resolved' || alert.investigatedBy === identity?.id) return null;
  const holder = alert.investigatedBy;
  return (
    <CommandButton
      resource="fraud-alerts"
      recordId={alert.id}
      action="assign"
      body={() => ({ takeOverFrom: holder })}
      done="The alert is assigned to you"
      label={holder ? `Take over from ${alert.investigatorName ?? 'its investigator'}` : 'Assign to me'}
      variant="contained"
      startIcon={<AssignmentIndIcon />}
    />
  );
}
