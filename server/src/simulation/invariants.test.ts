import { describe, expect, it } from 'vitest';
import { type FoldedBooking, onePaidBookingPerDay, type Violation } from './testing/invariants';

const booking = (bookingId: string, over: Partial<FoldedBooking> = {}): FoldedBooking => ({
  bookingId,
  customerId: 'c1',
  providerUserId: 'p1',
  serviceId: 's1',
  day: '2026-07-10',
  status: 'provider_reviewing',
  paid: true,
  ...over,
});

const check = (bookings: FoldedBooking[]) => {
  const violations: Violation[] = [];
  onePaidBookingPerDay(bookings, violations);
  return violations;
};

describe('one paid booking per service day', () => {
  it('is broken by two paid bookings still on for one service and day', () => {
    expect(check([booking('a'), booking('b', { status: 'confirmed', customerId: 'c2' })])).toEqual([
      {
        invariant: 'one-paid-booking-per-day',
        detail: 'service day s1 2026-07-10 has 2 paid bookings: a, b',
      },
    ]);
  });

  it('holds when the other booking was refunded, declined, unpaid, or is another day or service', () => {
    expect(
      check([
        booking('a'),
        booking('b', { status: 'cancelled' }),
        booking('c', { status: 'declined' }),
        booking('d', { status: 'pending', paid: false }),
        booking('e', { day: '2026-07-11' }),
        booking('f', { serviceId: 's2' }),
      ]),
    ).toEqual([]);
  });
});
