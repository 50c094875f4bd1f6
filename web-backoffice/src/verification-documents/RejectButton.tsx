import type { AdminVerificationDocumentRecord as Doc } from '@esm/contract/admin/verification-documents';
import CloseIcon from '@mui/icons-material/Close';
import { useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';

/** Rejects a pending document with the reason the provider reads ("Document rejected: …"). */
export function RejectButton() {
  const record = useRecordContext<Doc>();
  if (record?.verificationStatus !== 'pending') return null;
  return (
    <CommandButton
      resource="verification-documents"
      recordId={record.id}
      action="reject"
      body={(reason) => ({ reason })}
      done="Document rejected; the provider sees your reason"
      label="Reject"
      variant="outlined"
      color="error"
      startIcon={<CloseIcon />}
      ask={{
        title: 'Reject this document',
        help: 'The provider reads this reason on their verification page, so say what to fix.',
        label: 'Reason',
        confirm: 'Reject document',
        missing: 'Please give the reason: the provider sees it.',
        danger: true,
      }}
    />
  );
}
