import { ageInDays, bankChangesBeforePayouts, LOOKBACK_MS, type ProviderRiskFacts, within } from './facts';

/** riskScore up to 20 is Low, up to 50 Medium, above that High. */
export type RiskLevel = 'Low' | 'Medium' | 'High';

export const riskLevelOf = (score: number): RiskLevel =>
  score <= 20 ? 'Low' : score <= 50 ? 'Medium' : 'High';

export type RiskRule =
  | 'not_verified'
  | 'young_account'
  | 'contact_sharing_violations'
  | 'provider_cancellations'
  | 'disputes'
  | 'bank_details_changed_before_payout'
  | 'open_fraud_alerts';

export interface RiskReason {
  rule: RiskRule;
  points: number;
  description: string;
}

export interface RiskAssessment {
  score: number;
  level: RiskLevel;
  reasons: RiskReason[];
}

/**
 * The weights, chosen so that a brand-new unverified provider is Medium (25) until they verify
 * or their account ages, a verified provider with a clean record is Low, and High needs
 * behaviour, not just newness: violations, cancellations, disputes, a bank change just before a
 * payout, or fraud alerts. Counted behaviour is that of the last 12 months, each with a ceiling
 * so that one kind of trouble cannot reach High on its own except through fraud signals.
 */
export const RISK_WEIGHTS = {
  notVerified: 15,
  /** Account younger than 7, 30 and 90 days. */
  youngAccount: [
    { underDays: 7, points: 10 },
    { underDays: 30, points: 6 },
    { underDays: 90, points: 3 },
  ],
  perViolation: 8,
  violationsCeiling: 32,
  perCancellation: 5,
  cancellationsCeiling: 20,
  perDispute: 6,
  disputesCeiling: 18,
  bankDetailsChangedBeforePayout: 20,
  perOpenFraudAlert: 10,
  openFraudAlertsCeiling: 30,
} as const;

export const MAX_RISK_SCORE = 100;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function counted(
  rule: RiskRule,
  count: number,
  perItem: number,
  ceiling: number,
  description: string,
): RiskReason | null {
  if (count === 0) return null;
  return { rule, points: Math.min(count * perItem, ceiling), description };
}

export function riskScore(facts: ProviderRiskFacts): RiskAssessment {
  const w = RISK_WEIGHTS;
  const reasons: Array<RiskReason | null> = [];
  if (!facts.isVerified)
    reasons.push({
      rule: 'not_verified',
      points: w.notVerified,
      description: 'Identity, business and insurance are not all verified',
    });
  const age = ageInDays(facts);
  const young = w.youngAccount.find((band) => age < band.underDays);
  if (young)
    reasons.push({
      rule: 'young_account',
      points: young.points,
      description: `Account is ${plural(age, 'day', 'days')} old (under ${young.underDays} days)`,
    });
  const violations = within(facts.contactSharingViolationsAt, facts.asOf, LOOKBACK_MS).length;
  reasons.push(
    counted(
      'contact_sharing_violations',
      violations,
      w.perViolation,
      w.violationsCeiling,
      `${plural(violations, 'contact-sharing violation', 'contact-sharing violations')} in the last 12 months`,
    ),
  );
  const cancellations = within(facts.providerCancellationsAt, facts.asOf, LOOKBACK_MS).length;
  reasons.push(
    counted(
      'provider_cancellations',
      cancellations,
      w.perCancellation,
      w.cancellationsCeiling,
      `${plural(cancellations, 'booking', 'bookings')} cancelled by the provider in the last 12 months`,
    ),
  );
  const disputes = within(facts.disputesAt, facts.asOf, LOOKBACK_MS).length;
  reasons.push(
    counted(
      'disputes',
      disputes,
      w.perDispute,
      w.disputesCeiling,
      `${plural(disputes, 'dispute', 'disputes')} in the last 12 months`,
    ),
  );
  const recentBankChanges = bankChangesBeforePayouts({
    ...facts,
    bankDetailsChangedAt: within(facts.bankDetailsChangedAt, facts.asOf, LOOKBACK_MS),
  });
  if (recentBankChanges.length > 0)
    reasons.push({
      rule: 'bank_details_changed_before_payout',
      points: w.bankDetailsChangedBeforePayout,
      description: 'Bank details changed within 48 hours before a payout',
    });
  reasons.push(
    counted(
      'open_fraud_alerts',
      facts.openFraudAlerts,
      w.perOpenFraudAlert,
      w.openFraudAlertsCeiling,
      `${plural(facts.openFraudAlerts, 'open fraud alert', 'open fraud alerts')}`,
    ),
  );
  const kept = reasons.filter((reason): reason is RiskReason => reason !== null);
  const score = Math.min(
    MAX_RISK_SCORE,
    kept.reduce((sum, reason) => sum + reason.points, 0),
  );
  return { score, level: riskLevelOf(score), reasons: kept };
}
