import type { CommandActor } from '../kernel/actor';
import { MINUTE } from '../kernel/clock';
import type { Decider } from '../kernel/decider';
import type { DomainError } from '../kernel/errors';
import { isCalendarDate, londonDate, startOfCalendarDay, withinBookingHorizon } from './dates';
import { calendarErrors } from './errors';
import type { BookingReleaseReason, CalendarEvent } from './events';

/** How long checkout holds a day while the customer pays. */
export const HOLD_DURATION_MS = 15 * MINUTE;

interface Day {
  serviceId: string;
  /** yyyy-mm-dd, London calendar. */
  date: string;
}

/**
 * Hold, book and release commands come from checkout and the payment and booking workers, which
 * have already checked who the customer is; blocking comes from the provider and is checked here.
 */
export type CalendarCommand =
  | ({ type: 'HoldDay'; holdId: string; customerId: string } & Day)
  | ({ type: 'ReleaseHold'; holdId: string; reason: 'payment_failed' | 'customer_left' } & Day)
  /** Sent by the hold's timer; does nothing when that hold is no longer the current one or was extended. */
  | ({ type: 'ExpireHold'; holdId: string } & Day)
  | ({ type: 'BookDay'; bookingId: string; customerId: string } & Day)
  | ({ type: 'ReleaseBooking'; bookingId: string; reason: BookingReleaseReason } & Day)
  | ({
      type: 'BlockDay';
      actor: CommandActor;
      /** The user of the provider who owns the service, from the service read model. */
      serviceOwnerUserId: string;
      reason?: string;
    } & Day)
  | ({ type: 'UnblockDay'; actor: CommandActor; serviceOwnerUserId: string } & Day);

export interface Hold {
  holdId: string;
  customerId: string;
  expiresAt: string;
}

export interface CalendarState {
  hold: Hold | null;
  booking: { bookingId: string; customerId: string } | null;
  blocked: boolean;
}

const isLive = (hold: Hold | null, now: Date): hold is Hold =>
  hold !== null && now.getTime() < Date.parse(hold.expiresAt);

const actorLabel = (actor: CommandActor) => (actor.kind === 'user' ? actor.userId : `system:${actor.name}`);

function dateError(command: Day, now: Date): DomainError | null {
  if (!isCalendarDate(command.date)) return calendarErrors.error('CALENDAR_DATE_INVALID');
  // yyyy-mm-dd strings order like the dates they name; today itself can still be booked.
  if (command.date < londonDate(now)) return calendarErrors.error('CALENDAR_DATE_IN_PAST');
  return null;
}

/**
 * An expired hold gives way to someone else, or to the same customer's new checkout; its release
 * is recorded so read models and that checkout's timer see it go. The same hold coming back (the
 * customer resuming that checkout) simply continues.
 */
function expiredHoldRelease(
  command: Day,
  state: CalendarState,
  customerId: string | null,
  newHoldId: string | null,
): CalendarEvent[] {
  if (state.hold === null) return [];
  if (state.hold.customerId === customerId && (newHoldId === null || state.hold.holdId === newHoldId))
    return [];
  const { holdId, customerId: holder } = state.hold;
  return [
    {
      type: 'CalendarHoldReleased',
      data: {
        serviceId: command.serviceId,
        date: command.date,
        holdId,
        customerId: holder,
        reason: 'expired',
      },
    },
  ];
}

function decideHold(command: Extract<CalendarCommand, { type: 'HoldDay' }>, state: CalendarState, now: Date) {
  const invalid = dateError(command, now);
  if (invalid) return invalid;
  if (state.booking) return calendarErrors.error('CALENDAR_DAY_BOOKED');
  if (state.blocked) return calendarErrors.error('CALENDAR_DAY_UNAVAILABLE');
  if (isLive(state.hold, now)) {
    if (state.hold.customerId !== command.customerId) return calendarErrors.error('CALENDAR_DAY_HELD');
    // A second checkout of the same customer for the same day (a double click, another tab) would
    // let them pay twice for one day: checkout resumes the open one instead.
    if (state.hold.holdId !== command.holdId) return calendarErrors.error('CALENDAR_DAY_HELD_BY_YOU');
  }
  // The same customer coming back to the same checkout gets a fresh 15 minutes.
  return [
    ...expiredHoldRelease(command, state, command.customerId, command.holdId),
    {
      type: 'CalendarDayHeld' as const,
      data: {
        serviceId: command.serviceId,
        date: command.date,
        holdId: command.holdId,
        customerId: command.customerId,
        expiresAt: new Date(now.getTime() + HOLD_DURATION_MS).toISOString(),
      },
    },
  ];
}

