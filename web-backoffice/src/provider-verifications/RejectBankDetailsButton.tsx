import type { AdminProviderVerification as PV } from '@esm/contract/admin/provider-verifications';
import CloseIcon from '@mui/icons-material/Close';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { BackOfficeDataProvider } from '../providers/dataProvider';
import { ReasonDialog } from '../verification-documents/ReasonDialog';

/** Rejects the bank details shown with the reason the provider reads on their bank details page. */
export function RejectBankDetailsButton() {
  const record = useRecordContext<PV>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'provider-verifications', action: 'reject-bank-details' });
  if (!record || !canAccess || record.bankDetailsStatus !== 'pending' || record.bankDetailsRevision === null)
    return null;
  const reject = async (reason: string) => {
    await dataProvider.act('provider-verifications', {
      id: record.id,
      action: 'reject-bank-details',
      data: { revision: record.bankDetailsRevision, reason },
    });
    notify('Bank details rejected; the provider sees your reason', { type: 'info' });
    setOpen(false);
    refresh();
  };
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<CloseIcon />}
        onClick={() => setOpen(true)}
      >
        Reject bank details
      </Button>
      <ReasonDialog
        open={open}
        title="Reject these bank details"
        help="The provider reads this reason on their bank details page and must enter their details again."
        confirm="Reject bank details"
        onCancel={() => setOpen(false)}
        onConfirm={reject}
      />
    </>
  );
}
