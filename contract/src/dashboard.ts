import { z } from 'zod';
import { bookingResponse } from './bookings';
import { money } from './common';

/** GET /api/provider/dashboard: this calendar month's figures for the signed-in provider. */
export const dashboardResponse = z.object({
  monthlyBookings: z.number(),
  /** The provider's share of this month's bookings. */
  monthlyRevenue: money,
  rating: z.string(),
  totalReviews: z.number(),
  /** The 5 most recent bookings, newest first, the same JSON as GET /api/bookings. */
  recentBookings: z.array(bookingResponse),
});
export type ProviderDashboard = z.infer<typeof dashboardResponse>;
