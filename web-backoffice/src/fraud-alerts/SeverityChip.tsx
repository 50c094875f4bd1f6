import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { labelOf } from '../common/labels';
import { ALERT_STATUS_LABEL, SEVERITY_LABEL } from './labels';

const SEVERITY_COLOUR = { critical: 'error', high: 'warning', medium: 'info', low: 'default' } as const;
const STATUS_COLOUR = { open: 'error', investigating: 'warning', resolved: 'success' } as const;

export function SeverityChip() {
  const record = useRecordContext<{ severity: keyof typeof SEVERITY_COLOUR }>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      label={labelOf(SEVERITY_LABEL, record.severity)}
      color={SEVERITY_COLOUR[record.severity] ?? 'default'}
      variant={record.severity === 'low' ? 'outlined' : 'filled'}
    />
  );
}

export function AlertStatusChip() {
  const record = useRecordContext<{ status: keyof typeof STATUS_COLOUR }>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      label={labelOf(ALERT_STATUS_LABEL, record.status)}
      color={STATUS_COLOUR[record.status] ?? 'default'}
      variant="outlined"
    />
  );
}