function decideBooking(
  command: Extract<CalendarCommand, { type: 'BookDay' }>,
  state: CalendarState,
  now: Date,
): CalendarEvent[] | DomainError {
  if (!isCalendarDate(command.date)) return calendarErrors.error('CALENDAR_DATE_INVALID');
  if (state.booking) {
    // A payment webhook delivered twice books once.
    return state.booking.bookingId === command.bookingId ? [] : calendarErrors.error('CALENDAR_DAY_BOOKED');
  }
  if (state.blocked) return calendarErrors.error('CALENDAR_DAY_UNAVAILABLE');
  const ownHold = state.hold?.customerId === command.customerId ? state.hold : null;
  if (ownHold === null) {
    if (isLive(state.hold, now)) return calendarErrors.error('CALENDAR_DAY_HELD');
    // Without a hold of their own this is a fresh booking, so the date must still lie ahead.
    const invalid = dateError(command, now);
    if (invalid) return invalid;
  }
  // The customer's own hold converts even if it lapsed while the card was being charged, as long
  // as nobody else has taken the day since: they have paid, and the day is still free.
  return [
    ...expiredHoldRelease(command, state, command.customerId, null),
    {
      type: 'CalendarDayBooked',
      data: {
        serviceId: command.serviceId,
        date: command.date,
        bookingId: command.bookingId,
        customerId: command.customerId,
        holdId: ownHold?.holdId ?? null,
      },
    },
  ];
}

function decideBlock(
  command: Extract<CalendarCommand, { type: 'BlockDay' }>,
  state: CalendarState,
  now: Date,
): CalendarEvent[] | DomainError {
  if (command.actor.kind !== 'user' || command.actor.userId !== command.serviceOwnerUserId)
    return calendarErrors.error('CALENDAR_NOT_SERVICE_OWNER');
  const invalid = dateError(command, now);
  if (invalid) return invalid;
  // Nobody can book a day beyond the horizon, so a day off there would only fill the calendar.
  if (!withinBookingHorizon(startOfCalendarDay(command.date), now))
    return calendarErrors.error('CALENDAR_DATE_INVALID');
  if (state.booking) return calendarErrors.error('CALENDAR_BLOCK_BOOKED');
  if (isLive(state.hold, now)) return calendarErrors.error('CALENDAR_BLOCK_HELD');
  if (state.blocked) return [];
  return [
    ...expiredHoldRelease(command, state, null, null),
    {
      type: 'CalendarDayBlocked',
      data: {
        serviceId: command.serviceId,
        date: command.date,
        blockedBy: actorLabel(command.actor),
        reason: command.reason?.trim() || null,
      },
    },
  ];
}

/**
 * One day of one service (stream `calendar-<serviceId>-<yyyy-mm-dd>`): the lock that makes
 * double booking impossible. Another customer's unexpired hold, a booking or a block refuses a
 * new hold or booking; an expired hold no longer counts.
 */
export const calendarDecider: Decider<CalendarCommand, CalendarState, CalendarEvent> = {
  initialState: { hold: null, booking: null, blocked: false },

  decide(command, state, now) {
    const { serviceId, date } = command;
    switch (command.type) {
      case 'HoldDay':
        return decideHold(command, state, now);
      case 'ReleaseHold':
      case 'ExpireHold': {
        const hold = state.hold;
        if (hold === null || hold.holdId !== command.holdId) return [];
        if (command.type === 'ExpireHold' && isLive(hold, now)) return [];
        const reason = command.type === 'ExpireHold' ? 'expired' : command.reason;
        return [
          {
            type: 'CalendarHoldReleased',
            data: { serviceId, date, holdId: hold.holdId, customerId: hold.customerId, reason },
          },
        ];
      }
      case 'BookDay':
        return decideBooking(command, state, now);
      case 'ReleaseBooking':
        if (state.booking?.bookingId !== command.bookingId) return [];
        return [
          {
            type: 'CalendarBookingReleased',
            data: { serviceId, date, bookingId: command.bookingId, reason: command.reason },
          },
        ];
      case 'BlockDay':
        return decideBlock(command, state, now);
      case 'UnblockDay':
        if (command.actor.kind !== 'user' || command.actor.userId !== command.serviceOwnerUserId)
          return calendarErrors.error('CALENDAR_NOT_SERVICE_OWNER');
        if (!state.blocked) return [];
        return [
          { type: 'CalendarDayUnblocked', data: { serviceId, date, unblockedBy: command.actor.userId } },
        ];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CalendarDayHeld': {
        const { holdId, customerId, expiresAt } = event.data;
        return { ...state, hold: { holdId, customerId, expiresAt } };
      }
      case 'CalendarHoldReleased':
        return state.hold?.holdId === event.data.holdId ? { ...state, hold: null } : state;
      case 'CalendarDayBooked':
        return {
          ...state,
          hold: null,
          booking: { bookingId: event.data.bookingId, customerId: event.data.customerId },
        };
      case 'CalendarBookingReleased':
        return state.booking?.bookingId === event.data.bookingId ? { ...state, booking: null } : state;
      case 'CalendarDayBlocked':
        return { ...state, blocked: true };
      case 'CalendarDayUnblocked':
        return { ...state, blocked: false };
    }
  },
};
