import { Button } from '@mui/material';
import { useCanAccess, useRecordContext } from 'react-admin';
import { useCommand } from '../common/useCommand';

/** Tries a failed or retrying refund again now (admins). */
export function RetryRefundButton() {
  const record = useRecordContext<{ id: string; status: string }>();
  const { canAccess } = useCanAccess({ resource: 'refunds', action: 'retry' });
  const { send, busy } = useCommand('refunds');
  if (!record || !canAccess || (record.status !== 'failed' && record.status !== 'retrying')) return null;
  return (
    <Button variant="contained" disabled={busy} onClick={() => send(record.id, 'retry', {}, 'Refund issued')}>
      Retry refund
    </Button>
  );
}
