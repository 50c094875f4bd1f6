import { bookingEvents, bookingStream } from '@esm/core/booking/events';
import { calendarStream, londonDate } from '@esm/core/calendar/dates';
import { calendarDecider } from '@esm/core/calendar/decider';
import { eventsOf } from '@esm/core/event-catalogue';
import { systemActor } from '@esm/core/kernel/actor';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const BOOKING_CALENDAR_RELEASE_QUEUE = 'booking.calendar-release';

/** A declined or cancelled booking frees its day for other clients. */
export const bookingCalendarReleaseProcess = defineProcessManager({
  name: 'booking-calendar-release',
  handles: ['BookingDeclined', 'BookingAutoDeclined', 'BookingCancelled'],
  react(event) {
    const reason = event.type === 'BookingCancelled' ? 'cancelled' : 'declined';
    return [
      schedule(
        `booking-calendar-release:${event.data.bookingId}`,
        BOOKING_CALENDAR_RELEASE_QUEUE,
        event.occurredAt,
        { bookingId: event.data.bookingId, reason },
      ),
    ];
  },
});

export function bookingCalendarReleaseJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: BOOKING_CALENDAR_RELEASE_QUEUE,
    async handle(data) {
      const bookingId = String(data.bookingId);
      const events = eventsOf(bookingEvents, await deps.store.readStream(bookingStream(bookingId)));
      const created = events.find((e) => e.type === 'BookingCreated');
      if (created?.type !== 'BookingCreated') return;
      const { serviceId, eventDate } = created.data;
      const date = londonDate(new Date(eventDate));
      const actor = systemActor('worker:calendar-release');
      await deps.commands.run({
        stream: calendarStream(serviceId, date),
        decider: calendarDecider,
        command: {
          type: 'ReleaseBooking',
          serviceId,
          date,
          bookingId,
          reason: data.reason === 'cancelled' ? 'cancelled' : 'declined',
        },
        actor,
        correlationId: `booking-calendar-release:${bookingId}`,
        readYourWrites: false,
      });
    },
  };
}
