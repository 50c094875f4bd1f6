import { findProvider } from '@esm/projections/providers/queries';
import type pg from 'pg';
import { z } from 'zod';
import { averageRating } from '../services/service-json';

/** The provider card on a service page: real figures, not the spec's placeholders (000 §2). */
export const providerSummaryResponse = z.object({
  id: z.string(),
  businessName: z.string(),
  rating: z.string(),
  totalReviews: z.number(),
  completedBookings: z.number(),
  memberSince: z.string(),
  responseTime: z.number(),
  isVerified: z.boolean(),
});

export async function providerSummary(pool: pg.Pool, providerId: string) {
  const row = await findProvider(pool, providerId);
  if (!row) return null;
  return {
    id: row.id,
    businessName: row.business_name,
    rating: averageRating(Number(row.rating_sum), row.rating_count),
    totalReviews: row.rating_count,
    completedBookings: row.completed_bookings,
    memberSince: row.created_at.toISOString(),
    // Hours to answer a request: the 24-hour window of 001 §9 (the spec's default).
    responseTime: 24,
    isVerified: row.is_verified ?? false,
  };
}
