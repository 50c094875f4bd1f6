import type { AdminProviderVerification } from '@esm/contract/admin/provider-verifications';
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { labelOf } from '../common/labels';
import { BANK_STATUS_LABEL } from '../verification-documents/labels';

const COLOUR = { none: 'default', pending: 'warning', verified: 'success', rejected: 'error' } as const;

export function BankStatusChip() {
  const record = useRecordContext<AdminProviderVerification>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      label={labelOf(BANK_STATUS_LABEL, record.bankDetailsStatus)}
      color={COLOUR[record.bankDetailsStatus]}
    />
  );
}
