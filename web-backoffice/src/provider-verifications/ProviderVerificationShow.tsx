import type { AdminProviderVerification as PV } from '@esm/contract/admin/provider-verifications';
import type { AdminVerificationDocumentRecord as Doc } from '@esm/contract/admin/verification-documents';
import { Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import {
  DataTable,
  FunctionField,
  Labeled,
  ReferenceManyField,
  Show,
  TextField,
  useRecordContext,
} from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { labelOf } from '../common/labels';
import { DOCUMENT_TYPE_LABEL, LEVEL_LABEL } from '../verification-documents/labels';
import { StatusChip } from '../verification-documents/StatusChip';
import { BankStatusChip } from './BankStatusChip';
import { CheckMark } from './CheckMark';
import { Progress } from './Progress';
import { RejectBankDetailsButton } from './RejectBankDetailsButton';
import { VerifyBankDetailsButton } from './VerifyBankDetailsButton';

function Title() {
  const record = useRecordContext<PV>();
  return <span>Verification — {record?.businessName ?? ''}</span>;
}

function Checks() {
  const p = useRecordContext<PV>();
  if (!p) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Checks
        </Typography>
        <Progress value={p.verificationProgress} />
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          <CheckMark passed={p.identityVerified} label="Identity" />
          <CheckMark passed={p.businessVerified} label="Business registration" />
          <CheckMark passed={p.insuranceVerified} label="Insurance" />
          <CheckMark passed={p.backgroundCheckPassed} label="Background check" />
        </Stack>
        <Stack direction="row" spacing={4} sx={{ mt: 2 }}>
          <Labeled label="Level">
            <FunctionField<PV> render={(r) => labelOf(LEVEL_LABEL, r.verificationLevel)} />
          </Labeled>
          <Labeled label="Verified since">
            <LondonDateField source="verificationDate" emptyText="Not verified" dateOnly />
          </Labeled>
          <Labeled label="Expiring within 30 days">
            <FunctionField<PV>
              render={(r) => (r.expiringDocuments > 0 ? `${r.expiringDocuments} document(s)` : 'None')}
            />
          </Labeled>
        </Stack>
      </CardContent>
    </Card>
  );
}

function BankDetails() {
  const p = useRecordContext<PV>();
  if (!p) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            Bank details
          </Typography>
          <BankStatusChip />
        </Stack>
        {p.bankDetailsStatus === 'none' ? (
          <Typography variant="body2" color="text.secondary">
            The provider has not added bank details yet.
          </Typography>
        ) : (
          <Stack spacing={1}>
            <Labeled label="Account holder">
              <TextField source="bankAccountHolderName" />
            </Labeled>
            <Stack direction="row" spacing={4}>
              <Labeled label="Account number">
                <FunctionField<PV> render={(r) => `•••• ${r.bankAccountLast4 ?? ''}`} />
              </Labeled>
              <Labeled label="Sort code">
                <TextField source="bankSortCode" />
              </Labeled>
              <Labeled label="Bank">
                <TextField source="bankName" />
              </Labeled>
            </Stack>
            <Labeled label="Saved">
              <LondonDateField source="bankDetailsAddedAt" />
            </Labeled>
            {p.bankDetailsStatus === 'rejected' || p.bankDetailsStatus === 'verified' ? (
              <Typography variant="body2">
                {p.bankDetailsStatus === 'rejected' ? 'Rejected' : 'Verified'}
                {p.bankReviewedByName ? ` by ${p.bankReviewedByName}` : ''}
                {p.bankRejectionReason ? `: “${p.bankRejectionReason}”` : ''}
              </Typography>
            ) : null}
            <Stack direction="row" spacing={1}>
              <VerifyBankDetailsButton />
              <RejectBankDetailsButton />
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function Documents() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Documents
        </Typography>
        <ReferenceManyField
          reference="verification-documents"
          target="providerId"
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={50}
          empty={<Typography variant="body2">No documents submitted yet.</Typography>}
        >
          <DataTable<Doc> rowClick="show" bulkActionButtons={false}>
            <DataTable.Col
              source="documentType"
              label="Type"
              disableSort
              render={(d) => labelOf(DOCUMENT_TYPE_LABEL, d.documentType)}
            />
            <DataTable.Col source="verificationStatus" label="Status" disableSort>
              <StatusChip />
            </DataTable.Col>
            <DataTable.Col source="createdAt" label="Submitted" disableSort>
              <LondonDateField source="createdAt" />
            </DataTable.Col>
            <DataTable.Col source="expiryDate" label="Expires" disableSort>
              <LondonDateField source="expiryDate" emptyText="No expiry" dateOnly />
            </DataTable.Col>
            <DataTable.Col
              label="File"
              disableSort
              render={(d) => (
                <Link
                  href={d.fileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={(event) => event.stopPropagation()}
                >
                  Open file
                </Link>
              )}
            />
          </DataTable>
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
}

/** One provider: the four checks and progress, the bank details review, and every document. */
export default function ProviderVerificationShow() {
  return (
    <Show title={<Title />}>
      <Grid container spacing={2} sx={{ p: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Checks />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BankDetails />
        </Grid>
        <Grid size={12}>
          <Documents />
        </Grid>
      </Grid>
    </Show>
  );
}
