import type { AdminProviderVerification as PV } from '@esm/contract/admin/provider-verifications';
import { BooleanInput, DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { choicesOf, labelOf } from '../common/labels';
import { BANK_STATUS_LABEL, LEVEL_LABEL } from '../verification-documents/labels';
import { BankStatusChip } from './BankStatusChip';
import { Progress } from './Progress';

const filters = [
  <SearchInput key="q" source="q" placeholder="Business name" alwaysOn />,
  <SelectInput
    key="level"
    source="level"
    label="Level"
    choices={choicesOf(LEVEL_LABEL)}
    emptyText="Any level"
    alwaysOn
  />,
  <SelectInput
    key="bankDetailsStatus"
    source="bankDetailsStatus"
    label="Bank details"
    choices={choicesOf(BANK_STATUS_LABEL)}
    emptyText="Any"
    alwaysOn
  />,
  <BooleanInput key="incomplete" source="incomplete" label="Incomplete only" alwaysOn />,
  <BooleanInput key="expiring" source="expiring" label="Expiring soon" alwaysOn />,
];

const checks = (p: PV) =>
  [
    p.identityVerified && 'Identity',
    p.businessVerified && 'Business',
    p.insuranceVerified && 'Insurance',
    p.backgroundCheckPassed && 'Background',
  ]
    .filter(Boolean)
    .join(', ') || 'None yet';

/** Every provider's verification at a glance; the least verified first is one sort away. */
export default function ProviderVerificationList() {
  return (
    <List
      title="Provider verification"
      filters={filters}
      sort={{ field: 'businessName', order: 'ASC' }}
      perPage={25}
      // No CSV export: the verifier's role has no export action.
      exporter={false}
    >
      <DataTable<PV> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="businessName" label="Provider" />
        <DataTable.Col
          source="verificationLevel"
          label="Level"
          render={(p) => labelOf(LEVEL_LABEL, p.verificationLevel)}
        />
        <DataTable.Col
          source="verificationProgress"
          label="Progress"
          render={(p) => <Progress value={p.verificationProgress} />}
        />
        <DataTable.Col label="Checks passed" disableSort render={checks} />
        <DataTable.Col source="pendingDocuments" label="Pending documents" />
        <DataTable.Col
          source="expiringDocuments"
          label="Expiring in 30 days"
          render={(p) => (p.expiringDocuments > 0 ? `${p.expiringDocuments}` : '—')}
        />
        <DataTable.Col source="bankDetailsStatus" label="Bank details" disableSort>
          <BankStatusChip />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
