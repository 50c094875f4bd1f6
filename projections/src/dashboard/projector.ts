import { ERASED } from '@esm/core/kernel/events';
import { batchOf, defineProjector } from '../runner/projector';
import { allCanonicalUuids, insertRows } from '../runner/records';

/** "Sarah J.": what a provider sees of a client before contact is shared. */
export const shortName = (first: string, last: string): string | null => {
  if (first === ERASED || last === ERASED) return null;
  const initial = last.trim().charAt(0).toUpperCase();
  return initial ? `${first.trim()} ${initial}.` : first.trim();
};

/** The booking decider's paymentStatusAfterRefund, in SQL: no refund keeps the status. */
const afterRefund = (param: string) =>
  `CASE WHEN ${param}::bigint = 0 THEN payment_status WHEN ${param}::bigint >= total_amount THEN 'refunded'
     ELSE 'partially_refunded' END`;

/**
 * The provider dashboard (dashboard tab): every booking of every provider with what the
 * cards and Recent Activity show, plus its own copies of the names those rows display (service
 * name, business name, the client's short name), since a projector never reads another's tables.
 * "This month" is a query over created_at in Europe/London, so the rows stay a pure function of
 * the events.
 */
export const providerDashboardProjector = defineProjector({
  name: 'provider-dashboard',
  version: 4,
  tables: ['dashboard_bookings', 'dashboard_names'],
  ddl: `
    CREATE TABLE dashboard_bookings (
      booking_id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      quote_id uuid,
      service_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      event_date timestamptz NOT NULL,
      duration int NOT NULL,
      -- What was ordered; null for bookings made before it was recorded.
      quantity int,
      table_quantity int,
      chair_quantity int,
      total_amount bigint NOT NULL,
      platform_fee bigint NOT NULL,
      provider_amount bigint NOT NULL,
      vat_amount bigint NOT NULL,
      -- What the booking's decline or cancellation refunds, and the provider's part of every
      -- refund escrow has made (a dispute's too): the provider's payout after refunds.
      refund_amount bigint NOT NULL DEFAULT 0,
      provider_refunded bigint NOT NULL DEFAULT 0,
      status text NOT NULL,
      payment_status text NOT NULL,
      provider_response text,
      provider_notified_at timestamptz,
      respond_by timestamptz,
      provider_responded_at timestamptz,
      paid_at timestamptz,
      created_at timestamptz NOT NULL,
      notes text,
      special_requests text,
      cancellation_policy text NOT NULL,
      payment_id uuid NOT NULL,
      stripe_charge_id text
    );
    CREATE INDEX dashboard_bookings_provider_idx ON dashboard_bookings (provider_id, created_at DESC);
    -- id -> display name: services (name), providers (business name), customers ("Sarah J.").
    CREATE TABLE dashboard_names (id uuid PRIMARY KEY, name text);`,
  handles: [
    'AccountRegistered',
    'AccountErased',
    'ProviderProfileCreated',
    'ProviderProfileUpdated',
    'ServiceListed',
    'ServiceUpdated',
    'BookingCreated',
    'BookingPaid',
    'PaymentSucceeded',
    'BookingPaymentFailed',
    'BookingPaymentRefunded',
    'BookingAccepted',
    'BookingDeclined',
    'BookingAutoDeclined',
    'BookingCancelled',
    'BookingCompleted',
    'EscrowRefunded',
  ],
  batch: [
    // Display names only: the last name per id wins, as the per-event upserts leave it.
    batchOf(
      [
        'AccountRegistered',
        'AccountErased',
        'ProviderProfileCreated',
        'ProviderProfileUpdated',
        'ServiceListed',
        'ServiceUpdated',
      ],
      async (events, db, perEvent) => {
        const names = new Map<string, string | null>();
        for (const e of events) {
          if (e.type === 'AccountRegistered')
            names.set(e.data.userId, shortName(e.data.firstName, e.data.lastName));
          else if (e.type === 'AccountErased') names.set(e.data.userId, null);
          else if (e.type === 'ProviderProfileCreated' || e.type === 'ProviderProfileUpdated') {
            names.set(e.data.providerId, e.data.businessName);
          } else names.set(e.data.serviceId, e.data.name);
        }
        if (!allCanonicalUuids(names.keys())) return perEvent(events);
        await insertRows(
          db,
          'dashboard_names',
          { id: 'uuid', name: 'text' },
          [...names].map(([id, name]) => ({ id, name })),
          'ON CONFLICT (id) DO UPDATE SET name = excluded.name',
        );
      },
    ),
  ],
  async apply(event, db) {
    const name = (id: string, value: string | null) =>
      db.query(
        'INSERT INTO dashboard_names (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = $2',
        [id, value],
      );
    const update = (bookingId: string, set: string, values: unknown[]) =>
      db.query(`UPDATE dashboard_bookings SET ${set} WHERE booking_id = $1`, [bookingId, ...values]);
    switch (event.type) {
      case 'AccountRegistered':
        await name(event.data.userId, shortName(event.data.firstName, event.data.lastName));
        return;
      case 'AccountErased':
        await name(event.data.userId, null);
        return;
      case 'ProviderProfileCreated':
      case 'ProviderProfileUpdated':
        await name(event.data.providerId, event.data.businessName);
        return;
      case 'ServiceListed':
      case 'ServiceUpdated':
        await name(event.data.serviceId, event.data.name);
        return;
      case 'BookingCreated': {
        const d = event.data;
        await db.query(
          `INSERT INTO dashboard_bookings (booking_id, provider_id, quote_id, service_id, customer_id, event_date,
             duration, total_amount, platform_fee, provider_amount, vat_amount, status, payment_status,
             created_at, notes, special_requests, cancellation_policy, payment_id, quantity, table_quantity,
             chair_quantity)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,'pending','pending',$12,$13,$14,$15,$16,$17,$18,$19)
           ON CONFLICT (booking_id) DO NOTHING`,
          [
            d.bookingId,
            d.providerId,
            d.quoteId,
            d.serviceId,
            d.customerId,
            d.eventDate,
            d.duration,
            d.totalAmount,
            d.platformFee,
            d.providerAmount,
            d.vatAmount,
            d.createdAt,
            d.notes,
            d.specialRequests,
            d.cancellationPolicy,
            d.paymentId,
            d.quantity,
            d.tableQuantity,
            d.chairQuantity,
          ],
        );
        return;
      }
      case 'PaymentSucceeded':
        await db.query('UPDATE dashboard_bookings SET stripe_charge_id = $2 WHERE payment_id = $1', [
          event.data.paymentId,
          event.data.gatewayChargeId,
        ]);
        return;
      case 'BookingPaid':
        await update(
          event.data.bookingId,
          "status = 'provider_reviewing', payment_status = 'paid', provider_notified_at = $2, respond_by = $3, paid_at = $2",
          [event.data.providerNotifiedAt, event.data.respondBy],
        );
        return;
      case 'BookingPaymentFailed':
        await update(event.data.bookingId, "status = 'cancelled', payment_status = 'failed'", []);
        return;
      case 'BookingPaymentRefunded':
        await update(
          event.data.bookingId,
          "status = 'cancelled', payment_status = 'refunded', refund_amount = $2",
          [event.data.refundAmount],
        );
        return;
      case 'BookingAccepted':
        await update(
          event.data.bookingId,
          "status = 'confirmed', provider_response = $2, provider_responded_at = $3",
          [
            event.data.providerResponse === ERASED ? null : event.data.providerResponse,
            event.data.providerRespondedAt,
          ],
        );
        return;
      case 'BookingDeclined':
        await update(
          event.data.bookingId,
          `status = 'declined', provider_response = $2, provider_responded_at = $3, refund_amount = $4,
           payment_status = ${afterRefund('$4')}`,
          [
            event.data.providerResponse === ERASED ? null : event.data.providerResponse,
            event.data.providerRespondedAt,
            event.data.refundAmount,
          ],
        );
        return;
      case 'BookingAutoDeclined':
      case 'BookingCancelled':
        await update(
          event.data.bookingId,
          `status = $2, refund_amount = $3, payment_status = ${afterRefund('$3')}`,
          [event.type === 'BookingAutoDeclined' ? 'declined' : 'cancelled', event.data.refundAmount],
        );
        return;
      case 'BookingCompleted':
        await update(event.data.bookingId, "status = 'completed'", []);
        return;
      case 'EscrowRefunded':
        await update(event.data.bookingId, 'provider_refunded = provider_refunded + $2', [
          event.data.parts.provider,
        ]);
        return;
    }
  },
});
