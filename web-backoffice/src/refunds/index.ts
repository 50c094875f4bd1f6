import RefundIcon from '@mui/icons-material/CurrencyExchange';
import { lazy } from 'react';

/** Refunds (admins retry; auditors read). */
export default {
  list: lazy(() => import('./RefundList')),
  show: lazy(() => import('./RefundShow')),
  icon: RefundIcon,
  recordRepresentation: 'id',
};
