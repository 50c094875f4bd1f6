import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { labelOf } from '../common/labels';
import { DOCUMENT_STATUS_LABEL } from './labels';

const COLOUR = { pending: 'warning', approved: 'success', rejected: 'error', expired: 'default' } as const;

/** A document's status as a coloured chip. */
export function StatusChip() {
  const record = useRecordContext<{ verificationStatus: keyof typeof COLOUR }>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      label={labelOf(DOCUMENT_STATUS_LABEL, record.verificationStatus)}
      color={COLOUR[record.verificationStatus] ?? 'default'}
    />
  );
}
