import { fraudAlertIdFor } from '@esm/core/fraud/alert-id';
import { fraudAlertDecider } from '@esm/core/fraud/decider';
import { fraudAlertStream } from '@esm/core/fraud/events';
import { systemActor } from '@esm/core/kernel/actor';
import type { ProviderRiskFacts } from '@esm/core/risk/facts';
import { fraudRulesTriggered } from '@esm/core/risk/fraud-rules';
import { riskScore } from '@esm/core/risk/score';
import { loadRiskFacts, providerIdFor } from '@esm/projections/risk/queries';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const FRAUD_RULES_QUEUE = 'risk.evaluate-fraud-rules';

/**
 * Evaluates the fraud rules (core/src/risk/fraud-rules.ts) whenever a provider's history changes,
 * and raises an alert per incident. Alert ids name the incident, so re-running the job (retries,
 * replays) raises nothing twice.
 */
export const fraudRulesProcess = defineProcessManager({
  name: 'fraud-rules',
  // The events that change a provider's history as the rules read it.
  handles: [
    'ContactSharingViolationRecorded',
    'BookingCancelled',
    'EscrowDisputeRaised',
    'ProviderBankDetailsChanged',
    'PayoutScheduled',
  ],
  react(event) {
    // How each event names its provider: the job resolves the provider from it.
    let subject: { by: 'provider' | 'user' | 'booking'; ref: string };
    switch (event.type) {
      case 'ContactSharingViolationRecorded':
        subject = { by: 'user', ref: event.data.userId };
        break;
      case 'BookingCancelled':
      case 'EscrowDisputeRaised':
        subject = { by: 'booking', ref: event.data.bookingId };
        break;
      case 'ProviderBankDetailsChanged':
      case 'PayoutScheduled':
        subject = { by: 'provider', ref: event.data.providerId };
        break;
    }
    return [
      schedule(`fraud-rules:${event.eventId}`, FRAUD_RULES_QUEUE, event.occurredAt, {
        by: subject.by,
        ref: subject.ref,
        position: event.globalPosition,
        occurredAt: event.occurredAt.toISOString(),
      }),
    ];
  },
});

/** The history as it stood just before the event at `at`, to see the score cross into High. */
function before(facts: ProviderRiskFacts, at: string): ProviderRiskFacts {
  const earlier = (times: readonly string[]) => times.filter((t) => Date.parse(t) < Date.parse(at));
  return {
    ...facts,
    asOf: new Date(Date.parse(at) - 1).toISOString(),
    contactSharingViolationsAt: earlier(facts.contactSharingViolationsAt),
    providerCancellationsAt: earlier(facts.providerCancellationsAt),
    disputesAt: earlier(facts.disputesAt),
    bankDetailsChangedAt: earlier(facts.bankDetailsChangedAt),
  };
}

const RULES_ACTOR = systemActor('fraud-rules');

export function fraudRulesJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: FRAUD_RULES_QUEUE,
    async handle(data, context) {
      // The rules read the risk read model: it must have applied the event first.
      if (!(await deps.commands.waitForReadModels(Number(data.position))))
        throw new Error('risk read model behind; retrying');
      const by = data.by as 'provider' | 'user' | 'booking';
      const providerId = await providerIdFor(deps.pool, by, String(data.ref));
      if (!providerId) return; // a client's violation, or a booking of no known provider
      const occurredAt = String(data.occurredAt);
      // As of the event, not the job's run, so a retried job reaches the same decisions.
      const loaded = await loadRiskFacts(deps.pool, providerId, new Date(occurredAt));
      if (!loaded) return;
      const triggered = fraudRulesTriggered({
        ...loaded.facts,
        previousRiskScore: riskScore(before(loaded.facts, occurredAt)).score,
      });
      for (const rule of triggered) {
        const alertId = fraudAlertIdFor(providerId, rule.dedupKey);
        await deps.commands.run({
          stream: fraudAlertStream(alertId),
          decider: fraudAlertDecider,
          command: {
            type: 'RaiseFraudAlert',
            actor: RULES_ACTOR,
            alertId,
            providerId,
            customerId: null,
            alertType: rule.alertType,
            severity: rule.severity,
            description: rule.description,
            metadata: rule.metadata,
            riskScore: rule.riskScore,
          },
          actor: RULES_ACTOR,
          correlationId: context.jobId,
          readYourWrites: false,
        });
      }
    },
  };
}
