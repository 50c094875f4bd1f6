import type { AdminVerificationDocumentRecord as Doc } from '@esm/contract/admin/verification-documents';
import CheckIcon from '@mui/icons-material/Check';
import { useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';

/** Approves a pending document: its check passes and the provider's progress goes up by 25%. */
export function ApproveButton() {
  const record = useRecordContext<Doc>();
  if (record?.verificationStatus !== 'pending') return null;
  return (
    <CommandButton
      resource="verification-documents"
      recordId={record.id}
      action="approve"
      done="Document approved"
      label="Approve"
      variant="contained"
      color="success"
      startIcon={<CheckIcon />}
    />
  );
}
