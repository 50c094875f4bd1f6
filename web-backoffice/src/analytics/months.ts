import type { PlatformMonth } from '@esm/contract/admin/analytics';

/** "2026-06" → "Jun 2026" (a calendar month: no time zone can move it). */
export const monthLabel = (month: string): string => {
  const [year, mon] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (mon ?? 1) - 1, 1)).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

/** The months' figures added up. */
export const totalsOf = (months: readonly PlatformMonth[]) =>
  months.reduce(
    (sum, m) => ({
      signups: sum.signups + m.signups,
      newProviders: sum.newProviders + m.newProviders,
      bookings: sum.bookings + m.bookings,
      grossBookingValue: sum.grossBookingValue + m.grossBookingValue,
      refunded: sum.refunded + m.refunded,
      commission: sum.commission + m.commission,
    }),
    { signups: 0, newProviders: 0, bookings: 0, grossBookingValue: 0, refunded: 0, commission: 0 },
  );
