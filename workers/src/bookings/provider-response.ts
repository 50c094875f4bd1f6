import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { systemActor } from '@esm/core/kernel/actor';
import type { JobDefinition } from '../jobs';
import { cancel, defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const BOOKING_AUTO_DECLINE_QUEUE = 'booking.auto-decline';

const key = (bookingId: string) => `booking-auto-decline:${bookingId}`;

/** The provider has 24 hours from payment to accept or decline; silence declines it. */
export const providerResponseProcess = defineProcessManager({
  name: 'booking-provider-response',
  handles: ['BookingPaid', 'BookingAccepted', 'BookingDeclined', 'BookingAutoDeclined', 'BookingCancelled'],
  react(event) {
    if (event.type === 'BookingPaid') {
      const { bookingId, respondBy } = event.data;
      return [schedule(key(bookingId), BOOKING_AUTO_DECLINE_QUEUE, new Date(respondBy), { bookingId })];
    }
    return [cancel(key(event.data.bookingId))];
  },
});

export function bookingAutoDeclineJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: BOOKING_AUTO_DECLINE_QUEUE,
    async handle(data) {
      const bookingId = String(data.bookingId);
      // Idempotent: once the provider answered or the booking moved on, this appends nothing.
      await deps.commands.run({
        stream: bookingStream(bookingId),
        decider: bookingDecider,
        command: { type: 'AutoDeclineBooking', actor: systemActor('worker:auto-decline'), bookingId },
        actor: systemActor('worker:auto-decline'),
        correlationId: key(bookingId),
        readYourWrites: false,
      });
    },
  };
}
