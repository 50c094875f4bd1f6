import { describe, expect, it } from 'vitest';
import { resumeCheckoutHref } from './resume-checkout';

describe('"Complete payment" on My Bookings', () => {
  it('leads a pending quote booking back to its checkout', () => {
    expect(
      resumeCheckoutHref({
        status: 'pending',
        quoteId: 'q1',
        serviceId: 's1',
        eventDate: '2026-06-11T23:00:00.000Z',
      }),
    ).toBe('/checkout?quote=q1');
  });
  it('leads a pending direct booking back to the service checkout for its London day', () => {
    // Midnight in London in summer is 23:00 UTC the day before.
    expect(
      resumeCheckoutHref({
        status: 'pending',
        quoteId: null,
        serviceId: 's1',
        eventDate: '2026-06-11T23:00:00.000Z',
      }),
    ).toBe('/checkout?serviceId=s1&eventDate=2026-06-12');
  });
  it('offers nothing once the booking is paid, cancelled or ended', () => {
    for (const status of ['provider_reviewing', 'confirmed', 'cancelled'] as const) {
      expect(
        resumeCheckoutHref({ status, quoteId: 'q1', serviceId: 's1', eventDate: '2026-06-12T00:00:00Z' }),
      ).toBe(null);
    }
  });
});
