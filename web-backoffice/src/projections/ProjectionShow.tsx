import type { AdminProjection } from '@esm/contract/admin/projections';
import {
  FunctionField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { formatLondon } from '../format/london-time';
import { driftText, StatusChip } from './ProjectionList';

function DriftDetail() {
  const projection = useRecordContext<AdminProjection>();
  const check = projection?.lastDriftCheck;
  if (!check) return <>The drift check (npm run projections:check) has not been run yet.</>;
  return (
    <>
      {formatLondon(check.checkedAt, 'seconds')}: {check.rowsCompared} live rows compared across every
      projection, {check.totalDifferences} differing in all; this projection's tables:{' '}
      {check.tables.length === 0 ? 'none differ' : check.tables.join(', ')}.
    </>
  );
}

/** One read model's progress and health; nothing here can be triggered. */
export default function ProjectionShow() {
  return (
    <Show title="Projection">
      <SimpleShowLayout>
        <TextField source="id" label="Projection" />
        <FunctionField<AdminProjection> label="Status" render={(p) => <StatusChip projection={p} />} />
        <TextField source="statusDetail" label="Why" />
        <NumberField source="version" label="Version" />
        <TextField source="schema" label="Live schema" emptyText="—" />
        <FunctionField<AdminProjection> label="Tables" render={(p) => p.tables.join(', ')} />
        <NumberField source="checkpoint" label="Checkpoint" />
        <NumberField source="head" label="Event store head" />
        <NumberField source="lag" label="Lag (events)" />
        <FunctionField<AdminProjection> label="Latest drift check" render={driftText} />
        <Labeled label="Drift check detail">
          <DriftDetail />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
