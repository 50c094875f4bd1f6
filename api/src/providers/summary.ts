import type pg from 'pg';
import { averageRating } from '../services/service-json';
import { VERIFICATION_JOIN, VERIFICATION_SELECT } from '../verification/provider-verification';
import type { ProviderRow } from './provider-json';

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
