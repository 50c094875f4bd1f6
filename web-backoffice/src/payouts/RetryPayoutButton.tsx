import { useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';

/** Sends a payout that needs attention again, once its cause is fixed (admins). */
export function RetryPayoutButton() {
  const record = useRecordContext<{ id: string; status: string }>();
  if (record?.status !== 'needs_attention') return null;
  return (
    <CommandButton
      resource="payouts"
      recordId={record.id}
      action="retry"
      done="Payout will be tried again"
      label="Retry payout"
      variant="contained"
    />
  );
}
