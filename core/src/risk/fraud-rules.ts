import { DAY } from '../kernel/clock';
import { formatUkDateTime } from '../standing/uk-time';
import { bankChangesBeforePayouts, type ProviderRiskFacts, within } from './facts';
import { riskLevelOf, riskScore } from './score';

export const FRAUD_ALERT_TYPES = [
  'bank_details_changed_before_payout',
  'repeated_contact_sharing',
  'repeated_provider_cancellations',
  'repeated_disputes',
  'high_risk_score',
] as const;
export type FraudAlertType = (typeof FRAUD_ALERT_TYPES)[number];

export const FRAUD_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type FraudSeverity = (typeof FRAUD_SEVERITIES)[number];

export interface FraudRuleFacts extends ProviderRiskFacts {
  /** The score before the event being evaluated, to see it cross into High; null when never scored. */
  previousRiskScore: number | null;
}

export interface TriggeredFraudRule {
  alertType: FraudAlertType;
  severity: FraudSeverity;
  description: string;
  /**
   * Names the incident, not the evaluation: the same burst of violations or the same bank change
   * gives the same key however often the rules run, so the caller derives the alert id from it
   * (fraudAlertIdFor) and an incident raises one alert, even after that alert is resolved.
   */
  dedupKey: string;
  metadata: Record<string, string | number>;
  riskScore: number;
}

/** Thresholds for the rules that raise alerts for investigators. */
export const FRAUD_RULES = {
  burstWindowMs: 30 * DAY,
  violationsInWindow: 3,
  cancellationsInWindow: 3,
  disputesInWindow: 2,
  /** A score at or above this is critical rather than high. */
  criticalScore: 80,
} as const;

function burst(
  times: readonly string[],
  asOf: string,
  threshold: number,
): { count: number; since: string } | null {
  const recent = within(times, asOf, FRAUD_RULES.burstWindowMs);
  const first = recent[0];
  return recent.length >= threshold && first !== undefined ? { count: recent.length, since: first } : null;
}

/**
 * The rules that raise fraud alerts, evaluated whenever the provider's history
 * changes: bank details changed within 48 hours before a payout still to come; 3+ contact-sharing
 * violations in 30 days; 3+ provider cancellations in 30 days; 2+ disputes in 30 days; the risk
 * score crossing into High.
 */
export function fraudRulesTriggered(facts: FraudRuleFacts): TriggeredFraudRule[] {
  const { score } = riskScore(facts);
  const triggered: TriggeredFraudRule[] = [];
  const asOf = Date.parse(facts.asOf);

  // Only a payout still to come can be stopped; past ones are the risk score's business.
  for (const { changedAt, payoutDate } of bankChangesBeforePayouts(facts)) {
    if (Date.parse(payoutDate) < asOf) continue;
    triggered.push({
      alertType: 'bank_details_changed_before_payout',
      severity: 'high',
      description: `Bank details were changed on ${formatUkDateTime(changedAt)}, within 48 hours before a payout due on ${formatUkDateTime(payoutDate)}.`,
      dedupKey: `bank_details_changed_before_payout:${changedAt}`,
      metadata: { bankDetailsChangedAt: changedAt, payoutDate },
      riskScore: score,
    });
  }

  const violations = burst(facts.contactSharingViolationsAt, facts.asOf, FRAUD_RULES.violationsInWindow);
  if (violations)
    triggered.push({
      alertType: 'repeated_contact_sharing',
      severity: 'medium',
      description: `${violations.count} contact-sharing violations in the last 30 days.`,
      dedupKey: `repeated_contact_sharing:${violations.since}`,
      metadata: { count: violations.count, since: violations.since },
      riskScore: score,
    });

  const cancellations = burst(facts.providerCancellationsAt, facts.asOf, FRAUD_RULES.cancellationsInWindow);
  if (cancellations)
    triggered.push({
      alertType: 'repeated_provider_cancellations',
      severity: 'medium',
      description: `${cancellations.count} bookings cancelled by the provider in the last 30 days.`,
      dedupKey: `repeated_provider_cancellations:${cancellations.since}`,
      metadata: { count: cancellations.count, since: cancellations.since },
      riskScore: score,
    });

  const disputes = burst(facts.disputesAt, facts.asOf, FRAUD_RULES.disputesInWindow);
  if (disputes)
    triggered.push({
      alertType: 'repeated_disputes',
      severity: 'medium',
      description: `${disputes.count} disputes in the last 30 days.`,
      dedupKey: `repeated_disputes:${disputes.since}`,
      metadata: { count: disputes.count, since: disputes.since },
      riskScore: score,
    });

  const wasHigh = facts.previousRiskScore !== null && riskLevelOf(facts.previousRiskScore) === 'High';
  if (riskLevelOf(score) === 'High' && !wasHigh)
    triggered.push({
      alertType: 'high_risk_score',
      severity: score >= FRAUD_RULES.criticalScore ? 'critical' : 'high',
      description: `Risk score rose to ${score} (High).`,
      dedupKey: `high_risk_score:${facts.asOf}`,
      metadata: { previousRiskScore: facts.previousRiskScore ?? 0, riskScore: score },
      riskScore: score,
    });

  return triggered;
}
