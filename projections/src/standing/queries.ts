import { type StandingView, standingViewOf } from '@esm/core/standing/standing-of';
import type pg from 'pg';
import type { StandingRow } from './rows';

/** A user's standing at `now` from the standing read model; good standing when nothing was recorded. */
export async function standingFromReadModel(pool: pg.Pool, userId: string, now: Date): Promise<StandingView> {
  const { rows } = await pool.query<StandingRow>(
    `SELECT violation_count, last_violation_at, block_kind, block_reason, blocked_until
     FROM rm.user_standing WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return standingViewOf(
    {
      violationCount: row?.violation_count ?? 0,
      lastViolationAt: row?.last_violation_at?.toISOString() ?? null,
      block:
        row?.block_kind != null
          ? {
              kind: row.block_kind,
              reason: row.block_reason ?? '',
              until: row.blocked_until?.toISOString() ?? null,
            }
          : null,
    },
    now,
  );
}
