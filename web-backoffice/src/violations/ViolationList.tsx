import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { SIDE_CHOICES } from './choices';

export const KIND_CHOICES = [
  { id: 'phone', name: 'Phone number' },
  { id: 'email', name: 'E-mail address' },
  { id: 'social', name: 'Social media handle' },
  { id: 'link', name: 'Link' },
];

const filters = [
  <SelectInput key="kind" source="kind" label="Kind of contact detail" choices={KIND_CHOICES} alwaysOn />,
  <TextInput key="userId" source="userId" label="Sender's user id" />,
];

/** Contact-sharing violations, newest first. */
export default function ViolationList() {
  return (
    <List
      title="Contact-sharing violations"
      sort={{ field: 'recordedAt', order: 'DESC' }}
      filters={filters}
      perPage={25}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <LondonDateField source="recordedAt" label="Recorded" sortable />
        <TextField source="senderName" label="Sender" sortable={false} />
        <SelectField source="senderRole" label="Side" choices={SIDE_CHOICES} sortable={false} />
        <TextField source="detectedSummary" label="Found" sortable={false} />
        <TextField source="detectedContent" label="Matched text" sortable={false} emptyText="(erased)" />
        <NumberField source="violationNumber" label="Violation no." />
        <FunctionField
          label="Action taken"
          sortable={false}
          render={(record: { actionTaken: string }) => record.actionTaken.replaceAll('_', ' ')}
        />
      </Datagrid>
    </List>
  );
}
