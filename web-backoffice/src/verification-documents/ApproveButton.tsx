import type { AdminVerificationDocumentRecord as Doc } from '@esm/contract/admin/verification-documents';
import CheckIcon from '@mui/icons-material/Check';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { BackOfficeDataProvider } from '../providers/dataProvider';

/** Approves a pending document: its check passes and the provider's progress goes up by 25%. */
export function ApproveButton() {
  const record = useRecordContext<Doc>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'verification-documents', action: 'approve' });
  if (!record || !canAccess || record.verificationStatus !== 'pending') return null;
  const approve = async () => {
    setBusy(true);
    try {
      await dataProvider.act('verification-documents', { id: record.id, action: 'approve' });
      notify('Document approved', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The document could not be approved', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" color="success" startIcon={<CheckIcon />} onClick={approve} disabled={busy}>
      Approve
    </Button>
  );
}
