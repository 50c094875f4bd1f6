import type { BookingStatus, PaymentStatus } from '@esm/contract/bookings';

const STATUS: Record<BookingStatus, { label: string; tone: string }> = {
  pending: { label: 'Pending', tone: 'badge--warning' },
  provider_reviewing: { label: 'Pending Review', tone: 'badge--warning' },
  confirmed: { label: 'Confirmed', tone: 'badge--success' },
  declined: { label: 'Declined', tone: 'badge--danger' },
  completed: { label: 'Completed', tone: 'badge--info' },
  cancelled: { label: 'Cancelled', tone: '' },
};

const PAYMENT: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  failed: 'Payment failed',
};

/** Provider_reviewing reads 'Pending Review'. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const info = STATUS[status] ?? { label: status, tone: '' };
  return <span className={`badge ${info.tone}`}>{info.label}</span>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`badge ${status === 'paid' ? 'badge--success' : ''}`}>{PAYMENT[status] ?? status}</span>
  );
}
