import { BooleanInput, Datagrid, List, NumberField, TextField } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';

const filters = [
  <BooleanInput key="withFailures" source="withFailures" label="Only queues with failures" alwaysOn />,
];

/** Job-queue health: each pg-boss queue's jobs by state. */
export default function JobQueueList() {
  return (
    <List title="Job queues" sort={{ field: 'failed', order: 'DESC' }} filters={filters} perPage={50}>
      <Datagrid
        rowClick="show"
        bulkActionButtons={false}
        rowSx={(record) => (record.failed > 0 ? { bgcolor: 'rgba(211, 47, 47, 0.06)' } : {})}
      >
        <TextField source="id" label="Queue" sortBy="name" />
        <NumberField source="queued" label="Queued" />
        <NumberField source="active" label="Active" />
        <NumberField source="failed" label="Failed" />
        <NumberField source="completed" label="Completed" />
        <LondonDateField source="lastFailedAt" label="Last failure" emptyText="—" sortable={false} />
      </Datagrid>
    </List>
  );
}
