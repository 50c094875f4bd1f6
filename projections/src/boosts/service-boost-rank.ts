import type { RecordedPlatformEvent } from '@esm/core/event-catalogue';
import type { ProjectionDb } from '../runner/projector';
import { boostLevelOf, boostRankOf } from './boost-level';

/** Boost events the services read model follows to rank boosted services first. */
export const serviceBoostEventTypes = [
  'BoostActivated',
  'BoostRenewed',
  'BoostExpired',
  'BoostUpgraded',
] as const;

/**
 * Part of the services projector (it owns the `services` table): keeps each boost in force in
 * `service_boost_terms` and recomputes the service's boost_rank, boost_level and boost_expires_at
 * from them, so an upgrade (Featured activated, then Category ended) never leaves the service
 * unboosted whatever order the two events come in. Returns false for other events.
 */
export async function applyServiceBoost(event: RecordedPlatformEvent, db: ProjectionDb): Promise<boolean> {
  switch (event.type) {
    case 'BoostActivated': {
      const level = boostLevelOf(event.data.visibilityMultiplier);
      await db.query(
        `INSERT INTO service_boost_terms (boost_id, service_id, rank, level, end_date) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (boost_id) DO NOTHING`,
        [event.data.boostId, event.data.serviceId, boostRankOf(level), level, event.data.endDate],
      );
      break;
    }
    case 'BoostRenewed':
      await db.query('UPDATE service_boost_terms SET end_date = $2 WHERE boost_id = $1', [
        event.data.boostId,
        event.data.endDate,
      ]);
      break;
    case 'BoostExpired':
    case 'BoostUpgraded':
      await db.query('DELETE FROM service_boost_terms WHERE boost_id = $1', [event.data.boostId]);
      break;
    default:
      return false;
  }
  await db.query(
    `UPDATE services s SET boost_rank = coalesce(b.rank, 0), boost_level = b.level, boost_expires_at = b.end_date
     FROM (SELECT $1::uuid AS service_id) one
     LEFT JOIN LATERAL (
       SELECT rank, level, end_date FROM service_boost_terms t WHERE t.service_id = one.service_id
       ORDER BY rank DESC, end_date DESC LIMIT 1
     ) b ON true
     WHERE s.id = one.service_id`,
    [event.data.serviceId],
  );
  return true;
}

export const serviceBoostTermsDdl = `
    CREATE TABLE service_boost_terms (
      boost_id uuid PRIMARY KEY,
      service_id uuid NOT NULL,
      rank int NOT NULL,
      level text NOT NULL,
      end_date timestamptz NOT NULL
    );
    CREATE INDEX service_boost_terms_service_idx ON service_boost_terms (service_id);`;
