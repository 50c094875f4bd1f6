import type pg from 'pg';
import type { UserRow } from './rows';

export async function findUser(pool: pg.Pool, userId: string): Promise<UserRow | null> {
  const { rows } = await pool.query<UserRow>('SELECT * FROM rm.users WHERE user_id = $1', [userId]);
  return rows[0] ?? null;
}

/** The user with the provider profile that makes them a provider, if any. */
export async function findUserWithProvider(
  pool: pg.Pool,
  userId: string,
): Promise<(UserRow & { provider_id: string | null }) | null> {
  const { rows } = await pool.query<UserRow & { provider_id: string | null }>(
    `SELECT u.*, p.id AS provider_id FROM rm.users u LEFT JOIN rm.providers p ON p.user_id = u.user_id
       WHERE u.user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}
