import type { AdminProjection } from '@esm/contract/admin/projections';
import { Chip } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, SelectInput, TextField } from 'react-admin';
import { formatLondon } from '../format/london-time';

const STATUS_COLOUR = { running: 'success', rebuilding: 'info', failed: 'error' } as const;

export function StatusChip({ projection }: { projection: AdminProjection }) {
  return <Chip size="small" color={STATUS_COLOUR[projection.status]} label={projection.status} />;
}

export function driftText(projection: AdminProjection): string {
  const check = projection.lastDriftCheck;
  if (!check) return 'Never checked';
  const when = formatLondon(check.checkedAt, 'seconds');
  return check.ok ? `No drift (${when})` : `${check.differences} rows differ (${when})`;
}

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={['running', 'rebuilding', 'failed'].map((id) => ({ id, name: id }))}
    alwaysOn
  />,
];

/** Every read model: how far it has applied the event store, and whether a clean rebuild agrees. */
export default function ProjectionList() {
  return (
    <List
      title="Projections"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" label="Projection" sortBy="name" />
        <FunctionField<AdminProjection> label="Status" render={(p) => <StatusChip projection={p} />} />
        <NumberField source="checkpoint" label="Checkpoint" />
        <NumberField source="head" label="Head" sortable={false} />
        <NumberField source="lag" label="Lag (events)" />
        <FunctionField<AdminProjection> label="Latest drift check" render={driftText} />
      </Datagrid>
    </List>
  );
}
