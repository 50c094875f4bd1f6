export const REFUND_STATUS_CHOICES = [
  { id: 'pending', name: 'Queued' },
  { id: 'retrying', name: 'Retrying' },
  { id: 'failed', name: 'Failed' },
  { id: 'issued', name: 'Issued' },
];
