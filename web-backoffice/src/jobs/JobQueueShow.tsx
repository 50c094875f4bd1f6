import {
  ArrayField,
  Datagrid,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { RetryJobButton } from './RetryJobButton';

function FailedJobs() {
  const queue = useRecordContext<{ id: string }>();
  if (!queue) return null;
  return (
    <Labeled label="Failed jobs (latest first)" fullWidth>
      <ArrayField source="failedJobs">
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>No failed jobs.</span>}>
          <LondonDateField source="failedAt" label="Failed" />
          <TextField source="error" label="Error" />
          <NumberField source="attempts" label="Attempts" />
          <TextField
            source="data"
            label="Data"
            sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}
          />
          <RetryJobButton queue={queue.id} />
        </Datagrid>
      </ArrayField>
    </Labeled>
  );
}

/** One queue's counts and its failed jobs with their errors; an admin retries one. */
export default function JobQueueShow() {
  return (
    <Show title="Job queue">
      <SimpleShowLayout>
        <TextField source="id" label="Queue" />
        <NumberField source="queued" label="Queued" />
        <NumberField source="active" label="Active" />
        <NumberField source="failed" label="Failed" />
        <NumberField source="completed" label="Completed" />
        <LondonDateField source="oldestQueuedAt" label="Oldest waiting since" emptyText="—" />
        <FailedJobs />
      </SimpleShowLayout>
    </Show>
  );
}
