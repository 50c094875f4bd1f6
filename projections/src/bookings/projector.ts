import { defineProjector } from '../runner/projector';

/**
 * Bookings in every state (GET /api/bookings, GET /api/bookings/{id}), for the client,
 * the provider and the provider-contact rule. Names of services, providers and clients are joined
 * by the API from their own read models; this model keeps ids only.
 */
export const bookingsProjector = defineProjector({
  name: 'bookings',
  version: 4,
  tables: ['bookings'],
  ddl: `
    CREATE TABLE bookings (
      id uuid PRIMARY KEY,
      quote_id uuid,
      service_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      provider_id uuid NOT NULL,
      provider_user_id uuid NOT NULL,
      payment_id uuid NOT NULL,
      event_date timestamptz NOT NULL,
      event_ends_at timestamptz NOT NULL,
      duration int NOT NULL,
      -- What was ordered; null for bookings made before it was recorded.
      quantity int,
      table_quantity int,
      chair_quantity int,
      total_amount bigint NOT NULL,
      platform_fee bigint NOT NULL,
      vat_amount bigint NOT NULL,
      provider_amount bigint NOT NULL,
      deposit_amount bigint NOT NULL,
      plan text NOT NULL,
      status text NOT NULL,
      payment_status text NOT NULL,
      paid boolean NOT NULL DEFAULT false,
      notes text,
      special_requests text,
      provider_response text,
      provider_notified_at timestamptz,
      respond_by timestamptz,
      provider_responded_at timestamptz,
      cancelled_by text,
      refund_amount bigint NOT NULL DEFAULT 0,
      -- The provider's part of every refund escrow has made (a cancellation's, a dispute's).
      provider_refunded bigint NOT NULL DEFAULT 0,
      cancellation_policy text NOT NULL,
      refund_eligible_until timestamptz NOT NULL,
      stripe_charge_id text,
      reviewed boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX bookings_customer_idx ON bookings (customer_id, created_at DESC);
    CREATE INDEX bookings_provider_idx ON bookings (provider_id, created_at DESC);
    CREATE INDEX bookings_quote_idx ON bookings (quote_id);
    CREATE INDEX bookings_payment_idx ON bookings (payment_id);`,
  handles: [
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
    'ReviewSubmitted',
    'EscrowRefunded',
  ],
  async apply(event, db) {
    const at = event.occurredAt;
    const set = (id: string, assignments: string, values: unknown[]) =>
      db.query(`UPDATE bookings SET ${assignments}, updated_at = $2 WHERE id = $1`, [id, at, ...values]);
    switch (event.type) {
      case 'BookingCreated': {
        const d = event.data;
        await db.query(
          `INSERT INTO bookings (id, quote_id, service_id, customer_id, provider_id, provider_user_id, payment_id,
             event_date, event_ends_at, duration, total_amount, platform_fee, vat_amount, provider_amount,
             deposit_amount, plan, status, payment_status, notes, special_requests, cancellation_policy,
             refund_eligible_until, created_at, updated_at, quantity, table_quantity, chair_quantity)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,'pending','pending',$17,$18,$19,$20,$21,$21,
             $22,$23,$24)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.bookingId,
            d.quoteId,
            d.serviceId,
            d.customerId,
            d.providerId,
            d.providerUserId,
            d.paymentId,
            d.eventDate,
            d.eventEndsAt,
            d.duration,
            d.totalAmount,
            d.platformFee,
            d.vatAmount,
            d.providerAmount,
            d.depositAmount,
            d.plan,
            d.notes,
            d.specialRequests,
            d.cancellationPolicy,
            d.refundEligibleUntil,
            at,
            d.quantity,
            d.tableQuantity,
            d.chairQuantity,
          ],
        );
        return;
      }
      case 'BookingPaid':
        await set(
          event.data.bookingId,
          `status = 'provider_reviewing', payment_status = 'paid', paid = true, provider_notified_at = $3, respond_by = $4`,
          [event.data.providerNotifiedAt, event.data.respondBy],
        );
        return;
      case 'PaymentSucceeded':
        // One payment may pay several bookings of a quote: each shows the same charge.
        await db.query(`UPDATE bookings SET stripe_charge_id = $2 WHERE payment_id = $1`, [
          event.data.paymentId,
          event.data.gatewayChargeId,
        ]);
        return;
      case 'BookingPaymentFailed':
        await set(
          event.data.bookingId,
          `status = 'cancelled', payment_status = 'failed', cancelled_by = 'system'`,
          [],
        );
        return;
      case 'BookingPaymentRefunded':
        await set(
          event.data.bookingId,
          `status = 'cancelled', payment_status = 'refunded', cancelled_by = 'system', refund_amount = $3`,
          [event.data.refundAmount],
        );
        return;
      case 'BookingAccepted':
        await set(
          event.data.bookingId,
          `status = 'confirmed', provider_response = $3, provider_responded_at = $4`,
          [event.data.providerResponse, event.data.providerRespondedAt],
        );
        return;
      case 'BookingDeclined':
        await set(
          event.data.bookingId,
          `status = 'declined', provider_response = $3, provider_responded_at = $4, refund_amount = $5, ${refunded('$5')}`,
          [event.data.providerResponse, event.data.providerRespondedAt, event.data.refundAmount],
        );
        return;
      case 'BookingAutoDeclined':
        await set(event.data.bookingId, `status = 'declined', refund_amount = $3, ${refunded('$3')}`, [
          event.data.refundAmount,
        ]);
        return;
      case 'BookingCancelled':
        await set(
          event.data.bookingId,
          `status = 'cancelled', cancelled_by = $3, refund_amount = $4, ${refunded('$4')}`,
          [event.data.cancelledBy, event.data.refundAmount],
        );
        return;
      case 'BookingCompleted':
        await set(event.data.bookingId, `status = 'completed'`, []);
        return;
      case 'ReviewSubmitted':
        await set(event.data.bookingId, 'reviewed = true', []);
        return;
      case 'EscrowRefunded':
        await set(event.data.bookingId, 'provider_refunded = provider_refunded + $3', [
          event.data.parts.provider,
        ]);
        return;
    }
  },
});

/** paymentStatus after a refund of `param` pence (as the booking decider evolves it). */
const refunded = (param: string) => `payment_status = CASE
  WHEN ${param}::bigint = 0 THEN payment_status
  WHEN ${param}::bigint >= total_amount THEN 'refunded'
  ELSE 'partially_refunded' END`;
