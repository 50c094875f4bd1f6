import type { AdminVerificationDocumentRecord as Doc } from '@esm/contract/admin/verification-documents';
import { Grid, Stack } from '@mui/material';
import {
  FunctionField,
  Labeled,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { labelOf } from '../common/labels';
import { ApproveButton } from './ApproveButton';
import { DocumentPreview } from './DocumentPreview';
import { DOCUMENT_TYPE_LABEL } from './labels';
import { RejectButton } from './RejectButton';
import { StatusChip } from './StatusChip';

function Actions() {
  return (
    <TopToolbar>
      <Stack direction="row" spacing={1}>
        <ApproveButton />
        <RejectButton />
      </Stack>
    </TopToolbar>
  );
}

function DocumentTitle() {
  const record = useRecordContext<Doc>();
  if (!record) return null;
  return (
    <span>
      {DOCUMENT_TYPE_LABEL[record.documentType] ?? 'Document'} — {record.businessName ?? 'provider'}
    </span>
  );
}

/** Decided: by whom and when; the reason when rejected. */
function Decision() {
  const record = useRecordContext<Doc>();
  if (!record?.verifiedAt) return null;
  // One block of its own, so each label sits above its value like the fields above it.
  return (
    <Stack spacing={1}>
      <Labeled label="Decided by">
        <FunctionField<Doc> render={(d) => d.verifiedByName ?? d.verifiedBy ?? '—'} />
      </Labeled>
      <Labeled label="Decided">
        <LondonDateField source="verifiedAt" />
      </Labeled>
      {record.rejectionReason ? (
        <Labeled label="Reason the provider sees">
          <TextField source="rejectionReason" />
        </Labeled>
      ) : null}
    </Stack>
  );
}

/** One document: what it is, whose, and the file itself, with approve and reject. */
export default function DocumentShow() {
  return (
    <Show title={<DocumentTitle />} actions={<Actions />}>
      <Grid container spacing={2} sx={{ p: 2 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <SimpleShowLayout sx={{ p: 0 }}>
            <ReferenceField
              source="providerId"
              reference="provider-verifications"
              label="Provider"
              link="show"
            >
              <TextField source="businessName" />
            </ReferenceField>
            <FunctionField<Doc>
              label="Document type"
              render={(d) => labelOf(DOCUMENT_TYPE_LABEL, d.documentType)}
            />
            <FunctionField label="Status" render={() => <StatusChip />} />
            <LondonDateField source="createdAt" label="Submitted" />
            <LondonDateField source="expiryDate" label="Expires" emptyText="No expiry" dateOnly />
            <FunctionField<Doc>
              label="Provider's verification progress"
              render={(d) => `${d.providerVerificationProgress}%`}
            />
            <Decision />
          </SimpleShowLayout>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <DocumentPreview />
        </Grid>
      </Grid>
    </Show>
  );
}
