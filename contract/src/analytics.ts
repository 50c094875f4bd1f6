import { z } from 'zod';
import { money } from './common';

/** GET /api/analytics: platform statistics (any signed-in user). */
export const analyticsResponse = z.object({
  totalSignups: z.number(),
  newSignupsThisMonth: z.number(),
  /** Percentage change from last month, e.g. 12.5. */
  signupGrowthRate: z.number(),
  totalProviders: z.number(),
  activeProviders: z.number(),
  totalCustomers: z.number(),
  activeCustomers: z.number(),
  totalBookings: z.number(),
  monthlyBookings: z.number(),
  totalRevenue: money,
  monthlyRevenue: money,
  /** e.g. "4.62". */
  averageRating: z.string(),
  totalReviews: z.number(),
  /** The last 12 months, oldest first; month is "YYYY-MM". */
  monthly: z.array(
    z.object({ month: z.string(), bookings: z.number(), revenue: money, signups: z.number() }),
  ),
});
export type Analytics = z.infer<typeof analyticsResponse>;
