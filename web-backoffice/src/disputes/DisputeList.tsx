import type { AdminDispute } from '@esm/contract/admin/disputes';
import { DataTable, List, SelectInput } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { choicesOf, labelOf } from '../common/labels';
import { formatPence } from '../format/money';
import { DISPUTE_OUTCOME_LABEL, DISPUTE_STATUS_LABEL } from '../fraud-alerts/labels';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={choicesOf(DISPUTE_STATUS_LABEL)}
    emptyText="Any status"
    alwaysOn
  />,
];

/** Open disputes first, the oldest first among them: money is held until each is resolved. */
export default function DisputeList() {
  return (
    <List
      exporter={false}
      title="Disputes"
      filters={filters}
      sort={{ field: 'priority', order: 'ASC' }}
      perPage={25}
    >
      <DataTable<AdminDispute> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col
          source="status"
          label="Status"
          render={(d) => labelOf(DISPUTE_STATUS_LABEL, d.status)}
        />
        <DataTable.Col source="customerName" label="Client" disableSort />
        <DataTable.Col source="businessName" label="Provider" />
        <DataTable.Col
          source="totalAmount"
          label="Booking total"
          render={(d) => formatPence(d.totalAmount)}
        />
        <DataTable.Col source="raisedAt" label="Raised">
          <LondonDateField source="raisedAt" />
        </DataTable.Col>
        <DataTable.Col
          source="outcome"
          label="Outcome"
          disableSort
          render={(d) => (d.outcome ? labelOf(DISPUTE_OUTCOME_LABEL, d.outcome) : '—')}
        />
      </DataTable>
    </List>
  );
}
