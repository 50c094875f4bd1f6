import type { AdminBooking } from '@esm/contract/admin/bookings';
import {
  ChipField,
  Datagrid,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { formatPence } from '../format/money';

export const BOOKING_STATUS_CHOICES = [
  'pending',
  'provider_reviewing',
  'confirmed',
  'declined',
  'completed',
  'cancelled',
].map((id) => ({ id, name: id }));

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={BOOKING_STATUS_CHOICES} alwaysOn />,
  <DateInput key="eventFrom" source="eventFrom" label="Event from" alwaysOn />,
  <DateInput key="eventTo" source="eventTo" label="Event to" alwaysOn />,
  <TextInput key="providerId" source="providerId" label="Provider id" />,
  <TextInput key="customerId" source="customerId" label="Client id" />,
];

/** Every booking, newest first; a row opens its history, time travel and ledger. */
export default function BookingList() {
  return (
    <List
      title="Booking audit"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <LondonDateField source="createdAt" label="Booked" />
        <LondonDateField source="eventDate" label="Event" dateOnly />
        <ChipField source="status" label="Status" sortable={false} />
        <TextField source="paymentStatus" label="Payment" sortable={false} />
        <TextField source="serviceName" label="Service" sortable={false} emptyText="—" />
        <TextField source="providerName" label="Provider" sortable={false} emptyText="—" />
        <TextField source="customerName" label="Client" sortable={false} emptyText="—" />
        <FunctionField<AdminBooking>
          source="totalAmount"
          label="Total"
          textAlign="right"
          render={(b) => formatPence(b.totalPence)}
        />
        <FunctionField<AdminBooking>
          label="Refunded"
          textAlign="right"
          sortable={false}
          render={(b) => (b.refundPence > 0 ? formatPence(b.refundPence) : '—')}
        />
      </Datagrid>
    </List>
  );
}
