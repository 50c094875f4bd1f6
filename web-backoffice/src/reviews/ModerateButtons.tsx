import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';

type Decision = 'approved' | 'hidden' | 'removed';

const DECISIONS: Record<Decision, { button: string; title: string; done: string }> = {
  approved: { button: 'Keep', title: 'Keep this review on the service page', done: 'Review kept' },
  hidden: { button: 'Hide', title: 'Hide this review from the service page', done: 'Review hidden' },
  removed: { button: 'Remove', title: 'Remove this review for good', done: 'Review removed' },
};

/** Keep, hide or remove a reported review, with the reason the decision records. */
export function ModerateButtons() {
  const record = useRecordContext<{
    id: string;
    moderationStatus: Decision;
    openReports: number;
    decisions: number;
  }>();
  if (!record || record.moderationStatus === 'removed') return null;
  const choices = (Object.keys(DECISIONS) as Decision[]).filter(
    (d) => d !== record.moderationStatus || (d === 'approved' && record.openReports > 0),
  );
  return (
    <Stack direction="row" spacing={1}>
      {choices.map((d) => (
        <CommandButton
          key={d}
          resource="reviews"
          recordId={record.id}
          action="moderate"
          // The last decision this page shows: one someone took since is refused, not overridden.
          body={(reason) => ({ moderationStatus: d, reason, seenDecisions: record.decisions })}
          done={DECISIONS[d].done}
          label={DECISIONS[d].button}
          variant={d === 'removed' ? 'outlined' : 'contained'}
          color={d === 'removed' ? 'error' : 'primary'}
          ask={{
            title: DECISIONS[d].title,
            label: 'Reason (recorded with your decision)',
            disableUntilTyped: true,
            maxLength: 500,
          }}
        />
      ))}
    </Stack>
  );
}
