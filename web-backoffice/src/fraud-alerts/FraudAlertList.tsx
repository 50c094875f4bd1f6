import type { AdminFraudAlert } from '@esm/contract/admin/fraud-alerts';
import { DataTable, List, SelectInput, TextInput, useGetIdentity } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { choicesOf, labelOf } from '../common/labels';
import { ALERT_STATUS_LABEL, ALERT_TYPE_LABEL, SEVERITY_LABEL } from './labels';
import { AlertStatusChip, SeverityChip } from './SeverityChip';

const filters = [
  <TextInput key="q" source="q" label="Search provider or description" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={choicesOf(ALERT_STATUS_LABEL)}
    emptyText="Any status"
    alwaysOn
  />,
  <SelectInput
    key="severity"
    source="severity"
    label="Severity"
    choices={choicesOf(SEVERITY_LABEL)}
    emptyText="Any severity"
    alwaysOn
  />,
  <SelectInput
    key="alertType"
    source="alertType"
    label="Type"
    choices={choicesOf(ALERT_TYPE_LABEL)}
    emptyText="Any type"
  />,
];

/** Open alerts first and the most severe first, so the worst case is always at the top. */
export default function FraudAlertList() {
  const { identity } = useGetIdentity();
  // "Mine" is the signed-in investigator's id, known only once the identity has loaded.
  const assignee = identity
    ? [
        <SelectInput
          key="investigatedBy"
          source="investigatedBy"
          label="Assignee"
          choices={[{ id: String(identity.id), name: 'Assigned to me' }]}
          emptyText="Anyone"
          alwaysOn
        />,
      ]
    : [];
  return (
    <List
      exporter={false}
      title="Fraud alerts"
      filters={[...filters, ...assignee]}
      sort={{ field: 'priority', order: 'ASC' }}
      perPage={25}
    >
      <DataTable<AdminFraudAlert> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="severity" label="Severity">
          <SeverityChip />
        </DataTable.Col>
        <DataTable.Col source="status" label="Status">
          <AlertStatusChip />
        </DataTable.Col>
        <DataTable.Col source="businessName" label="Provider" />
        <DataTable.Col
          source="alertType"
          label="Type"
          render={(a) => labelOf(ALERT_TYPE_LABEL, a.alertType)}
        />
        <DataTable.Col source="riskScore" label="Risk score" />
        <DataTable.Col
          source="investigatorName"
          label="Assignee"
          disableSort
          render={(a) => a.investigatorName ?? (a.investigatedBy ? 'Investigator' : 'Unassigned')}
        />
        <DataTable.Col source="createdAt" label="Raised">
          <LondonDateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
