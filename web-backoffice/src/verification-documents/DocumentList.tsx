import type { AdminVerificationDocumentRecord as Doc } from '@esm/contract/admin/verification-documents';
import { DataTable, List, SelectInput } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { choicesOf, labelOf } from '../common/labels';
import { DOCUMENT_STATUS_LABEL, DOCUMENT_TYPE_LABEL } from './labels';
import { StatusChip } from './StatusChip';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={choicesOf(DOCUMENT_STATUS_LABEL)}
    emptyText="Any status"
    alwaysOn
  />,
  <SelectInput
    key="documentType"
    source="documentType"
    label="Document type"
    choices={choicesOf(DOCUMENT_TYPE_LABEL)}
    emptyText="Any type"
    alwaysOn
  />,
];

/** The queue: pending documents, oldest first, so they are reviewed in the order they came in. */
export default function DocumentList() {
  return (
    <List
      title="Document queue"
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      // No CSV export: the verifier's role has no export action.
      exporter={false}
    >
      <DataTable<Doc> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="businessName" label="Provider" />
        <DataTable.Col
          source="documentType"
          label="Type"
          render={(d) => labelOf(DOCUMENT_TYPE_LABEL, d.documentType)}
        />
        <DataTable.Col source="createdAt" label="Submitted">
          <LondonDateField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="expiryDate" label="Expires">
          <LondonDateField source="expiryDate" emptyText="No expiry" dateOnly />
        </DataTable.Col>
        <DataTable.Col source="verificationStatus" label="Status">
          <StatusChip />
        </DataTable.Col>
        <DataTable.Col
          source="providerVerificationProgress"
          label="Provider progress"
          disableSort
          render={(d) => `${d.providerVerificationProgress}%`}
        />
      </DataTable>
    </List>
  );
}
