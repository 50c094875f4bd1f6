import {
  ArrayField,
  Datagrid,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { REASON_CHOICES, STATUS_CHOICES } from './choices';
import { ModerateButtons } from './ModerateButtons';

/** A reported review with every report and the latest decision; keep, hide or remove it. */
export default function ReviewShow() {
  return (
    <Show
      title="Reported review"
      actions={
        <TopToolbar>
          <ModerateButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <SelectField source="moderationStatus" label="Status" choices={STATUS_CHOICES} />
        <TextField source="businessName" label="Provider" />
        <TextField source="serviceName" label="Service" />
        <TextField source="customerFirstName" label="Written by" />
        <LondonDateField source="submittedAt" label="Written" />
        <NumberField source="rating" label="Stars" />
        <TextField source="title" label="Title" emptyText="(no title)" />
        <TextField source="reviewText" label="Review" emptyText="(no text)" />
        <TextField source="reasonSummary" label="Reported as" />
        <NumberField source="openReports" label="Reports still to judge" />
        <ArrayField source="reports" label="Reports">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <LondonDateField source="reportedAt" label="Reported" />
            <TextField source="reporterName" label="By" />
            <SelectField source="reason" label="Reason" choices={REASON_CHOICES} />
          </Datagrid>
        </ArrayField>
        <LondonDateField source="moderatedAt" label="Last decided" emptyText="—" />
        <TextField source="moderationReason" label="Reason given" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
