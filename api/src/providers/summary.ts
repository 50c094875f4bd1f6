import { findProvider } from '@esm/projections/providers/queries';
import type pg from 'pg';
import { averageRating } from '../services/service-json';
/** Hours to answer a request: the 24-hour window the provider has (the spec's default). */
export const RESPONSE_TIME_HOURS = 24;

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
    responseTime: RESPONSE_TIME_HOURS,
    isVerified: row.is_verified ?? false,
  };
}
