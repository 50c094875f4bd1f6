import type { AdminProviderVerification as PV } from '@esm/contract/admin/provider-verifications';
import CloseIcon from '@mui/icons-material/Close';
import { useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';

/** Rejects the bank details shown with the reason the provider reads on their bank details page. */
export function RejectBankDetailsButton() {
  const record = useRecordContext<PV>();
  if (record?.bankDetailsStatus !== 'pending' || record.bankDetailsRevision === null) return null;
  return (
    <CommandButton
      resource="provider-verifications"
      recordId={record.id}
      action="reject-bank-details"
      body={(reason) => ({ revision: record.bankDetailsRevision, reason })}
      done="Bank details rejected; the provider sees your reason"
      label="Reject bank details"
      variant="outlined"
      color="error"
      size="small"
      startIcon={<CloseIcon />}
      ask={{
        title: 'Reject these bank details',
        help: 'The provider reads this reason on their bank details page and must enter their details again.',
        label: 'Reason',
        missing: 'Please give the reason: the provider sees it.',
        danger: true,
      }}
    />
  );
}
