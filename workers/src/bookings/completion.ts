import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { systemActor } from '@esm/core/kernel/actor';
import type { JobDefinition } from '../jobs';
import { cancel, defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const BOOKING_COMPLETION_QUEUE = 'booking.completion';

const key = (bookingId: string) => `booking-completion:${bookingId}`;

/**
 * A confirmed booking is completed when its event ends (eventDate + duration). The timer is set
 * when the booking is created, because that event carries the end; the job does nothing unless
 * the booking is confirmed by then. Declines and cancellations make it moot.
 */
export const bookingCompletionProcess = defineProcessManager({
  name: 'booking-completion',
  handles: [
    'BookingCreated',
    'BookingPaymentFailed',
    'BookingPaymentRefunded',
    'BookingDeclined',
    'BookingAutoDeclined',
    'BookingCancelled',
  ],
  react(event) {
    if (event.type === 'BookingCreated') {
      const { bookingId, eventEndsAt } = event.data;
      return [schedule(key(bookingId), BOOKING_COMPLETION_QUEUE, new Date(eventEndsAt), { bookingId })];
    }
    return [cancel(key(event.data.bookingId))];
  },
});

export function bookingCompletionJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: BOOKING_COMPLETION_QUEUE,
    async handle(data) {
      const bookingId = String(data.bookingId);
      await deps.commands.run({
        stream: bookingStream(bookingId),
        decider: bookingDecider,
        command: { type: 'CompleteBooking', actor: systemActor('worker:completion'), bookingId },
        actor: systemActor('worker:completion'),
        correlationId: key(bookingId),
        readYourWrites: false,
      });
    },
  };
}
