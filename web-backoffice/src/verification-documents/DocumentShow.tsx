import type { AdminVerificationDocumentRecord as Doc } from '@esm/contract/admin/verification-documents';
import { Grid, Stack } from '@mui/material';
import {
  DateField,
  FunctionField,
  Labeled,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { ApproveButton } from './ApproveButton';
import { DocumentPreview } from './DocumentPreview';
import { DOCUMENT_TYPE_LABEL, UK_DATE, UK_DATE_TIME } from './labels';
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
  return (
    <>
      <Labeled label="Decided by">
        <FunctionField<Doc> render={(d) => d.verifiedByName ?? d.verifiedBy ?? '—'} />
      </Labeled>
      <Labeled label="Decided">
        <DateField source="verifiedAt" showTime locales="en-GB" options={UK_DATE_TIME} />
      </Labeled>
      {record.rejectionReason ? (
        <Labeled label="Reason the provider sees">
          <TextField source="rejectionReason" />
        </Labeled>
      ) : null}
    </>
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
              render={(d) => DOCUMENT_TYPE_LABEL[d.documentType] ?? d.documentType}
            />
            <FunctionField label="Status" render={() => <StatusChip />} />
            <DateField source="createdAt" label="Submitted" showTime locales="en-GB" options={UK_DATE_TIME} />
            <DateField
              source="expiryDate"
              label="Expires"
              locales="en-GB"
              options={UK_DATE}
              emptyText="No expiry"
            />
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
