import type { BookingEvent } from '@esm/core/booking/events';
import type { PayoutEvent } from '@esm/core/payout/events';
import type { StandingEvent } from '@esm/core/standing/events';
import { describe, it } from 'vitest';
import { given } from '../process-manager/testing/given-events';
import { FRAUD_RULES_QUEUE, fraudRulesProcess } from './fraud-rules';

const rules = (eventId: string, position: number, by: string, ref: string, occurredAt: string) => ({
  kind: 'schedule' as const,
  key: `fraud-rules:${eventId}`,
  queue: FRAUD_RULES_QUEUE,
  runAt: new Date(occurredAt),
  data: { by, ref, position, occurredAt },
});

describe('fraud rules: the rules run whenever a provider’s history changes', () => {
  it('evaluates once per event, for the provider found by user, booking or provider', () => {
    given<StandingEvent | BookingEvent | PayoutEvent>(fraudRulesProcess, [
      {
        event: {
          type: 'ContactSharingViolationRecorded',
          data: {
            userId: 'u1',
            violationId: 'v-1',
            chatRoomId: 'room-1',
            chatMessageId: 'm-1',
            senderRole: 'provider',
            violationType: 'contact_sharing',
            kinds: ['phone'],
            detectedContent: '07700 900123',
            violationNumber: 1,
            actionTaken: 'warning',
            banExpiresAt: null,
            recordedAt: '2026-06-01T12:00:00.000Z',
          },
        },
        eventId: 'e-10',
        position: 10,
        at: '2026-06-01T12:00:00.000Z',
      },
      {
        event: {
          type: 'BookingCancelled',
          data: {
            bookingId: 'b1',
            cancelledBy: 'provider',
            refundReason: 'provider_cancelled',
            daysBeforeEvent: 3,
            refundRate: 10000,
            refundAmount: 67500,
            cancelledAt: '2026-06-02T12:00:00.000Z',
          },
        },
        eventId: 'e-11',
        position: 11,
        at: '2026-06-02T12:00:00.000Z',
      },
      {
        event: {
          type: 'PayoutScheduled',
          data: {
            payoutId: 'po-1',
            bookingId: 'b2',
            providerId: 'prov-1',
            amount: 11813,
            paymentRule: 'deposit',
            paymentDate: '2026-06-04T12:00:00.000Z',
            eventDate: '2026-07-01T14:00:00.000Z',
            scheduledAt: '2026-06-03T12:00:00.000Z',
          },
        },
        eventId: 'e-12',
        position: 12,
        at: '2026-06-03T12:00:00.000Z',
      },
      // Not a fact the rules read.
      {
        type: 'BookingCompleted',
        data: { bookingId: 'b3', completedAt: '2026-06-03T12:00:00.000Z' },
      },
    ]).thenTimers([
      rules('e-10', 10, 'user', 'u1', '2026-06-01T12:00:00.000Z'),
      rules('e-11', 11, 'booking', 'b1', '2026-06-02T12:00:00.000Z'),
      rules('e-12', 12, 'provider', 'prov-1', '2026-06-03T12:00:00.000Z'),
    ]);
  });
});
