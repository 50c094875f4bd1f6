import BarChartIcon from '@mui/icons-material/BarChart';
import { lazy } from 'react';

/**
 * Platform analytics (admins and auditors). The charts and their library load with the view,
 * never in the first load.
 */
export const analytics = {
  list: lazy(() => import('./AnalyticsList')),
  icon: BarChartIcon,
};
