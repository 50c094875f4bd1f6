import { describe, expect, it } from 'vitest';
import { dayAvailability, dayTakenText } from './availability';

const now = new Date('2026-06-01T12:00:00Z');
const free = { hold: null, booking: null, blocked: false };
const hold = (customerId: string, expiresAt: string) => ({
  ...free,
  hold: { holdId: 'h1', customerId, expiresAt },
});

describe('dayAvailability', () => {
  it('reads booked, blocked, someone else’s live hold and free days', () => {
    expect(dayAvailability(free, 'c1', now)).toBe('free');
    expect(dayAvailability({ ...free, booking: { bookingId: 'b1', customerId: 'c2' } }, 'c1', now)).toBe(
      'booked',
    );
    expect(dayAvailability({ ...free, blocked: true }, 'c1', now)).toBe('blocked');
    expect(dayAvailability(hold('c2', '2026-06-01T12:10:00Z'), 'c1', now)).toBe('held');
    expect(dayAvailability(hold('c2', '2026-06-01T12:10:00Z'), null, now)).toBe('held');
  });

  it('does not count an expired hold or the customer’s own', () => {
    expect(dayAvailability(hold('c2', '2026-06-01T11:59:59Z'), 'c1', now)).toBe('free');
    expect(dayAvailability(hold('c1', '2026-06-01T12:10:00Z'), 'c1', now)).toBe('free');
  });
});

describe('dayTakenText', () => {
  it('names the service and the day', () => {
    expect(dayTakenText('Riverside Sound', '2026-09-19', 'booked')).toBe(
      'Riverside Sound is already booked on Saturday 19 September 2026',
    );
    expect(dayTakenText('Riverside Sound', '2026-09-19', 'held')).toBe(
      'Riverside Sound is already booked on Saturday 19 September 2026',
    );
    expect(dayTakenText('Riverside Sound', '2026-09-19', 'blocked')).toBe(
      'Riverside Sound is not available on Saturday 19 September 2026',
    );
  });
});
