import type { AdminBooking } from '@esm/contract/admin/bookings';
import { Chip } from '@mui/material';
import { Datagrid, DateInput, FunctionField, List, SelectInput, TextField, TextInput } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { choicesOf, labelOf } from '../common/labels';
import { formatPence } from '../format/money';
import { BOOKING_STATUS_LABEL, PAYMENT_STATUS_LABEL } from './labels';

export const BOOKING_STATUS_CHOICES = choicesOf(BOOKING_STATUS_LABEL);

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
        <FunctionField<AdminBooking>
          source="status"
          label="Status"
          sortable={false}
          render={(b) => <Chip size="small" label={labelOf(BOOKING_STATUS_LABEL, b.status)} />}
        />
        <FunctionField<AdminBooking>
          source="paymentStatus"
          label="Payment"
          sortable={false}
          render={(b) => labelOf(PAYMENT_STATUS_LABEL, b.paymentStatus)}
        />
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
