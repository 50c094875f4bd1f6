import { NumberField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { PenceField } from '../common/PenceField';
import { REFUND_REASON_CHOICES, REFUND_STATUS_CHOICES } from './choices';
import { RetryRefundButton } from './RetryRefundButton';

export default function RefundShow() {
  return (
    <Show
      title="Refund"
      actions={
        <TopToolbar>
          <RetryRefundButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" label="Refund key" />
        <SelectField source="status" label="Status" choices={REFUND_STATUS_CHOICES} />
        <PenceField source="amountPence" label="Amount" />
        <SelectField source="reason" label="Reason" choices={REFUND_REASON_CHOICES} />
        <TextField source="bookingId" label="Booking" />
        <NumberField source="attempts" label="Attempts" />
        <TextField source="lastError" label="Gateway's last answer" emptyText="—" />
        <LondonDateField source="since" label="Since" />
        <LondonDateField source="settledAt" label="Settled" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
