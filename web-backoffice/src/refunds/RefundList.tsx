import { Datagrid, List, NumberField, SelectField, SelectInput, TextField } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { PenceField } from '../common/PenceField';
import { REFUND_REASON_CHOICES, REFUND_STATUS_CHOICES } from './choices';

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={REFUND_STATUS_CHOICES} alwaysOn />,
];

/** Every refund the escrow decided, including those the gateway has not accepted. */
export default function RefundList() {
  return (
    <List title="Refunds" sort={{ field: 'since', order: 'DESC' }} filters={filters} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <LondonDateField source="since" label="Since" />
        <TextField source="bookingId" label="Booking" sortable={false} />
        <PenceField source="amountPence" label="Amount" />
        <SelectField source="reason" label="Reason" choices={REFUND_REASON_CHOICES} sortable={false} />
        <SelectField source="status" label="Status" choices={REFUND_STATUS_CHOICES} />
        <NumberField source="attempts" label="Attempts" />
        <TextField source="lastError" label="Gateway's last answer" emptyText="—" sortable={false} />
      </Datagrid>
    </List>
  );
}
