import type { Labels } from '../common/labels';

/** The words the marketplace shows for each booking status (provider_reviewing is "Pending Review"). */
export const BOOKING_STATUS_LABEL: Labels = {
  pending: 'Pending',
  provider_reviewing: 'Pending Review',
  confirmed: 'Confirmed',
  declined: 'Declined',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABEL: Labels = {
  pending: 'Payment pending',
  paid: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  failed: 'Payment failed',
};
