import { List } from 'react-admin';
import { AnalyticsCharts } from './AnalyticsCharts';

/** Platform analytics: the last twelve London months as charts and a table (admins and auditors). */
export default function AnalyticsList() {
  return (
    <List
      title="Platform analytics"
      sort={{ field: 'month', order: 'DESC' }}
      perPage={12}
      pagination={false}
      actions={false}
      disableSyncWithLocation
    >
      <AnalyticsCharts />
    </List>
  );
}
