import StorageIcon from '@mui/icons-material/Storage';
import { lazy } from 'react';

/** The read models' health for auditors: views load on first use. */
export const projections = {
  list: lazy(() => import('./ProjectionList')),
  show: lazy(() => import('./ProjectionShow')),
  icon: StorageIcon,
};
