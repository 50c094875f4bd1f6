import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';

export const CATEGORY_CHOICES = [
  { id: 'callback', name: 'Call-back request' },
  { id: 'general', name: 'General' },
  { id: 'booking', name: 'Booking' },
  { id: 'provider', name: 'Provider' },
  { id: 'payment', name: 'Payment' },
  { id: 'technical', name: 'Technical' },
  { id: 'complaint', name: 'Complaint' },
];

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'open', name: 'Open' },
      { id: 'handled', name: 'Handled' },
    ]}
    alwaysOn
  />,
  <SelectInput key="category" source="category" label="Category" choices={CATEGORY_CHOICES} />,
];

/** The contact form's inbox: open call-back requests first (promised within two hours), then newest. */
export default function ContactMessageList() {
  return (
    <List
      title="Contact inbox"
      sort={{ field: 'callbackFirst', order: 'DESC' }}
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      perPage={25}
    >
      <Datagrid
        rowClick="show"
        bulkActionButtons={false}
        rowSx={(record) =>
          record.isCallback && record.status === 'open' ? { bgcolor: 'rgba(237, 108, 2, 0.08)' } : {}
        }
      >
        <SelectField source="category" label="Category" choices={CATEGORY_CHOICES} sortable={false} />
        <TextField source="name" label="From" sortable={false} />
        <TextField source="subject" label="Subject" sortable={false} />
        <LondonDateField source="receivedAt" label="Received" />
        <LondonDateField source="respondBy" label="Reply by" />
        <FunctionField
          label="Status"
          sortable={false}
          render={(record: { status: string; overdue: boolean }) =>
            record.status === 'handled' ? 'Handled' : record.overdue ? 'Overdue' : 'Open'
          }
        />
        <BooleanField source="acknowledged" label="Acknowledged" sortable={false} />
      </Datagrid>
    </List>
  );
}
