import { Button } from '@mui/material';
import { useCanAccess, useRecordContext } from 'react-admin';
import { useCommand } from '../common/useCommand';

/** Sends one failed job back to its queue (admins). Used inside the failed jobs' table. */
export function RetryJobButton({ queue }: { queue: string }) {
  const job = useRecordContext<{ id: string }>();
  const { canAccess } = useCanAccess({ resource: 'jobs', action: 'retry' });
  const { send, busy } = useCommand('jobs');
  if (!job || !canAccess) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      onClick={() => send(queue, 'retry', { jobId: job.id }, 'Job sent back to its queue')}
    >
      Retry
    </Button>
  );
}
