import type { AdminVerificationDocumentRecord as Doc } from '@esm/contract/admin/verification-documents';
import CloseIcon from '@mui/icons-material/Close';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { BackOfficeDataProvider } from '../providers/dataProvider';
import { ReasonDialog } from './ReasonDialog';

/** Rejects a pending document with the reason the provider reads ("Document rejected: …"). */
export function RejectButton() {
  const record = useRecordContext<Doc>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'verification-documents', action: 'reject' });
  if (!record || !canAccess || record.verificationStatus !== 'pending') return null;
  const reject = async (reason: string) => {
    await dataProvider.act('verification-documents', { id: record.id, action: 'reject', data: { reason } });
    notify('Document rejected; the provider sees your reason', { type: 'info' });
    setOpen(false);
    refresh();
  };
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => setOpen(true)}>
        Reject
      </Button>
      <ReasonDialog
        open={open}
        title="Reject this document"
        help="The provider reads this reason on their verification page, so say what to fix."
        confirm="Reject document"
        onCancel={() => setOpen(false)}
        onConfirm={reject}
      />
    </>
  );
}
