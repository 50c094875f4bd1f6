import { Datagrid, List, NumberField, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { PenceField } from '../common/PenceField';
import { PAYOUT_STATUS_CHOICES } from './choices';

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={PAYOUT_STATUS_CHOICES} alwaysOn />,
  <TextInput key="providerId" source="providerId" label="Provider id" />,
  <TextInput key="bookingId" source="bookingId" label="Booking id" />,
];

/** Every provider payment, latest payment date first. */
export default function PayoutList() {
  return (
    <List title="Payouts" sort={{ field: 'paymentDate', order: 'DESC' }} filters={filters} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <LondonDateField source="paymentDate" label="Payment date" />
        <TextField source="id" label="Payout" sortable={false} />
        <PenceField source="amountPence" label="Amount" />
        <SelectField source="status" label="Status" choices={PAYOUT_STATUS_CHOICES} />
        <NumberField source="attempts" label="Attempts" />
        <TextField source="failureReason" label="Last failure" emptyText="—" sortable={false} />
      </Datagrid>
    </List>
  );
}
