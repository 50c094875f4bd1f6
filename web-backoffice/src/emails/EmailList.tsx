import { Datagrid, List, NumberField, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';

export const EMAIL_STATUS_CHOICES = [
  { id: 'queued', name: 'Queued' },
  { id: 'sent', name: 'Sent' },
  { id: 'stored', name: 'Stored (no SMTP)' },
  { id: 'failed', name: 'Failed' },
];

const filters = [
  <TextInput key="q" source="q" label="Search recipient or subject" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={EMAIL_STATUS_CHOICES} alwaysOn />,
];

/** The e-mail outbox, newest first (read-only). */
export default function EmailList() {
  return (
    <List title="E-mail outbox" sort={{ field: 'createdAt', order: 'DESC' }} filters={filters} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <LondonDateField source="createdAt" label="Created" />
        <TextField source="to" label="To" />
        <TextField source="subject" label="Subject" sortable={false} />
        <SelectField source="status" label="Status" choices={EMAIL_STATUS_CHOICES} />
        <NumberField source="attempts" label="Attempts" />
        <LondonDateField source="sentAt" label="Sent" emptyText="—" />
      </Datagrid>
    </List>
  );
}
