import type { AdminProviderVerification as PV } from '@esm/contract/admin/provider-verifications';
import CheckIcon from '@mui/icons-material/Check';
import { useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';

/** Marks the bank details shown as verified; names their revision, so newer details are never passed unseen. */
export function VerifyBankDetailsButton() {
  const record = useRecordContext<PV>();
  if (record?.bankDetailsStatus !== 'pending' || record.bankDetailsRevision === null) return null;
  return (
    <CommandButton
      resource="provider-verifications"
      recordId={record.id}
      action="verify-bank-details"
      body={() => ({ revision: record.bankDetailsRevision })}
      done="Bank details verified"
      label="Verify bank details"
      variant="contained"
      color="success"
      size="small"
      startIcon={<CheckIcon />}
    />
  );
}
