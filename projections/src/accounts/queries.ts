import { UUID_PATTERN } from '@esm/core/kernel/ids';
import { prepared, queryPrepared } from '@esm/infra/postgres/prepared';
import type pg from 'pg';
import { orderAndPage, type Page, type PageRequest, pageOf } from '../paging/page';
import type { UserRow } from './rows';

export async function findUser(pool: pg.Pool, userId: string): Promise<UserRow | null> {
  const { rows } = await queryPrepared<UserRow>(pool, prepared('SELECT * FROM rm.users WHERE user_id = $1'), [
    userId,
  ]);
  return rows[0] ?? null;
}

/** The user with the provider profile that makes them a provider, if any. */
export async function findUserWithProvider(
  pool: pg.Pool,
  userId: string,
): Promise<(UserRow & { provider_id: string | null }) | null> {
  // Every signed-in request resolves its user here.
  const { rows } = await queryPrepared<UserRow & { provider_id: string | null }>(
    pool,
    prepared(`SELECT u.*, p.id AS provider_id FROM rm.users u LEFT JOIN rm.providers p ON p.user_id = u.user_id
       WHERE u.user_id = $1`),
    [userId],
  );
  return rows[0] ?? null;
}

/** A user as the back office lists them: the account and whether it has a provider profile. */
export interface AdminUserRow {
  user_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  roles: string[];
  status: string;
  is_profile_complete: boolean;
  created_at: Date;
  provider_id: string | null;
  business_name: string | null;
}

export interface AdminUserFilter {
  id?: string[];
  q?: string;
  /** A back-office role, or `staff` for anyone holding one. */
  role?: string;
  kind?: 'client' | 'provider';
  status?: string;
}

const ADMIN_USER_COLUMNS = {
  joinedAt: 'u.created_at',
  name: "lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))",
  email: 'u.email',
  status: 'u.status',
} as const;

const STAFF_ROLES = ['admin', 'verifier', 'investigator', 'auditor'];

/** One page of users for the back office, with the total, in one query. */
export async function adminUsers(
  pool: pg.Pool,
  filter: AdminUserFilter,
  request: PageRequest<keyof typeof ADMIN_USER_COLUMNS>,
): Promise<Page<AdminUserRow>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.id) where.push(`u.user_id::text = ANY(${param(filter.id)}::text[])`);
  if (filter.q?.trim()) {
    const like = param(`%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(
      `(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') ILIKE ${like}
        OR u.email ILIKE ${like} OR p.business_name ILIKE ${like})`,
    );
  }
  if (filter.role === 'staff') where.push(`u.roles && ${param(STAFF_ROLES)}::text[]`);
  else if (filter.role) where.push(`${param(filter.role)} = ANY(u.roles)`);
  if (filter.kind === 'provider') where.push('p.id IS NOT NULL');
  if (filter.kind === 'client') where.push('p.id IS NULL');
  if (filter.status) where.push(`u.status = ${param(filter.status)}`);
  const page = orderAndPage(request, ADMIN_USER_COLUMNS, 'u.user_id', params.length + 1);
  const { rows } = await pool.query<AdminUserRow & { total_count: string }>(
    `SELECT u.user_id, u.email, u.first_name, u.last_name, u.roles, u.status, u.is_profile_complete, u.created_at,
       p.id AS provider_id, p.business_name, count(*) OVER () AS total_count
     FROM rm.users u LEFT JOIN rm.providers p ON p.user_id = u.user_id
     ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     ${page.sql}`,
    [...params, ...page.params],
  );
  return pageOf(rows, request);
}

/** One user for the back office; null for unknown ids and for text that is not an id. */
export async function adminUser(pool: pg.Pool, userId: string): Promise<AdminUserRow | null> {
  if (!UUID_PATTERN.test(userId)) return null;
  const { rows } = await pool.query<AdminUserRow>(
    `SELECT u.user_id, u.email, u.first_name, u.last_name, u.roles, u.status, u.is_profile_complete, u.created_at,
       p.id AS provider_id, p.business_name
     FROM rm.users u LEFT JOIN rm.providers p ON p.user_id = u.user_id WHERE u.user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}
