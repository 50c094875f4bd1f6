import { prepared, queryPrepared } from '@esm/infra/postgres/prepared';
import type pg from 'pg';
import { VERIFICATION_JOIN, VERIFICATION_SELECT } from '../verification/queries';
import type { ProviderContactRow, ProviderRow } from './rows';

export async function findProvider(pool: pg.Pool, providerId: string): Promise<ProviderRow | null> {
  const { rows } = await queryPrepared<ProviderRow>(
    pool,
    prepared(`SELECT p.*, ${VERIFICATION_SELECT} FROM rm.providers p ${VERIFICATION_JOIN} WHERE p.id = $1`),
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

/** A page of providers, oldest first (without the verification columns). */
/**
 * Providers as every reader sees them: with their verification, so isVerified and the level come
 * from one source whether one provider is read or a page of them.
 */
export async function listProviders(pool: pg.Pool, offset: number, limit = 100): Promise<ProviderRow[]> {
  const { rows } = await pool.query<ProviderRow>(
    `SELECT p.*, ${VERIFICATION_SELECT} FROM rm.providers p ${VERIFICATION_JOIN}
     ORDER BY p.created_at, p.id LIMIT $2 OFFSET $1`,
    [offset, limit],
  );
  return rows;
}

export async function findProviderContact(
  pool: pg.Pool,
  providerId: string,
): Promise<ProviderContactRow | null> {
  const { rows } = await pool.query<ProviderContactRow>(
    `SELECT user_id, business_name, contact_email, phone_number, business_address, postcode, website
     FROM rm.providers WHERE id = $1`,
    [providerId],
  );
  return rows[0] ?? null;
}

export async function providerIdOfUser(pool: pg.Pool, userId: string): Promise<string | null> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM rm.providers WHERE user_id = $1', [
    userId,
  ]);
  return rows[0]?.id ?? null;
}
