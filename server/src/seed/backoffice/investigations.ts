import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowStream } from '@esm/core/escrow/events';
import { loadState } from '@esm/core/eventstore/load-state';
import { fraudAlertIdFor } from '@esm/core/fraud/alert-id';
import { fraudAlertDecider } from '@esm/core/fraud/decider';
import { fraudAlertStream } from '@esm/core/fraud/events';
import { systemActor } from '@esm/core/kernel/actor';
import { HOUR } from '@esm/core/kernel/clock';
import { book } from '../activity/bookings';
import { type Activity, user } from '../activity/context';

const RULES = systemActor('fraud-rules');

/**
 * Work for the fraud investigator on `npm start`: one open alert of each severity on four
 * providers (the medium one already being investigated, with notes) and an open dispute on a
 * paid booking of the demo client. Ids are derived, not drawn, so the rest of the demo's seeded
 * randomness is the same with or without this module (the booking draws its own ids last).
 */
export async function seedInvestigations(a: Activity): Promise<void> {
  const { providers, clientId } = a;
  const investigatorId = a.accounts.get('investigator')!;
  const investigator = user(investigatorId, ['investigator']);

  const alerts = [
    {
      provider: providers[4]!,
      customerId: clientId,
      severity: 'critical',
      alertType: 'high_risk_score',
      description: 'Risk score rose to 84 (High).',
      metadata: { previousRiskScore: 46, riskScore: 84 },
      riskScore: 84,
      hoursAgo: 3,
    },
    {
      provider: providers[12]!,
      customerId: null,
      severity: 'high',
      alertType: 'bank_details_changed_before_payout',
      description: 'Bank details were changed within 48 hours before a payout due tomorrow.',
      metadata: { reportedBy: 'payouts' },
      riskScore: 55,
      hoursAgo: 20,
    },
    {
      provider: providers[8]!,
      customerId: null,
      severity: 'medium',
      alertType: 'repeated_contact_sharing',
      description: '3 contact-sharing violations in the last 30 days.',
      metadata: { count: 3 },
      riskScore: 41,
      hoursAgo: 30,
      investigate: [
        'Provider asked two clients to pay by bank transfer; messages were refused.',
        'Called the provider: says it was a misunderstanding. Watching for a week.',
      ],
    },
    {
      provider: providers[20]!,
      customerId: null,
      severity: 'low',
      alertType: 'repeated_provider_cancellations',
      description: '3 bookings cancelled by the provider in the last 30 days.',
      metadata: { count: 3 },
      riskScore: 18,
      hoursAgo: 50,
    },
  ] as const;

  for (const alert of alerts) {
    const alertId = fraudAlertIdFor(alert.provider.providerId, `demo:${alert.alertType}`);
    const stream = fraudAlertStream(alertId);
    const raisedAt = a.at(0, -alert.hoursAgo);
    await a.run(raisedAt, stream, fraudAlertDecider, {
      type: 'RaiseFraudAlert',
      actor: RULES,
      alertId,
      providerId: alert.provider.providerId,
      customerId: alert.customerId,
      alertType: alert.alertType,
      severity: alert.severity,
      description: alert.description,
      metadata: alert.metadata,
      riskScore: alert.riskScore,
    });
    if (!('investigate' in alert)) continue;
    await a.run(new Date(raisedAt.getTime() + HOUR), stream, fraudAlertDecider, {
      type: 'AssignFraudAlert',
      actor: investigator,
      alertId,
      investigatorId,
      assigneeIsInvestigator: true,
    });
    for (const [i, note] of alert.investigate.entries()) {
      await a.run(new Date(raisedAt.getTime() + (2 + i) * HOUR), stream, fraudAlertDecider, {
        type: 'AddFraudAlertNote',
        actor: investigator,
        alertId,
        noteId: `${alertId}-note-${i + 1}`,
        note,
      });
    }
  }

  // A paid booking whose event was yesterday, disputed by the demo client that evening.
  // The provider's dearest service, so the money at stake looks like a real dispute.
  const service = [...providers[4]!.services].sort((x, y) => y.basePrice - x.basePrice)[0]!;
  const bookingId = await book(a, clientId, service, 'confirmed', 10, -1, 'Evening reception, 120 guests.');
  const booking = await loadState(a.ctx.store, bookingStream(bookingId), bookingDecider);
  const escrow = await loadState(a.ctx.store, escrowStream(bookingId), escrowDecider);
  if (!booking.exists || !escrow.exists) throw new Error('demo dispute: the booking was not paid');
  await a.run(
    new Date(new Date(escrow.eventDate).getTime() + 8 * HOUR),
    escrowStream(bookingId),
    escrowDecider,
    {
      type: 'RaiseDispute',
      actor: user(clientId),
      bookingId,
      reason:
        'Delivered two hours late and part of the order was missing, so guests stood through the speeches.',
      bookingStatus: booking.status,
    },
  );
}
