export const REFUND_STATUS_CHOICES = [
  { id: 'pending', name: 'Queued' },
  { id: 'retrying', name: 'Retrying' },
  { id: 'failed', name: 'Failed' },
  { id: 'issued', name: 'Issued' },
];

export const REFUND_REASON_CHOICES = [
  { id: 'customer_cancelled', name: 'Client cancelled' },
  { id: 'customer_cancelled_before_confirmation', name: 'Client cancelled before confirmation' },
  { id: 'provider_declined', name: 'Provider declined' },
  { id: 'auto_declined', name: 'Not answered in time' },
  { id: 'provider_cancelled', name: 'Provider cancelled' },
  { id: 'dispute_resolved', name: 'Dispute resolved' },
  { id: 'payment_after_cancellation', name: 'Paid after cancelling' },
  { id: 'day_unavailable', name: 'Date already booked' },
];
