import PayoutIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';

/** Provider payouts (admins retry; auditors read). */
export default {
  list: lazy(() => import('./PayoutList')),
  show: lazy(() => import('./PayoutShow')),
  icon: PayoutIcon,
  recordRepresentation: 'id',
};
