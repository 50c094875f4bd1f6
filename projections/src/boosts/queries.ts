import { UUID_PATTERN } from '@esm/core/kernel/ids';
import type pg from 'pg';
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
