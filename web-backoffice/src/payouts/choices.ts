export const PAYOUT_STATUS_CHOICES = [
  { id: 'scheduled', name: 'Scheduled' },
  { id: 'processing', name: 'Processing' },
  { id: 'retry_scheduled', name: 'Retry scheduled' },
  { id: 'needs_attention', name: 'Failed — needs attention' },
  { id: 'frozen', name: 'Frozen' },
  { id: 'sent', name: 'Sent' },
  { id: 'cancelled', name: 'Cancelled' },
];
