import type { BookingEvent } from '@esm/core/booking/events';
import type { EscrowEvent } from '@esm/core/escrow/events';
import { describe, it } from 'vitest';
import { given, recordedAt } from '../process-manager/testing/given-events';
import { BOOKING_REFUND_QUEUE, bookingRefundProcess } from './booking-refund';
import { REFUND_ISSUE_QUEUE, refundIssueProcess } from './issue-refund';

const cancelled = (refundReason: 'customer_cancelled' | null, refundAmount: number): BookingEvent => ({
  type: 'BookingCancelled',
  data: {
    bookingId: 'b1',
    cancelledBy: 'customer',
    refundReason,
    daysBeforeEvent: 20,
    refundRate: refundReason ? 5000 : 0,
    refundAmount,
    cancelledAt: '2026-06-10T12:00:00.000Z',
  },
});
const refundJob = (reason: string, amount: number) => ({
  kind: 'schedule' as const,
  key: 'refund-booking:b1',
  queue: BOOKING_REFUND_QUEUE,
  runAt: new Date(recordedAt),
  data: { bookingId: 'b1', reason, amount },
});

describe('booking refund: a booking that falls through refunds the client at once', () => {
  it('names the refund by why the booking ended', () => {
    given<BookingEvent>(bookingRefundProcess, [
      {
        type: 'BookingDeclined',
        data: {
          bookingId: 'b1',
          providerUserId: 'u-provider',
          providerResponse: null,
          providerRespondedAt: '2026-06-01T15:00:00.000Z',
          refundAmount: 67500,
        },
      },
      {
        type: 'BookingAutoDeclined',
        data: { bookingId: 'b1', declinedAt: '2026-06-02T12:05:00.000Z', refundAmount: 67500 },
      },
      cancelled('customer_cancelled', 33750),
    ]).thenTimers([
      refundJob('provider_declined', 67500),
      refundJob('auto_declined', 67500),
      refundJob('customer_cancelled', 33750),
    ]);
  });

  it('refunds nothing for a cancellation without a refund reason', () => {
    given(bookingRefundProcess, [cancelled(null, 0)]).thenTimers([]);
  });
});

describe('refund issue: each escrow refund is paid back through the gateway', () => {
  it('issues the refund keyed by its refund key', () => {
    given<EscrowEvent>(refundIssueProcess, [
      {
        type: 'EscrowRefunded',
        data: {
          bookingId: 'b1',
          refundKey: 'rf-1',
          reason: 'provider_declined',
          amount: 67500,
          parts: { provider: 47250, platformFee: 9000, vat: 11250 },
          fromHeld: { provider: 47250, platformFee: 9000, vat: 11250 },
          fromReleasedPlatformFee: 0,
          fromReleasedVat: 0,
          receivable: 0,
          refundedAt: recordedAt,
        },
      },
    ]).thenTimers([
      {
        kind: 'schedule',
        key: 'refund-issue:rf-1',
        queue: REFUND_ISSUE_QUEUE,
        runAt: new Date(recordedAt),
        data: { bookingId: 'b1', refundKey: 'rf-1', amount: 67500, reason: 'provider_declined' },
      },
    ]);
  });
});
