import {
  ArrayField,
  Datagrid,
  Labeled,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { EMAIL_STATUS_CHOICES } from './EmailList';

function Body() {
  const record = useRecordContext<{ body?: string }>();
  return (
    <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0, maxWidth: 760 }}>
      {record?.body ?? ''}
    </pre>
  );
}

/** One e-mail as the recipient reads it, with its delivery status. */
export default function EmailShow() {
  return (
    <Show title="E-mail">
      <SimpleShowLayout>
        <TextField source="to" label="To" />
        <TextField source="subject" label="Subject" />
        <SelectField source="status" label="Status" choices={EMAIL_STATUS_CHOICES} />
        <NumberField source="attempts" label="Attempts" />
        <TextField source="lastError" label="Last error" emptyText="—" />
        <LondonDateField source="createdAt" label="Created" />
        <LondonDateField source="sentAt" label="Sent" emptyText="—" />
        <Labeled label="Body" fullWidth>
          <Body />
        </Labeled>
        <ArrayField source="attachments" label="Attachments">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>None</span>}>
            <TextField source="filename" label="File" />
            <TextField source="contentType" label="Type" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
