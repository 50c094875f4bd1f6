import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { MINUTE } from '../kernel/clock';
import { isDomainError } from '../kernel/errors';
import { given } from '../kernel/given-when-then';
import { type CalendarCommand, type CalendarState, calendarDecider } from './decider';
import type { CalendarEvent } from './events';

const serviceId = 's1';
const date = '2026-06-20';
const day = { serviceId, date };
const now = new Date('2026-06-01T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
const owner = { kind: 'user', userId: 'u-provider', roles: [] } as const;
const stranger = { kind: 'user', userId: 'u-other', roles: [] } as const;

const heldBy = (customerId: string, holdId: string, heldAt = now): CalendarEvent => ({
  type: 'CalendarDayHeld',
  data: { ...day, holdId, customerId, expiresAt: new Date(heldAt.getTime() + 15 * MINUTE).toISOString() },
});
const aliceHold = heldBy('alice', 'h1');
const bookedBy = (customerId: string, bookingId: string, holdId: string | null): CalendarEvent => ({
  type: 'CalendarDayBooked',
  data: { ...day, bookingId, customerId, holdId },
});
const blocked: CalendarEvent = {
  type: 'CalendarDayBlocked',
  data: { ...day, blockedBy: 'u-provider', reason: null },
};
const released = (
  customerId: string,
  holdId: string,
  reason: 'expired' | 'payment_failed' | 'customer_left',
) => ({ type: 'CalendarHoldReleased', data: { ...day, holdId, customerId, reason } }) as CalendarEvent;

const hold = (customerId: string, holdId: string): CalendarCommand => ({
  type: 'HoldDay',
  ...day,
  holdId,
  customerId,
});
const book = (customerId: string, bookingId: string): CalendarCommand => ({
  type: 'BookDay',
  ...day,
  bookingId,
  customerId,
});
const block: CalendarCommand = { type: 'BlockDay', actor: owner, serviceOwnerUserId: 'u-provider', ...day };
const unblock: CalendarCommand = {
  type: 'UnblockDay',
  actor: owner,
  serviceOwnerUserId: 'u-provider',
  ...day,
};

describe('calendar: holding a day at checkout (15 minutes)', () => {
  it('holds a free day for 15 minutes', () => {
    given(calendarDecider).when(hold('alice', 'h1'), now).thenEvents([aliceHold]);
  });
  it('refuses another customer while the hold is unexpired', () => {
    given(calendarDecider, [aliceHold])
      .when(hold('bob', 'h2'), at(14))
      .thenRefused(
        'CALENDAR_DAY_HELD',
        'Another customer is booking this date right now. Please choose another date or try again in 15 minutes.',
      );
  });
  it('lets another customer hold once the hold has expired, recording the old hold as expired', () => {
    given(calendarDecider, [aliceHold])
      .when(hold('bob', 'h2'), at(15))
      .thenEvents([released('alice', 'h1', 'expired'), heldBy('bob', 'h2', at(15))]);
  });
  it('extends the hold when the same customer holds again', () => {
    given(calendarDecider, [aliceHold])
      .when(hold('alice', 'h1'), at(10))
      .thenEvents([heldBy('alice', 'h1', at(10))]);
  });
  it('refuses the same customer a second hold under another hold id while the first is live', () => {
    // A double click or a second tab: the open checkout is resumed instead, never paid twice.
    given(calendarDecider, [aliceHold])
      .when(hold('alice', 'h9'), at(10))
      .thenRefused(
        'CALENDAR_DAY_HELD_BY_YOU',
        'You are already paying for this date in another checkout. Please complete that payment, or try again when its 15-minute hold ends.',
      );
  });
  it('lets the same customer start again with a new hold id once their hold lapsed, recording it as expired', () => {
    given(calendarDecider, [aliceHold])
      .when(hold('alice', 'h9'), at(15))
      .thenEvents([released('alice', 'h1', 'expired'), heldBy('alice', 'h9', at(15))]);
  });
  it('refuses a hold on a booked day', () => {
    given(calendarDecider, [aliceHold, bookedBy('alice', 'b1', 'h1')])
      .when(hold('bob', 'h2'))
      .thenRefused('CALENDAR_DAY_BOOKED', 'This date is already booked. Please choose another date.');
  });
  it('refuses a hold on a day the provider blocked', () => {
    given(calendarDecider, [blocked]).when(hold('bob', 'h2')).thenRefused('CALENDAR_DAY_UNAVAILABLE');
  });
  it('refuses a date that has passed in London, and accepts today', () => {
    const lateEvening = new Date('2026-06-20T23:30:00Z'); // already 21 June in London
    given(calendarDecider).when(hold('alice', 'h1'), lateEvening).thenRefused('CALENDAR_DATE_IN_PAST');
    const morning = new Date('2026-06-20T08:00:00Z');
    given(calendarDecider)
      .when(hold('alice', 'h1'), morning)
      .thenEvents([heldBy('alice', 'h1', morning)]);
  });
  it('refuses something that is not a date', () => {
    given(calendarDecider)
      .when({ ...hold('alice', 'h1'), date: '2026-02-30' } as CalendarCommand)
      .thenRefused('CALENDAR_DATE_INVALID');
  });
});

describe('calendar: releasing and expiring a hold', () => {
  it('releases the current hold when payment fails', () => {
    given(calendarDecider, [aliceHold])
      .when({ type: 'ReleaseHold', ...day, holdId: 'h1', reason: 'payment_failed' })
      .thenEvents([released('alice', 'h1', 'payment_failed')]);
  });
  it('releases the current hold when the customer leaves checkout', () => {
    given(calendarDecider, [aliceHold])
      .when({ type: 'ReleaseHold', ...day, holdId: 'h1', reason: 'customer_left' })
      .thenEvents([released('alice', 'h1', 'customer_left')]);
  });
  it('records nothing when releasing a hold that is no longer current', () => {
    given(calendarDecider, [aliceHold, heldBy('alice', 'h2')])
      .when({ type: 'ReleaseHold', ...day, holdId: 'h1', reason: 'payment_failed' })
      .thenEvents([]);
    given(calendarDecider)
      .when({ type: 'ReleaseHold', ...day, holdId: 'h1', reason: 'customer_left' })
      .thenEvents([]);
  });
  it('expires the hold when its timer fires at expiry', () => {
    given(calendarDecider, [aliceHold])
      .when({ type: 'ExpireHold', ...day, holdId: 'h1' }, at(15))
      .thenEvents([released('alice', 'h1', 'expired')]);
  });
  it('does not expire a hold the customer extended under the same id', () => {
    given(calendarDecider, [aliceHold, heldBy('alice', 'h1', at(10))])
      .when({ type: 'ExpireHold', ...day, holdId: 'h1' }, at(15))
      .thenEvents([]);
  });
  it('records nothing when the expiring hold is no longer current', () => {
    given(calendarDecider, [aliceHold, bookedBy('alice', 'b1', 'h1')])
      .when({ type: 'ExpireHold', ...day, holdId: 'h1' }, at(15))
      .thenEvents([]);
  });
  it('frees the day once the hold is released', () => {
    given(calendarDecider, [aliceHold, released('alice', 'h1', 'payment_failed')])
      .when(hold('bob', 'h2'), at(1))
      .thenEvents([heldBy('bob', 'h2', at(1))]);
  });
});

describe('calendar: booking a day', () => {
  it("converts the customer's current hold into the booking", () => {
    given(calendarDecider, [aliceHold])
      .when(book('alice', 'b1'), at(5))
      .thenEvents([bookedBy('alice', 'b1', 'h1')]);
  });
  it("converts the customer's own hold even if it lapsed while paying, when nobody else took the day", () => {
    given(calendarDecider, [aliceHold])
      .when(book('alice', 'b1'), at(20))
      .thenEvents([bookedBy('alice', 'b1', 'h1')]);
  });
  it('books a free day directly', () => {
    given(calendarDecider)
      .when(book('alice', 'b1'))
      .thenEvents([bookedBy('alice', 'b1', null)]);
  });
  it("refuses a booking while another customer's hold is unexpired", () => {
    given(calendarDecider, [aliceHold]).when(book('bob', 'b2'), at(5)).thenRefused('CALENDAR_DAY_HELD');
  });
  it("books over another customer's expired hold, recording it as expired", () => {
    given(calendarDecider, [aliceHold])
      .when(book('bob', 'b2'), at(16))
      .thenEvents([released('alice', 'h1', 'expired'), bookedBy('bob', 'b2', null)]);
  });
  it('refuses a second booking of a booked day', () => {
    given(calendarDecider, [bookedBy('alice', 'b1', null)])
      .when(book('bob', 'b2'))
      .thenRefused('CALENDAR_DAY_BOOKED');
  });
  it('records nothing when the same booking arrives twice', () => {
    given(calendarDecider, [bookedBy('alice', 'b1', null)])
      .when(book('alice', 'b1'))
      .thenEvents([]);
  });
  it('refuses a booking on a blocked day', () => {
    given(calendarDecider, [blocked]).when(book('alice', 'b1')).thenRefused('CALENDAR_DAY_UNAVAILABLE');
  });
  it('refuses a direct booking of a past date', () => {
    given(calendarDecider)
      .when(book('alice', 'b1'), new Date('2026-06-21T09:00:00Z'))
      .thenRefused('CALENDAR_DATE_IN_PAST');
  });
  it('refuses a booking of something that is not a date', () => {
    given(calendarDecider)
      .when({ ...book('alice', 'b1'), date: 'tomorrow' } as CalendarCommand)
      .thenRefused('CALENDAR_DATE_INVALID');
  });
  it('clears the hold once booked', () => {
    expect(given(calendarDecider, [aliceHold, bookedBy('alice', 'b1', 'h1')]).state).toEqual({
      hold: null,
      booking: { bookingId: 'b1', customerId: 'alice' },
      blocked: false,
    });
  });
});

describe('calendar: releasing a booking (declined or cancelled)', () => {
  const booked = bookedBy('alice', 'b1', 'h1');
  it.each(['declined', 'cancelled'] as const)('releases the day when the booking is %s', (reason) => {
    given(calendarDecider, [aliceHold, booked])
      .when({ type: 'ReleaseBooking', ...day, bookingId: 'b1', reason })
      .thenEvents([{ type: 'CalendarBookingReleased', data: { ...day, bookingId: 'b1', reason } }]);
  });
  it('keeps the day booked when a booking that never got the day is declined or cancelled', () => {
    // Only the booking that holds the day frees it: a second paid booking (refunded) never does.
    given(calendarDecider, [bookedBy('alice', 'b1', 'h1')])
      .when({ type: 'ReleaseBooking', ...day, bookingId: 'b2', reason: 'declined' })
      .thenEvents([]);
    given(calendarDecider, [bookedBy('alice', 'b1', 'h1')])
      .when(hold('carol', 'h3'))
      .thenRefused('CALENDAR_DAY_BOOKED');
  });
  it('records nothing for a booking that does not hold the day', () => {
    given(calendarDecider, [booked])
      .when({ type: 'ReleaseBooking', ...day, bookingId: 'b2', reason: 'cancelled' })
      .thenEvents([]);
  });
  it('frees the day for someone else', () => {
    given(calendarDecider, [
      booked,
      { type: 'CalendarBookingReleased', data: { ...day, bookingId: 'b1', reason: 'declined' } },
    ])
      .when(hold('bob', 'h2'))
      .thenEvents([heldBy('bob', 'h2')]);
  });
});

describe('calendar: the provider blocking a day off', () => {
  it('blocks a free day', () => {
    given(calendarDecider)
      .when({ ...block, reason: ' Family wedding ' } as CalendarCommand)
      .thenEvents([
        { type: 'CalendarDayBlocked', data: { ...day, blockedBy: 'u-provider', reason: 'Family wedding' } },
      ]);
  });
  it('refuses anyone but the provider who owns the service', () => {
    given(calendarDecider)
      .when({ ...block, actor: stranger } as CalendarCommand)
      .thenRefused('CALENDAR_NOT_SERVICE_OWNER');
    given(calendarDecider)
      .when({ ...block, actor: systemActor('worker') } as CalendarCommand)
      .thenRefused('CALENDAR_NOT_SERVICE_OWNER');
  });
  it('refuses blocking a booked day', () => {
    given(calendarDecider, [bookedBy('alice', 'b1', null)])
      .when(block)
      .thenRefused('CALENDAR_BLOCK_BOOKED');
  });
  it('refuses blocking a day a customer is paying for', () => {
    given(calendarDecider, [aliceHold]).when(block, at(3)).thenRefused('CALENDAR_BLOCK_HELD');
  });
  it('blocks over an expired hold, recording it as expired', () => {
    given(calendarDecider, [aliceHold])
      .when(block, at(30))
      .thenEvents([released('alice', 'h1', 'expired'), blocked]);
  });
  it('records nothing when the day is already blocked', () => {
    given(calendarDecider, [blocked]).when(block).thenEvents([]);
  });
  it('refuses blocking a past date', () => {
    given(calendarDecider).when(block, new Date('2026-07-01T09:00:00Z')).thenRefused('CALENDAR_DATE_IN_PAST');
  });
  it('refuses a day beyond the booking horizon, which nobody could book anyway', () => {
    given(calendarDecider)
      .when({ ...block, date: '2029-06-02' } as CalendarCommand, now)
      .thenRefused('CALENDAR_DATE_INVALID');
    given(calendarDecider)
      .when({ ...block, date: '2029-06-01' } as CalendarCommand, now)
      .thenEvents([
        {
          type: 'CalendarDayBlocked',
          data: { ...day, date: '2029-06-01', blockedBy: 'u-provider', reason: null },
        },
      ]);
  });
  it('unblocks a blocked day, which can then be held', () => {
    const unblocked: CalendarEvent = {
      type: 'CalendarDayUnblocked',
      data: { ...day, unblockedBy: 'u-provider' },
    };
    given(calendarDecider, [blocked]).when(unblock).thenEvents([unblocked]);
    given(calendarDecider, [blocked, unblocked]).when(hold('alice', 'h1')).thenEvents([aliceHold]);
  });
  it('records nothing when unblocking a day that is not blocked', () => {
    given(calendarDecider).when(unblock).thenEvents([]);
  });
  it('refuses unblocking by anyone but the owner', () => {
    given(calendarDecider, [blocked])
      .when({ ...unblock, actor: stranger } as CalendarCommand)
      .thenRefused('CALENDAR_NOT_SERVICE_OWNER');
  });
});

describe('calendar: two clients can never hold or book the same day', () => {
  const customers = ['alice', 'bob', 'carol'];
  const step = fc.record({
    advanceMinutes: fc.integer({ min: 0, max: 20 }),
    kind: fc.constantFrom('hold', 'book', 'releaseHold', 'expireHold', 'releaseBooking'),
    customer: fc.constantFrom(...customers),
    id: fc.integer({ min: 1, max: 4 }),
  });

  type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;
  const toCommand = (s: Step): CalendarCommand => {
    switch (s.kind) {
      case 'hold':
        return hold(s.customer, `h${s.id}`);
      case 'book':
        return book(s.customer, `b${s.customer}${s.id}`);
      case 'releaseHold':
        return { type: 'ReleaseHold', ...day, holdId: `h${s.id}`, reason: 'payment_failed' };
      case 'expireHold':
        return { type: 'ExpireHold', ...day, holdId: `h${s.id}` };
      default:
        return { type: 'ReleaseBooking', ...day, bookingId: `b${s.customer}${s.id}`, reason: 'cancelled' };
    }
  };

  /** Who has a claim on the day at `time`: the booking's customer, else the live hold's customer. */
  const claimant = (state: CalendarState, time: Date): string | null =>
    state.booking?.customerId ??
    (state.hold && time.getTime() < Date.parse(state.hold.expiresAt) ? state.hold.customerId : null);

  it('accepts a hold or booking only from the customer who has the claim, or when nobody has one', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        let state = calendarDecider.initialState;
        let time = now;
        for (const s of steps) {
          time = new Date(time.getTime() + s.advanceMinutes * MINUTE);
          const command = toCommand(s);
          const outcome = calendarDecider.decide(command, state, time);
          if (isDomainError(outcome)) continue;
          const before = claimant(state, time);
          const claims = outcome.filter(
            (e) => e.type === 'CalendarDayHeld' || e.type === 'CalendarDayBooked',
          );
          for (const event of claims) {
            const customerId = (event.data as { customerId: string }).customerId;
            expect(before === null || before === customerId).toBe(true);
          }
          state = outcome.reduce(calendarDecider.evolve, state);
          // A booked day never also carries a hold.
          expect(state.booking !== null && state.hold !== null).toBe(false);
        }
      }),
    );
  });
});
