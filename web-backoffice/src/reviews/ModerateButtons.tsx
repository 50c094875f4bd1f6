import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { ReasonDialog } from '../common/ReasonDialog';
import { useCommand } from '../common/useCommand';

type Decision = 'approved' | 'hidden' | 'removed';

const DECISIONS: Record<Decision, { button: string; title: string; done: string }> = {
  approved: { button: 'Keep', title: 'Keep this review on the service page', done: 'Review kept' },
  hidden: { button: 'Hide', title: 'Hide this review from the service page', done: 'Review hidden' },
  removed: { button: 'Remove', title: 'Remove this review for good', done: 'Review removed' },
};

/** Keep, hide or remove a reported review, with the reason the decision records. */
export function ModerateButtons() {
  const record = useRecordContext<{ id: string; moderationStatus: Decision; openReports: number }>();
  const { canAccess } = useCanAccess({ resource: 'reviews', action: 'moderate' });
  const { send, busy } = useCommand('reviews');
  const [decision, setDecision] = useState<Decision | null>(null);
  if (!record || !canAccess || record.moderationStatus === 'removed') return null;
  const choices = (Object.keys(DECISIONS) as Decision[]).filter(
    (d) => d !== record.moderationStatus || (d === 'approved' && record.openReports > 0),
  );
  return (
    <>
      <Stack direction="row" spacing={1}>
        {choices.map((d) => (
          <Button
            key={d}
            variant={d === 'removed' ? 'outlined' : 'contained'}
            color={d === 'removed' ? 'error' : 'primary'}
            onClick={() => setDecision(d)}
          >
            {DECISIONS[d].button}
          </Button>
        ))}
      </Stack>
      {decision ? (
        <ReasonDialog
          open
          title={DECISIONS[decision].title}
          label="Reason (recorded with your decision)"
          confirm={DECISIONS[decision].button}
          required
          busy={busy}
          onCancel={() => setDecision(null)}
          onConfirm={async (reason) => {
            const ok = await send(
              record.id,
              'moderate',
              { moderationStatus: decision, reason },
              DECISIONS[decision].done,
            );
            if (ok) setDecision(null);
          }}
        />
      ) : null}
    </>
  );
}
