import type { AdminProvider } from '@esm/contract/admin/providers';
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { labelOf } from '../common/labels';
import { STANDING_LABEL } from '../fraud-alerts/labels';

const COLOUR = {
  good: 'success',
  warned: 'info',
  restricted: 'warning',
  suspended: 'error',
  terminated: 'error',
} as const;

export function StandingChip() {
  const provider = useRecordContext<AdminProvider>();
  if (!provider) return null;
  return (
    <Chip
      size="small"
      label={labelOf(STANDING_LABEL, provider.standing)}
      color={COLOUR[provider.standing]}
      variant={provider.standing === 'good' ? 'outlined' : 'filled'}
    />
  );
}
