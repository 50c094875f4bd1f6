import { UUID_PATTERN } from '@esm/core/kernel/ids';
import type pg from 'pg';
import { orderAndPage, type Page, type PageRequest, pageOf } from '../paging/page';
import type { ActiveBoostRow, BoostPackageRow } from './rows';

export async function listBoostPackages(pool: pg.Pool): Promise<BoostPackageRow[]> {
  const { rows } = await pool.query<BoostPackageRow>(
    'SELECT * FROM rm.boost_packages ORDER BY sort_order, id',
  );
  return rows;
}

/** A package by id; null for unknown ids and for text that is not an id at all. */
export async function findBoostPackage(pool: pg.Pool, packageId: string): Promise<BoostPackageRow | null> {
  if (!UUID_PATTERN.test(packageId)) return null;
  const { rows } = await pool.query<BoostPackageRow>('SELECT * FROM rm.boost_packages WHERE id = $1', [
    packageId,
  ]);
  return rows[0] ?? null;
}

/** The boost in force on a service: the most visible active one. */
export async function findActiveBoost(pool: pg.Pool, serviceId: string): Promise<ActiveBoostRow | null> {
  const { rows } = await pool.query<ActiveBoostRow>(
    `SELECT boost_id, level, visibility_multiplier, term_value, start_date, end_date, cancels_at
     FROM rm.service_boosts WHERE service_id = $1 AND status = 'active'
     ORDER BY visibility_multiplier DESC, end_date DESC LIMIT 1`,
    [serviceId],
  );
  return rows[0] ?? null;
}

export async function findBoost(
  pool: pg.Pool,
  boostId: string,
): Promise<{ boost_id: string; service_id: string } | null> {
  if (!UUID_PATTERN.test(boostId)) return null;
  const { rows } = await pool.query<{ boost_id: string; service_id: string }>(
    'SELECT boost_id, service_id FROM rm.service_boosts WHERE boost_id = $1',
    [boostId],
  );
  return rows[0] ?? null;
}

/** A package as the back office lists it, with how many of its boosts are running. */
export interface AdminBoostPackageRow extends BoostPackageRow {
  active_boosts: string;
}

const ADMIN_BOOST_PACKAGE_COLUMNS = {
  sortOrder: 'sort_order',
  name: 'lower(name)',
  price: 'price',
  durationDays: 'duration_days',
} as const;

const ADMIN_BOOST_PACKAGE_SELECT = `SELECT b.*,
    (SELECT count(*) FROM rm.service_boosts s WHERE s.package_id = b.id AND s.status = 'active') AS active_boosts`;

/** One page of boost packages for the back office, with the total, in one query. */
export async function adminBoostPackages(
  pool: pg.Pool,
  filter: { id?: string[]; isActive?: boolean },
  request: PageRequest<keyof typeof ADMIN_BOOST_PACKAGE_COLUMNS>,
): Promise<Page<AdminBoostPackageRow>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.id) {
    params.push(filter.id);
    where.push(`b.id::text = ANY($${params.length}::text[])`);
  }
  if (filter.isActive !== undefined) {
    params.push(filter.isActive);
    where.push(`b.is_active = $${params.length}`);
  }
  const page = orderAndPage(request, ADMIN_BOOST_PACKAGE_COLUMNS, 'id', params.length + 1);
  const { rows } = await pool.query<AdminBoostPackageRow & { total_count: string }>(
    `SELECT * FROM (${ADMIN_BOOST_PACKAGE_SELECT}, count(*) OVER () AS total_count FROM rm.boost_packages b
       ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}) b
     ${page.sql}`,
    [...params, ...page.params],
  );
  return pageOf(rows, request);
}

/** One package for the back office; null for unknown ids and for text that is not an id. */
export async function adminBoostPackage(
  pool: pg.Pool,
  packageId: string,
): Promise<AdminBoostPackageRow | null> {
  if (!UUID_PATTERN.test(packageId)) return null;
  const { rows } = await pool.query<AdminBoostPackageRow>(
    `${ADMIN_BOOST_PACKAGE_SELECT} FROM rm.boost_packages b WHERE b.id = $1`,
    [packageId],
  );
  return rows[0] ?? null;
}
