import { defineProjector, type ProjectionDb } from '../runner/projector';
import { boostLevelOf } from './boost-level';

/**
 * Boost packages (GET /api/boost-packages) and every boost purchase of every service (
 * Service boosts) for the boost page and GET /api/services/{id}/boost-status.
 */
export const boostsProjector = defineProjector({
  name: 'boosts',
  version: 1,
  tables: ['boost_packages', 'service_boosts'],
  ddl: `
    CREATE TABLE boost_packages (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      description text NOT NULL,
      duration_days int NOT NULL,
      price bigint NOT NULL,
      features jsonb NOT NULL,
      is_active boolean NOT NULL,
      sort_order int NOT NULL,
      visibility_multiplier numeric NOT NULL
    );
    CREATE TABLE service_boosts (
      boost_id uuid PRIMARY KEY,
      service_id uuid NOT NULL,
      provider_id uuid NOT NULL,
      package_id uuid NOT NULL,
      package_name text NOT NULL,
      level text NOT NULL,
      visibility_multiplier numeric NOT NULL,
      amount bigint NOT NULL,
      -- What the current term is worth at full price: the upgrade credit is worked out from it.
      term_value bigint NOT NULL,
      status text NOT NULL,
      payment_id text NOT NULL,
      start_date timestamptz,
      end_date timestamptz,
      cancels_at timestamptz,
      requested_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX service_boosts_service_idx ON service_boosts (service_id, status);
    CREATE INDEX service_boosts_payment_idx ON service_boosts (payment_id);`,
  handles: [
    'BoostPackageDefined',
    'BoostPackageUpdated',
    'BoostPurchaseRequested',
    'BoostPaymentFailed',
    'BoostActivated',
    'BoostRenewed',
    'BoostCancellationRequested',
    'BoostExpired',
    'BoostUpgraded',
  ],
  async apply(event, db) {
    const at = event.occurredAt;
    switch (event.type) {
      case 'BoostPackageDefined':
      case 'BoostPackageUpdated': {
        const d = event.data;
        await db.query(
          `INSERT INTO boost_packages (id, name, description, duration_days, price, features, is_active, sort_order,
             visibility_multiplier) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)
           ON CONFLICT (id) DO UPDATE SET name = $2, description = $3, duration_days = $4, price = $5, features = $6,
             is_active = $7, sort_order = $8, visibility_multiplier = $9`,
          [
            d.packageId,
            d.name,
            d.description,
            d.durationDays,
            d.price,
            JSON.stringify(d.features),
            d.isActive,
            d.sortOrder,
            d.visibilityMultiplier,
          ],
        );
        return;
      }
      case 'BoostPurchaseRequested': {
        const d = event.data;
        await db.query(
          `INSERT INTO service_boosts (boost_id, service_id, provider_id, package_id, package_name, level,
             visibility_multiplier, amount, term_value, status, payment_id, requested_at, updated_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,'payment_pending',$10,$11,$12) ON CONFLICT (boost_id) DO NOTHING`,
          [
            d.boostId,
            d.serviceId,
            d.providerId,
            d.packageId,
            d.packageName,
            boostLevelOf(d.visibilityMultiplier),
            d.visibilityMultiplier,
            d.amount,
            d.price,
            d.paymentId,
            d.requestedAt,
            at,
          ],
        );
        return;
      }
      case 'BoostPaymentFailed':
        await setStatus(db, event.data.boostId, 'payment_failed', at);
        return;
      case 'BoostActivated':
        await db.query(
          `UPDATE service_boosts SET status = 'active', start_date = $2, end_date = $3, updated_at = $4
           WHERE boost_id = $1`,
          [event.data.boostId, event.data.startDate, event.data.endDate, at],
        );
        return;
      case 'BoostRenewed':
        await db.query(
          'UPDATE service_boosts SET start_date = $2, end_date = $3, term_value = $4, updated_at = $5 WHERE boost_id = $1',
          [event.data.boostId, event.data.termStart, event.data.endDate, event.data.amount, at],
        );
        return;
      case 'BoostCancellationRequested':
        await db.query('UPDATE service_boosts SET cancels_at = $2, updated_at = $3 WHERE boost_id = $1', [
          event.data.boostId,
          event.data.endsAt,
          at,
        ]);
        return;
      case 'BoostExpired':
        await setStatus(db, event.data.boostId, 'expired', at);
        return;
      case 'BoostUpgraded':
        await setStatus(db, event.data.boostId, 'upgraded', at);
        return;
    }
  },
});

async function setStatus(db: ProjectionDb, boostId: string, status: string, at: Date): Promise<void> {
  await db.query('UPDATE service_boosts SET status = $2, updated_at = $3 WHERE boost_id = $1', [
    boostId,
    status,
    at,
  ]);
}
