import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../kernel/clock';
import type { ProviderRiskFacts } from './facts';
import { MAX_RISK_SCORE, RISK_WEIGHTS, riskLevelOf, riskScore } from './score';

const asOf = '2026-06-01T12:00:00.000Z';
const ago = (ms: number) => new Date(Date.parse(asOf) - ms).toISOString();
const ahead = (ms: number) => new Date(Date.parse(asOf) + ms).toISOString();
const times = (count: number, everyMs = DAY) =>
  Array.from({ length: count }, (_, i) => ago((i + 1) * everyMs));

/** A verified provider of two years with a clean record: nothing to score. */
const clean: ProviderRiskFacts = {
  asOf,
  accountCreatedAt: ago(730 * DAY),
  isVerified: true,
  contactSharingViolationsAt: [],
  providerCancellationsAt: [],
  disputesAt: [],
  bankDetailsChangedAt: [],
  payoutDates: [],
  openFraudAlerts: 0,
};

describe('risk level bands', () => {
  it('up to 20 is Low, up to 50 Medium, above that High', () => {
    expect([0, 20, 21, 50, 51, 100].map(riskLevelOf)).toEqual([
      'Low',
      'Low',
      'Medium',
      'Medium',
      'High',
      'High',
    ]);
  });
});

describe('risk score rules', () => {
  it('a verified, established provider with a clean record scores 0, Low, with no reasons', () => {
    expect(riskScore(clean)).toEqual({ score: 0, level: 'Low', reasons: [] });
  });

  it('not being verified adds 15', () => {
    const result = riskScore({ ...clean, isVerified: false });
    expect(result.score).toBe(RISK_WEIGHTS.notVerified);
    expect(result.reasons.map((r) => r.rule)).toEqual(['not_verified']);
  });

  it('a young account adds 10 under 7 days, 6 under 30, 3 under 90, nothing after', () => {
    const aged = (days: number) => riskScore({ ...clean, accountCreatedAt: ago(days * DAY) }).score;
    expect([0, 6, 7, 29, 30, 89, 90].map(aged)).toEqual([10, 10, 6, 6, 3, 3, 0]);
  });

  it('a brand-new unverified provider is Medium until they verify', () => {
    expect(riskScore({ ...clean, isVerified: false, accountCreatedAt: ago(HOUR) })).toMatchObject({
      score: 25,
      level: 'Medium',
    });
    expect(riskScore({ ...clean, accountCreatedAt: ago(HOUR) })).toMatchObject({ score: 10, level: 'Low' });
  });

  it('each contact-sharing violation of the last 12 months adds 8, at most 32', () => {
    expect(riskScore({ ...clean, contactSharingViolationsAt: times(2) }).score).toBe(16);
    expect(riskScore({ ...clean, contactSharingViolationsAt: times(6) }).score).toBe(32);
    expect(riskScore({ ...clean, contactSharingViolationsAt: [ago(400 * DAY)] }).score).toBe(0);
  });

  it('each provider cancellation adds 5, at most 20; each dispute 6, at most 18', () => {
    expect(riskScore({ ...clean, providerCancellationsAt: times(3) }).score).toBe(15);
    expect(riskScore({ ...clean, providerCancellationsAt: times(9) }).score).toBe(20);
    expect(riskScore({ ...clean, disputesAt: times(2) }).score).toBe(12);
    expect(riskScore({ ...clean, disputesAt: times(5) }).score).toBe(18);
  });

  it('bank details changed within 48 hours before a payout add 20', () => {
    const changed = { ...clean, bankDetailsChangedAt: [ago(10 * DAY)] };
    expect(riskScore({ ...changed, payoutDates: [ago(9 * DAY)] }).score).toBe(20);
    expect(riskScore({ ...changed, payoutDates: [ago(10 * DAY - 48 * HOUR)] }).score).toBe(20);
    expect(riskScore({ ...changed, payoutDates: [ago(10 * DAY - 49 * HOUR)] }).score).toBe(0);
    // A payout before the change is not "shortly after" it.
    expect(riskScore({ ...changed, payoutDates: [ago(11 * DAY)] }).score).toBe(0);
    expect(riskScore({ ...clean, bankDetailsChangedAt: [ago(HOUR)], payoutDates: [ahead(HOUR)] }).score).toBe(
      20,
    );
  });

  it('each open fraud alert adds 10, at most 30', () => {
    expect(riskScore({ ...clean, openFraudAlerts: 1 }).score).toBe(10);
    expect(riskScore({ ...clean, openFraudAlerts: 5 }).score).toBe(30);
  });

  it('is capped at 100 and explains every point', () => {
    const worst = riskScore({
      asOf,
      accountCreatedAt: ago(HOUR),
      isVerified: false,
      contactSharingViolationsAt: times(5),
      providerCancellationsAt: times(5),
      disputesAt: times(5),
      bankDetailsChangedAt: [ago(HOUR)],
      payoutDates: [ahead(HOUR)],
      openFraudAlerts: 4,
    });
    expect(worst.score).toBe(MAX_RISK_SCORE);
    expect(worst.level).toBe('High');
    expect(worst.reasons.map((r) => r.rule)).toEqual([
      'not_verified',
      'young_account',
      'contact_sharing_violations',
      'provider_cancellations',
      'disputes',
      'bank_details_changed_before_payout',
      'open_fraud_alerts',
    ]);
    expect(worst.reasons.find((r) => r.rule === 'contact_sharing_violations')?.description).toBe(
      '5 contact-sharing violations in the last 12 months',
    );
  });
});
