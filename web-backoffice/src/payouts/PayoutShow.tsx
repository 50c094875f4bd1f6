import { NumberField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { PenceField } from '../common/PenceField';
import { PAYOUT_STATUS_CHOICES } from './choices';
import { RetryPayoutButton } from './RetryPayoutButton';

export default function PayoutShow() {
  return (
    <Show
      title="Payout"
      actions={
        <TopToolbar>
          <RetryPayoutButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" label="Payout" />
        <SelectField source="status" label="Status" choices={PAYOUT_STATUS_CHOICES} />
        <PenceField source="amountPence" label="Amount" />
        <TextField source="paymentRule" label="Rule" />
        <LondonDateField source="paymentDate" label="Payment date" />
        <LondonDateField source="eventDate" label="Event date" />
        <NumberField source="attempts" label="Attempts" />
        <TextField source="failureReason" label="Last failure" emptyText="—" />
        <LondonDateField source="nextAttemptAt" label="Next attempt" emptyText="—" />
        <TextField source="transferId" label="Transfer" emptyText="—" />
        <LondonDateField source="processedAt" label="Last processed" emptyText="—" />
        <TextField source="bookingId" label="Booking" />
        <TextField source="providerId" label="Provider" />
      </SimpleShowLayout>
    </Show>
  );
}
