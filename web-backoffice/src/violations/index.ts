import ViolationIcon from '@mui/icons-material/PhoneDisabled';
import { lazy } from 'react';

/** Contact-sharing violations (investigators); the views load only when opened. */
export default {
  list: lazy(() => import('./ViolationList')),
  show: lazy(() => import('./ViolationShow')),
  icon: ViolationIcon,
  recordRepresentation: (record: { senderName?: string; violationNumber?: number }) =>
    `${record.senderName ?? 'Violation'} (no. ${record.violationNumber ?? '?'})`,
};
