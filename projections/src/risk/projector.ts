import { defineProjector, type ProjectionDb } from '../runner/projector';

/** Adds one dated fact (a violation, a cancellation, …) for the provider found by `where`. */
async function addFact(
  db: ProjectionDb,
  providerSql: string,
  key: string,
  kind: string,
  ref: string,
  at: string,
  position: number,
): Promise<void> {
  await db.query(
    `INSERT INTO risk_facts (provider_id, kind, ref, at)
     SELECT p.provider_id, $2, $3, $4 FROM (${providerSql}) p ON CONFLICT DO NOTHING`,
    [key, kind, ref, at],
  );
  await touch(db, providerSql, key, position);
}

async function touch(db: ProjectionDb, providerSql: string, key: string, position: number) {
  await db.query(
    `UPDATE risk_providers SET last_position = $2 WHERE provider_id IN (SELECT provider_id FROM (${providerSql}) p)`,
    [key, position],
  );
}

const byProvider = 'SELECT provider_id FROM risk_providers WHERE provider_id::text = $1';
const byUser = 'SELECT provider_id FROM risk_providers WHERE user_id::text = $1';
const byBooking = 'SELECT provider_id FROM risk_bookings WHERE booking_id::text = $1';

/**
 * What the risk rules read about each provider (core/src/risk/facts.ts), kept as
 * dated facts. The score itself depends on the moment it is asked for (an account ages, old
 * behaviour drops out after 12 months), so it is computed at read time by core's riskScore over
 * these rows, never stored stale. `last_position` tells the fraud-rules job how far the rows are.
 */
export const riskFactsProjector = defineProjector({
  name: 'risk',
  version: 1,
  tables: ['risk_providers', 'risk_facts', 'risk_bookings', 'risk_documents', 'risk_alerts'],
  ddl: `
    CREATE TABLE risk_providers (
      provider_id uuid PRIMARY KEY,
      user_id uuid NOT NULL UNIQUE,
      account_created_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    -- kind: violation, provider_cancellation, dispute, bank_change, payout.
    CREATE TABLE risk_facts (
      provider_id uuid NOT NULL,
      kind text NOT NULL,
      ref text NOT NULL,
      at timestamptz NOT NULL,
      PRIMARY KEY (kind, ref)
    );
    CREATE INDEX risk_facts_provider ON risk_facts (provider_id, kind);
    CREATE TABLE risk_bookings (booking_id uuid PRIMARY KEY, provider_id uuid NOT NULL);
    CREATE TABLE risk_documents (
      document_id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      document_type text NOT NULL,
      approved boolean NOT NULL DEFAULT false
    );
    CREATE INDEX risk_documents_provider ON risk_documents (provider_id);
    CREATE TABLE risk_alerts (alert_id uuid PRIMARY KEY, provider_id uuid NOT NULL, open boolean NOT NULL);
    CREATE INDEX risk_alerts_provider ON risk_alerts (provider_id) WHERE open;`,
  handles: [
    'ProviderProfileCreated',
    'ProviderBankDetailsChanged',
    'ContactSharingViolationRecorded',
    'BookingCreated',
    'BookingCancelled',
    'EscrowDisputeRaised',
    'PayoutScheduled',
    'VerificationDocumentSubmitted',
    'VerificationDocumentApproved',
    'VerificationDocumentRejected',
    'VerificationDocumentExpired',
    'FraudAlertRaised',
    'FraudAlertResolved',
  ],
  async apply(event, db) {
    const position = event.globalPosition;
    switch (event.type) {
      case 'ProviderProfileCreated':
        await db.query(
          `INSERT INTO risk_providers (provider_id, user_id, account_created_at, last_position)
           VALUES ($1,$2,$3,$4) ON CONFLICT DO NOTHING`,
          [event.data.providerId, event.data.userId, event.occurredAt, position],
        );
        return;
      case 'ProviderBankDetailsChanged':
        await addFact(
          db,
          byProvider,
          event.data.providerId,
          'bank_change',
          event.eventId,
          event.data.bankDetailsAddedAt,
          position,
        );
        return;
      case 'ContactSharingViolationRecorded':
        await addFact(
          db,
          byUser,
          event.data.userId,
          'violation',
          event.data.violationId,
          event.data.recordedAt,
          position,
        );
        return;
      case 'BookingCreated':
        await db.query('INSERT INTO risk_bookings VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          event.data.bookingId,
          event.data.providerId,
        ]);
        return;
      case 'BookingCancelled':
        if (event.data.cancelledBy !== 'provider') return;
        await addFact(
          db,
          byBooking,
          event.data.bookingId,
          'provider_cancellation',
          event.data.bookingId,
          event.data.cancelledAt,
          position,
        );
        return;
      case 'EscrowDisputeRaised':
        await addFact(
          db,
          byBooking,
          event.data.bookingId,
          'dispute',
          event.data.bookingId,
          event.data.raisedAt,
          position,
        );
        return;
      case 'PayoutScheduled':
        await addFact(
          db,
          byProvider,
          event.data.providerId,
          'payout',
          event.data.payoutId,
          event.data.paymentDate,
          position,
        );
        return;
      case 'VerificationDocumentSubmitted':
        await db.query('INSERT INTO risk_documents VALUES ($1, $2, $3, false) ON CONFLICT DO NOTHING', [
          event.data.documentId,
          event.data.providerId,
          event.data.documentType,
        ]);
        return;
      case 'VerificationDocumentApproved':
      case 'VerificationDocumentRejected':
      case 'VerificationDocumentExpired':
        await db.query(
          `INSERT INTO risk_documents VALUES ($1, $2, $3, $4)
           ON CONFLICT (document_id) DO UPDATE SET approved = $4`,
          [
            event.data.documentId,
            event.data.providerId,
            event.data.documentType,
            event.type === 'VerificationDocumentApproved',
          ],
        );
        await touch(db, byProvider, event.data.providerId, position);
        return;
      case 'FraudAlertRaised':
        await db.query('INSERT INTO risk_alerts VALUES ($1, $2, true) ON CONFLICT DO NOTHING', [
          event.data.alertId,
          event.data.providerId,
        ]);
        await touch(db, byProvider, event.data.providerId, position);
        return;
      case 'FraudAlertResolved':
        await db.query('UPDATE risk_alerts SET open = false WHERE alert_id = $1', [event.data.alertId]);
        return;
    }
  },
});
