import type { AdminProvider } from '@esm/contract/admin/providers';
import { BooleanInput, DataTable, List, SelectInput, TextInput } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { StandingChip } from './StandingChip';

const filters = [
  <TextInput key="q" source="q" label="Search name or e-mail" alwaysOn />,
  <SelectInput
    key="standing"
    source="standing"
    label="Standing"
    choices={[
      { id: 'good', name: 'Not blocked' },
      { id: 'restricted', name: 'Messaging restricted' },
      { id: 'suspended', name: 'Suspended' },
      { id: 'terminated', name: 'Terminated' },
    ]}
    emptyText="Any standing"
    alwaysOn
  />,
  <BooleanInput key="payoutsFrozen" source="payoutsFrozen" label="Payouts frozen" />,
];

/** Providers by name, with what an investigator checks first: standing, frozen payouts, risk. */
export default function ProviderList() {
  return (
    <List
      exporter={false}
      title="Providers"
      filters={filters}
      sort={{ field: 'businessName', order: 'ASC' }}
      perPage={25}
    >
      <DataTable<AdminProvider> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="businessName" label="Business" />
        <DataTable.Col source="ownerName" label="Owner" disableSort />
        <DataTable.Col source="standing" label="Standing" disableSort>
          <StandingChip />
        </DataTable.Col>
        <DataTable.Col
          source="payoutsFrozen"
          label="Payouts"
          disableSort
          render={(p) => (p.payoutsFrozen ? 'Frozen' : 'Paid as scheduled')}
        />
        <DataTable.Col source="openAlerts" label="Open alerts" />
        <DataTable.Col
          source="riskScore"
          label="Risk score"
          disableSort
          render={(p) => `${p.riskScore} (${p.riskLevel})`}
        />
        <DataTable.Col source="createdAt" label="Joined">
          <LondonDateField source="createdAt" dateOnly />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
