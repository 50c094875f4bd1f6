import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazy } from 'react';

/** The investigators' alert queue: views load when first opened. */
export const fraudAlerts = {
  list: lazy(() => import('./FraudAlertList')),
  show: lazy(() => import('./FraudAlertShow')),
  icon: ReportProblemIcon,
  recordRepresentation: (record: { businessName: string | null; severity: string }) =>
    `${record.severity} alert — ${record.businessName ?? 'provider'}`,
};
