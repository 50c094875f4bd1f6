import type { BookingEvent } from '@esm/core/booking/events';

type Cancelled = Extract<BookingEvent, { type: 'BookingCancelled' }>['data'];

/** The sentence the cancel dialog shows next to the refund (tiers, 3–5 business days). */
export function cancellationExplanation(cancelled: Cancelled | null): string {
  if (!cancelled || cancelled.refundReason === null) {
    return 'Nothing has been paid for this booking yet, so there is nothing to refund.';
  }
  const percent = cancelled.refundRate / 100;
  switch (cancelled.refundReason) {
    case 'provider_cancelled':
      return 'Cancellations by the provider are always refunded in full. Refunds take 3-5 business days.';
    case 'customer_cancelled_before_confirmation':
      return 'The provider has not confirmed this booking yet, so you get a full refund. Refunds take 3-5 business days.';
    default: {
      const days = cancelled.daysBeforeEvent ?? 0;
      const rule =
        days >= 30
          ? '30 or more days before the event: 100% refund'
          : days >= 14
            ? '14-29 days before the event: 75% refund'
            : days >= 7
              ? '7-13 days before the event: 50% refund'
              : 'under 7 days before the event: no refund';
      return percent > 0
        ? `Your event is ${days} days away (${rule}). Refunds take 3-5 business days.`
        : `Your event is ${days} days away (${rule}).`;
    }
  }
}
