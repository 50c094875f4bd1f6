import { useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';

/** Sends one failed job back to its queue (admins). Used inside the failed jobs' table. */
export function RetryJobButton({ queue }: { queue: string }) {
  const job = useRecordContext<{ id: string }>();
  if (!job) return null;
  return (
    <CommandButton
      resource="jobs"
      recordId={queue}
      action="retry"
      body={() => ({ jobId: job.id })}
      done="Job sent back to its queue"
      label="Retry"
      size="small"
      variant="outlined"
    />
  );
}
