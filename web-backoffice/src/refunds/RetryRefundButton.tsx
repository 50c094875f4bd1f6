import { useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';

/** Tries a failed or retrying refund again now (admins). */
export function RetryRefundButton() {
  const record = useRecordContext<{ id: string; status: string }>();
  if (!record || (record.status !== 'failed' && record.status !== 'retrying')) return null;
  return (
    <CommandButton
      resource="refunds"
      recordId={record.id}
      action="retry"
      done="Refund issued"
      label="Retry refund"
      variant="contained"
    />
  );
}
