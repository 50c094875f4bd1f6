import { Button } from '@mui/material';
import { useCanAccess, useRecordContext } from 'react-admin';
import { useCommand } from '../common/useCommand';

/** Sends a payout that needs attention again, once its cause is fixed (admins). */
export function RetryPayoutButton() {
  const record = useRecordContext<{ id: string; status: string }>();
  const { canAccess } = useCanAccess({ resource: 'payouts', action: 'retry' });
  const { send, busy } = useCommand('payouts');
  if (!record || !canAccess || record.status !== 'needs_attention') return null;
  return (
    <Button
      variant="contained"
      disabled={busy}
      onClick={() => send(record.id, 'retry', {}, 'Payout will be tried again')}
    >
      Retry payout
    </Button>
  );
}
