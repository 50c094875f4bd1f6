import { z } from 'zod';
import { raListQuery } from './list';

/**
 * One London month of the platform, a record of the `analytics` resource (its id is the month).
 * Money in integer pence.
 */
export const platformMonthResponse = z.object({
  /** yyyy-mm, as `month`. */
  id: z.string(),
  month: z.string(),
  /** Accounts registered in the month. */
  signups: z.number(),
  /** Provider profiles created in the month. */
  newProviders: z.number(),
  /** Bookings paid in the month. */
  bookings: z.number(),
  /** What clients paid for the month's bookings, before refunds. */
  grossBookingValue: z.number(),
  /** Of the month's bookings, what has been refunded since. */
  refunded: z.number(),
  /** The platform's commission earned in the month (when it left escrow), less commission refunded. */
  commission: z.number(),
});
export type PlatformMonth = z.infer<typeof platformMonthResponse>;

/** How many months back the analytics reach (this month included). */
export const ANALYTICS_MONTHS = 24;

export const platformMonthsQuery = raListQuery(['month'], ['month', 'DESC'], {});

/** `YYYY-MM`, the id of a month. */
export const monthIdParam = z.object({ id: z.string().max(20) });
