import type { AdminProviderVerification as PV } from '@esm/contract/admin/provider-verifications';
import CheckIcon from '@mui/icons-material/Check';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { BackOfficeDataProvider } from '../providers/dataProvider';

/** Marks the bank details shown as verified; names their revision, so newer details are never passed unseen. */
export function VerifyBankDetailsButton() {
  const record = useRecordContext<PV>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'provider-verifications', action: 'verify-bank-details' });
  if (!record || !canAccess || record.bankDetailsStatus !== 'pending' || record.bankDetailsRevision === null)
    return null;
  const verify = async () => {
    setBusy(true);
    try {
      await dataProvider.act('provider-verifications', {
        id: record.id,
        action: 'verify-bank-details',
        data: { revision: record.bankDetailsRevision },
      });
      notify('Bank details verified', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The bank details could not be verified', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      color="success"
      size="small"
      startIcon={<CheckIcon />}
      onClick={verify}
      disabled={busy}
    >
      Verify bank details
    </Button>
  );
}
