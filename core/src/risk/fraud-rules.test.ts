import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../kernel/clock';
import { type FraudRuleFacts, fraudRulesTriggered } from './fraud-rules';

const asOf = '2026-06-01T12:00:00.000Z';
const ago = (ms: number) => new Date(Date.parse(asOf) - ms).toISOString();
const ahead = (ms: number) => new Date(Date.parse(asOf) + ms).toISOString();

const clean: FraudRuleFacts = {
  asOf,
  accountCreatedAt: ago(730 * DAY),
  isVerified: true,
  contactSharingViolationsAt: [],
  providerCancellationsAt: [],
  disputesAt: [],
  bankDetailsChangedAt: [],
  payoutDates: [],
  openFraudAlerts: 0,
  previousRiskScore: 0,
};
const types = (facts: FraudRuleFacts) => fraudRulesTriggered(facts).map((rule) => rule.alertType);

describe('fraud rules that raise alerts for investigators', () => {
  it('a clean history raises nothing', () => {
    expect(fraudRulesTriggered(clean)).toEqual([]);
  });

  it('bank details changed within 48 hours before a payout still to come raise a high alert', () => {
    const [alert] = fraudRulesTriggered({
      ...clean,
      bankDetailsChangedAt: [ago(HOUR)],
      payoutDates: [ahead(30 * HOUR)],
    });
    expect(alert).toMatchObject({
      alertType: 'bank_details_changed_before_payout',
      severity: 'high',
      dedupKey: `bank_details_changed_before_payout:${ago(HOUR)}`,
      metadata: { bankDetailsChangedAt: ago(HOUR), payoutDate: ahead(30 * HOUR) },
      riskScore: 20,
    });
    expect(alert?.description).toBe(
      'Bank details were changed on 1 June 2026 at 12:00 UK time, within 48 hours before a payout due on 2 June 2026 at 19:00 UK time.',
    );
  });

  it('a payout more than 48 hours after the change, or already made, raises nothing', () => {
    expect(types({ ...clean, bankDetailsChangedAt: [ago(HOUR)], payoutDates: [ahead(48 * HOUR)] })).toEqual(
      [],
    );
    expect(types({ ...clean, bankDetailsChangedAt: [ago(3 * DAY)], payoutDates: [ago(2 * DAY)] })).toEqual(
      [],
    );
  });

  it('3 contact-sharing violations in 30 days raise a medium alert; 2 do not; older ones do not count', () => {
    const three = [ago(DAY), ago(10 * DAY), ago(29 * DAY)];
    expect(fraudRulesTriggered({ ...clean, contactSharingViolationsAt: three })).toMatchObject([
      {
        alertType: 'repeated_contact_sharing',
        severity: 'medium',
        dedupKey: `repeated_contact_sharing:${ago(29 * DAY)}`,
      },
    ]);
    expect(types({ ...clean, contactSharingViolationsAt: three.slice(0, 2) })).toEqual([]);
    expect(types({ ...clean, contactSharingViolationsAt: [ago(DAY), ago(10 * DAY), ago(31 * DAY)] })).toEqual(
      [],
    );
  });

  it('the same burst gives the same key when a later violation is added, so it raises one alert', () => {
    const before = fraudRulesTriggered({
      ...clean,
      contactSharingViolationsAt: [ago(DAY), ago(2 * DAY), ago(3 * DAY)],
    });
    const after = fraudRulesTriggered({
      ...clean,
      contactSharingViolationsAt: [ago(HOUR), ago(DAY), ago(2 * DAY), ago(3 * DAY)],
    });
    expect(after[0]?.dedupKey).toBe(before[0]?.dedupKey);
  });

  it('3 provider cancellations in 30 days raise a medium alert', () => {
    expect(types({ ...clean, providerCancellationsAt: [ago(DAY), ago(2 * DAY), ago(3 * DAY)] })).toEqual([
      'repeated_provider_cancellations',
    ]);
    expect(types({ ...clean, providerCancellationsAt: [ago(DAY), ago(2 * DAY)] })).toEqual([]);
  });

  it('2 disputes in 30 days raise a medium alert', () => {
    expect(types({ ...clean, disputesAt: [ago(DAY), ago(2 * DAY)] })).toEqual(['repeated_disputes']);
    expect(types({ ...clean, disputesAt: [ago(DAY)] })).toEqual([]);
  });

  it('the score crossing into High raises a high alert, critical from 80; staying High raises nothing', () => {
    const risky: FraudRuleFacts = {
      ...clean,
      isVerified: false,
      accountCreatedAt: ago(DAY),
      openFraudAlerts: 3,
      previousRiskScore: 40,
    };
    expect(fraudRulesTriggered(risky)).toMatchObject([
      { alertType: 'high_risk_score', severity: 'high', riskScore: 55 },
    ]);
    expect(types({ ...risky, previousRiskScore: 55 })).toEqual([]);
    const long = (days: number) => ago(days * DAY);
    const critical: FraudRuleFacts = {
      ...clean,
      isVerified: false,
      accountCreatedAt: long(200),
      contactSharingViolationsAt: [long(60), long(61), long(62)],
      providerCancellationsAt: [long(60), long(61)],
      disputesAt: [long(60)],
      openFraudAlerts: 3,
      previousRiskScore: 50,
    };
    expect(fraudRulesTriggered(critical)).toMatchObject([
      { alertType: 'high_risk_score', severity: 'critical', riskScore: 85 },
    ]);
  });
});
