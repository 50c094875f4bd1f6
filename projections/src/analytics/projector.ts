import type { RecordedPlatformEvent } from '@esm/core/event-catalogue';
import { batchOf, defineProjector, type ProjectionDb } from '../runner/projector';
import { allCanonicalUuids, insertRows, iso, withRecords } from '../runner/records';

/**
 * Platform statistics (Analytics response, GET /api/analytics): one small row per account,
 * provider, service, booking and review with just what the figures need. Month and "last 30
 * days" figures are queries over these rows at request time (Europe/London months), so the rows
 * are a pure function of the events. What each figure means: docs/provider-business.md.
 */
export const platformAnalyticsProjector = defineProjector({
  name: 'platform-analytics',
  version: 1,
  // Reports by registration date; replaying finds accounts by id only.
  queryIndexes: ['analytics_accounts_registered_idx'],
  tables: [
    'analytics_accounts',
    'analytics_providers',
    'analytics_services',
    'analytics_bookings',
    'analytics_reviews',
  ],
  ddl: `
    CREATE TABLE analytics_accounts (user_id uuid PRIMARY KEY, registered_at timestamptz NOT NULL);
    CREATE INDEX analytics_accounts_registered_idx ON analytics_accounts (registered_at);
    CREATE TABLE analytics_providers (provider_id uuid PRIMARY KEY, user_id uuid NOT NULL, created_at timestamptz NOT NULL);
    CREATE TABLE analytics_services (
      service_id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      is_available boolean NOT NULL,
      removed boolean NOT NULL DEFAULT false
    );
    CREATE TABLE analytics_bookings (
      booking_id uuid PRIMARY KEY,
      customer_id uuid NOT NULL,
      provider_id uuid NOT NULL,
      total_amount bigint NOT NULL,
      refunded bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      paid_at timestamptz
    );
    CREATE INDEX analytics_bookings_paid_idx ON analytics_bookings (paid_at) WHERE paid_at IS NOT NULL;
    CREATE TABLE analytics_reviews (booking_id uuid PRIMARY KEY, rating int NOT NULL, counted boolean NOT NULL);`,
  handles: [
    'AccountRegistered',
    'ProviderProfileCreated',
    'ServiceListed',
    'ServiceAvailabilityChanged',
    'ServiceUpdated',
    'ServiceRemoved',
    'BookingCreated',
    'BookingPaid',
    'BookingDeclined',
    'BookingAutoDeclined',
    'BookingCancelled',
    'ReviewSubmitted',
    'ReviewModerated',
  ],
  // Each of these only inserts into its own table, so a mixed run splits into one INSERT per table.
  batch: [
    batchOf(
      [
        'AccountRegistered',
        'ProviderProfileCreated',
        'ServiceListed',
        'ServiceAvailabilityChanged',
        'ServiceUpdated',
        'ServiceRemoved',
      ],
      async (events, db, perEvent) => {
        const accounts: Record<string, unknown>[] = [];
        const providers: Record<string, unknown>[] = [];
        const services: ServiceEvent[] = [];
        for (const e of events) {
          switch (e.type) {
            case 'AccountRegistered':
              accounts.push({ user_id: e.data.userId, registered_at: iso(e.occurredAt) });
              break;
            case 'ProviderProfileCreated':
              providers.push({
                provider_id: e.data.providerId,
                user_id: e.data.userId,
                created_at: iso(e.occurredAt),
              });
              break;
            default:
              services.push(e);
          }
        }
        if (!allCanonicalUuids(services.map((e) => e.data.serviceId))) return perEvent(events);
        await insertRows(
          db,
          'analytics_accounts',
          { user_id: 'uuid', registered_at: 'timestamptz' },
          accounts,
        );
        await insertRows(
          db,
          'analytics_providers',
          { provider_id: 'uuid', user_id: 'uuid', created_at: 'timestamptz' },
          providers,
        );
        await applyServices(services, db);
      },
    ),
  ],
  async apply(event, db) {
    const at = event.occurredAt;
    switch (event.type) {
      case 'AccountRegistered':
        await db.query(
          'INSERT INTO analytics_accounts (user_id, registered_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [event.data.userId, at],
        );
        return;
      case 'ProviderProfileCreated':
        await db.query(
          'INSERT INTO analytics_providers (provider_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [event.data.providerId, event.data.userId, at],
        );
        return;
      case 'ServiceListed':
        await db.query(
          'INSERT INTO analytics_services (service_id, provider_id, is_available) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [event.data.serviceId, event.data.providerId, event.data.isAvailable],
        );
        return;
      case 'ServiceUpdated':
      case 'ServiceAvailabilityChanged':
        await db.query('UPDATE analytics_services SET is_available = $2 WHERE service_id = $1', [
          event.data.serviceId,
          event.data.isAvailable,
        ]);
        return;
      case 'ServiceRemoved':
        await db.query('UPDATE analytics_services SET removed = true WHERE service_id = $1', [
          event.data.serviceId,
        ]);
        return;
      case 'BookingCreated':
        await db.query(
          `INSERT INTO analytics_bookings (booking_id, customer_id, provider_id, total_amount, created_at)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
          [
            event.data.bookingId,
            event.data.customerId,
            event.data.providerId,
            event.data.totalAmount,
            event.data.createdAt,
          ],
        );
        return;
      case 'BookingPaid':
        await db.query('UPDATE analytics_bookings SET paid_at = $2 WHERE booking_id = $1', [
          event.data.bookingId,
          at,
        ]);
        return;
      case 'BookingDeclined':
      case 'BookingAutoDeclined':
      case 'BookingCancelled':
        await db.query('UPDATE analytics_bookings SET refunded = refunded + $2 WHERE booking_id = $1', [
          event.data.bookingId,
          event.data.refundAmount,
        ]);
        return;
      case 'ReviewSubmitted':
        await db.query(
          'INSERT INTO analytics_reviews (booking_id, rating, counted) VALUES ($1, $2, true) ON CONFLICT DO NOTHING',
          [event.data.bookingId, event.data.rating],
        );
        return;
      case 'ReviewModerated':
        await db.query('UPDATE analytics_reviews SET counted = $2 WHERE booking_id = $1', [
          event.data.bookingId,
          event.data.moderationStatus === 'approved',
        ]);
        return;
    }
  },
});

type ServiceEvent = RecordedPlatformEvent<
  'ServiceListed' | 'ServiceAvailabilityChanged' | 'ServiceUpdated' | 'ServiceRemoved'
>;

/**
 * The run's service rows: listings it inserts are inserted with their final availability and
 * removal; stored ones get one UPDATE with the last values; others are left alone, like the
 * per-event UPDATE that finds no row.
 */
async function applyServices(events: readonly ServiceEvent[], db: ProjectionDb): Promise<void> {
  if (events.length === 0) return;
  const ids = [...new Set(events.map((e) => e.data.serviceId))];
  const { rows } = await db.query<{ service_id: string }>(
    'SELECT service_id::text FROM analytics_services WHERE service_id = ANY($1::uuid[])',
    [ids],
  );
  const stored = new Set(rows.map((r) => r.service_id));
  const created = new Map<string, { provider_id: string; is_available: boolean; removed: boolean }>();
  const changed = new Map<string, { is_available: boolean | null; removed: boolean | null }>();
  for (const e of events) {
    const id = e.data.serviceId;
    if (e.type === 'ServiceListed') {
      if (!stored.has(id) && !created.has(id)) {
        created.set(id, { provider_id: e.data.providerId, is_available: e.data.isAvailable, removed: false });
      }
      continue;
    }
    const row =
      created.get(id) ?? (stored.has(id) ? (changed.get(id) ?? { is_available: null, removed: null }) : null);
    if (!row) continue;
    if (e.type === 'ServiceRemoved') row.removed = true;
    else row.is_available = e.data.isAvailable;
    if (!created.has(id)) changed.set(id, row);
  }
  await insertRows(
    db,
    'analytics_services',
    { service_id: 'uuid', provider_id: 'uuid', is_available: 'boolean', removed: 'boolean' },
    [...created].map(([service_id, row]) => ({ service_id, ...row })),
  );
  await withRecords(
    db,
    `UPDATE analytics_services s SET is_available = COALESCE(v.is_available, s.is_available),
       removed = COALESCE(v.removed, s.removed)
     FROM jsonb_to_recordset($1::jsonb) AS v(service_id uuid, is_available boolean, removed boolean)
     WHERE s.service_id = v.service_id`,
    [...changed].map(([service_id, row]) => ({ service_id, ...row })),
  );
}
