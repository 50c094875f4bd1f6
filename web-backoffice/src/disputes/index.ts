import BalanceIcon from '@mui/icons-material/Balance';
import { lazy } from 'react';

/** Disputes on bookings, open first: views load when first opened. */
export const disputes = {
  list: lazy(() => import('./DisputeList')),
  show: lazy(() => import('./DisputeShow')),
  icon: BalanceIcon,
  recordRepresentation: (record: { businessName: string | null; customerName: string | null }) =>
    `${record.customerName ?? 'Client'} v ${record.businessName ?? 'provider'}`,
};
