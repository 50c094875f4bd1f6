import type pg from 'pg';
import { z } from 'zod';
import { averageRating } from '../services/service-json';
import { VERIFICATION_JOIN, VERIFICATION_SELECT } from '../verification/provider-verification';
import type { ProviderRow } from './provider-json';

/** Hours to answer a request: the 24-hour window of 001 §9 (the spec's default). */
export const RESPONSE_TIME_HOURS = 24;

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
    responseTime: RESPONSE_TIME_HOURS,
    isVerified: row.is_verified ?? false,
  };
}

/**
 * Providers as every reader sees them: with their verification (one source for isVerified and the
 * level, whether one provider is read or a page of them).
 */
export async function listProviders(pool: pg.Pool, page: number, pageSize = 100): Promise<ProviderRow[]> {
  const { rows } = await pool.query<ProviderRow>(
    `SELECT p.*, ${VERIFICATION_SELECT} FROM rm.providers p ${VERIFICATION_JOIN}
     ORDER BY p.created_at, p.id LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  return rows;
}

export async function findProvider(pool: pg.Pool, providerId: string): Promise<ProviderRow | null> {
  const { rows } = await pool.query<ProviderRow>(
    `SELECT p.*, ${VERIFICATION_SELECT} FROM rm.providers p ${VERIFICATION_JOIN} WHERE p.id = $1`,
    [providerId],
  );
  return rows[0] ?? null;
}

export async function findProviderOfUser(pool: pg.Pool, userId: string): Promise<ProviderRow | null> {
  const { rows } = await pool.query<ProviderRow>(
    `SELECT p.*, ${VERIFICATION_SELECT} FROM rm.providers p ${VERIFICATION_JOIN} WHERE p.user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}
