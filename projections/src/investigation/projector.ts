import { defineProjector } from '../runner/projector';

/**
 * What the fraud investigator's screens need beyond the other read models: which providers'
 * payouts are frozen by the back office, and the disputes raised on bookings (open first).
 * Names, amounts and standing are joined at read time from their own models.
 */
export const investigationProjector = defineProjector({
  name: 'investigation',
  version: 1,
  tables: ['payout_holds', 'disputes', 'provider_history'],
  ddl: `
    CREATE TABLE payout_holds (
      provider_id uuid PRIMARY KEY,
      frozen boolean NOT NULL,
      reason text,
      changed_by text NOT NULL,
      changed_at timestamptz NOT NULL
    );
    CREATE TABLE disputes (
      booking_id uuid PRIMARY KEY,
      customer_id uuid NOT NULL,
      reason text NOT NULL,
      status text NOT NULL,
      outcome text,
      refund_amount bigint NOT NULL DEFAULT 0,
      notes text,
      resolved_by text,
      raised_at timestamptz NOT NULL,
      resolved_at timestamptz
    );
    CREATE INDEX disputes_status ON disputes (status, raised_at DESC);
    -- The standing stream (keyed by the user) and the payout hold (keyed by the provider), one row per event.
    CREATE TABLE provider_history (
      event_id uuid PRIMARY KEY,
      user_id uuid,
      provider_id uuid,
      type text NOT NULL,
      summary text NOT NULL,
      reason text,
      by text,
      until timestamptz,
      at timestamptz NOT NULL,
      position bigint NOT NULL
    );
    CREATE INDEX provider_history_user ON provider_history (user_id, at DESC);
    CREATE INDEX provider_history_provider ON provider_history (provider_id, at DESC);`,
  handles: [
    'ProviderPayoutsFrozen',
    'ProviderPayoutsUnfrozen',
    'EscrowDisputeRaised',
    'EscrowDisputeResolved',
    'ContactSharingViolationRecorded',
    'StandingMessagingRestricted',
    'StandingSuspended',
    'StandingTerminated',
    'StandingBlockLifted',
    'AccountErased',
  ],
  async apply(event, db) {
    const history = (
      key: { userId?: string; providerId?: string },
      summary: string,
      reason: string | null,
      by: string | null,
      until: string | null = null,
    ) =>
      db.query(
        `INSERT INTO provider_history (event_id, user_id, provider_id, type, summary, reason, by, until, at, position)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) ON CONFLICT DO NOTHING`,
        [
          event.eventId,
          key.userId ?? null,
          key.providerId ?? null,
          event.type,
          summary,
          reason,
          by,
          until,
          event.occurredAt,
          event.globalPosition,
        ],
      );
    switch (event.type) {
      case 'AccountErased':
        // The dispute's reason and notes are the client's personal data (erased with the account).
        await db.query(`UPDATE disputes SET reason = '[erased]', notes = NULL WHERE customer_id = $1`, [
          event.data.userId,
        ]);
        return;
      case 'ContactSharingViolationRecorded': {
        const d = event.data;
        // The detected content is personal data; the history says what happened, not what was written.
        await history(
          { userId: d.userId },
          `Contact-sharing violation #${d.violationNumber} (${d.kinds.join(', ')}): ${d.actionTaken.replaceAll('_', ' ')}`,
          null,
          null,
        );
        return;
      }
      case 'StandingMessagingRestricted':
        await history(
          { userId: event.data.userId },
          'Messaging restricted',
          event.data.blockReason,
          null,
          event.data.blockedUntil,
        );
        return;
      case 'StandingSuspended':
        await history(
          { userId: event.data.userId },
          `Suspended (${event.data.cause.replaceAll('_', ' ')})`,
          event.data.blockReason,
          event.data.suspendedBy,
          event.data.blockedUntil,
        );
        return;
      case 'StandingTerminated':
        await history(
          { userId: event.data.userId },
          `Terminated (${event.data.cause.replaceAll('_', ' ')})`,
          event.data.blockReason,
          event.data.terminatedBy,
        );
        return;
      case 'StandingBlockLifted':
        await history(
          { userId: event.data.userId },
          `${event.data.liftedBlock[0]?.toUpperCase()}${event.data.liftedBlock.slice(1)} lifted${event.data.early ? ' early' : ''}`,
          event.data.reason,
          event.data.liftedBy,
        );
        return;
      case 'ProviderPayoutsFrozen':
      case 'ProviderPayoutsUnfrozen': {
        const frozen = event.type === 'ProviderPayoutsFrozen';
        const d = event.data;
        await db.query(
          `INSERT INTO payout_holds (provider_id, frozen, reason, changed_by, changed_at) VALUES ($1,$2,$3,$4,$5)
           ON CONFLICT (provider_id) DO UPDATE SET frozen = $2, reason = $3, changed_by = $4, changed_at = $5`,
          [
            d.providerId,
            frozen,
            d.reason,
            'frozenBy' in d ? d.frozenBy : d.unfrozenBy,
            'frozenAt' in d ? d.frozenAt : d.unfrozenAt,
          ],
        );
        await history(
          { providerId: d.providerId },
          frozen ? 'Payouts frozen' : 'Payouts unfrozen',
          d.reason,
          'frozenBy' in d ? d.frozenBy : d.unfrozenBy,
        );
        return;
      }
      case 'EscrowDisputeRaised':
        await db.query(
          `INSERT INTO disputes (booking_id, customer_id, reason, status, raised_at) VALUES ($1,$2,$3,'open',$4)
           ON CONFLICT (booking_id) DO UPDATE SET reason = $3, status = 'open', outcome = NULL, raised_at = $4, resolved_at = NULL`,
          [event.data.bookingId, event.data.customerId, event.data.reason, event.data.raisedAt],
        );
        return;
      case 'EscrowDisputeResolved': {
        const d = event.data;
        await db.query(
          `UPDATE disputes SET status = 'resolved', outcome = $2, refund_amount = $3, notes = $4, resolved_by = $5,
             resolved_at = $6 WHERE booking_id = $1`,
          [d.bookingId, d.outcome, d.refundAmount, d.notes, d.investigatorId, d.resolvedAt],
        );
        return;
      }
    }
  },
});
