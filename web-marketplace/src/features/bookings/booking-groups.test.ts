import type { Booking } from '@esm/contract/bookings';
import { describe, expect, it } from 'vitest';
import { groupBookings } from './booking-groups';

const booking = (id: string, eventDate: string, status: Booking['status'], canReview = false) =>
  ({ id, eventDate, status, canReview }) as Booking;

describe('groupBookings', () => {
  it('puts bookings still to come first, soonest first, and the rest in the past, latest first', () => {
    const groups = groupBookings(
      [
        booking('later', '2026-09-01', 'confirmed'),
        booking('today', '2026-06-01', 'provider_reviewing'),
        booking('done', '2026-05-20', 'completed', true),
        booking('cancelled-ahead', '2026-08-01', 'cancelled'),
        booking('yesterday', '2026-05-31', 'confirmed'),
      ],
      '2026-06-01',
    );
    expect(groups.upcoming.map((b) => b.id)).toEqual(['today', 'later']);
    expect(groups.past.map((b) => b.id)).toEqual(['cancelled-ahead', 'yesterday', 'done']);
    expect(groups.toReview.map((b) => b.id)).toEqual(['done']);
  });
});
