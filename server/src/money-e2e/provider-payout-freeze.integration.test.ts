import { addBankDetails } from '@esm/api/bank-details/testing';
import { type Parties, paidBooking } from '@esm/api/checkout/testing/paid-booking';
import { fraudAlertIdFor } from '@esm/core/fraud/alert-id';
import { fraudAlertDecider } from '@esm/core/fraud/decider';
import { fraudAlertStream } from '@esm/core/fraud/events';
import { systemActor } from '@esm/core/kernel/actor';
import { RecordingGateway } from '@esm/infra/payment/testing/recording-gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { asUser, escrowOf, jumpTo, payoutOf, until } from './testing/money-fixture';

/**
 * A back-office payout freeze through the real workers: a payout that falls due while the
 * provider's payouts are frozen is not sent, and goes as soon as an investigator unfreezes them;
 * and an alert's timeline names whom that payout went to.
 */
let t: TestPlatform;
let gateway: RecordingGateway;
let parties: Parties;
let investigator: ReturnType<TestPlatform['client']>;

beforeAll(async () => {
  gateway = new RecordingGateway();
  t = await startTestPlatform({ seed: 'minimal', gateway, start: '2026-06-01T09:00:00.000Z' });
  const customerClient = t.client();
  const customer = await customerClient.signUp({ firstName: 'Clara', lastName: 'Client' });
  investigator = t.client();
  await investigator.signIn('investigator@demo.eventhire.uk', DEMO_PASSWORD);
  const providerClient = t.client();
  const providerUser = await providerClient.signUp();
  const provider = await providerClient.becomeProvider({ businessName: 'Northern Stage Co' });
  await addBankDetails(providerClient);
  parties = { customerId: customer.id, providerId: provider.id, providerUserId: providerUser.id };
}, 60_000);
afterAll(() => t?.stop());

const statusOf = async (payoutId: string) => {
  const p = await payoutOf(t, payoutId);
  return p.exists ? p.status : null;
};

describe('a provider whose payouts are frozen', () => {
  it('is not paid while frozen, and is paid at once when unfrozen', async () => {
    const { bookingId } = await paidBooking(t, parties, {
      eventDate: new Date('2026-06-25T10:00:00Z'),
      duration: 4,
      gateway,
    });
    await until(t, async () => (await escrowOf(t, bookingId)).exists, 'escrow held');
    await asUser(t, parties.providerUserId, bookingId, { type: 'AcceptBooking', message: null });
    const depositId = `deposit-${bookingId}`;
    await until(t, async () => (await statusOf(depositId)) === 'scheduled', 'deposit payout scheduled');

    const path = `/api/admin/providers/${parties.providerId}/payouts`;
    const frozen = await investigator.post<{ payoutsFrozen: boolean }>(path, {
      action: 'freeze',
      reason: 'Fraud alert under investigation.',
    });
    expect(frozen.body.payoutsFrozen).toBe(true);

    // The payment date passes: the due timer fires and finds the provider frozen.
    await jumpTo(t, new Date('2026-06-15T10:00:00Z'));
    for (let i = 0; i < 40; i++) {
      await t.clock.tick(1000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await statusOf(depositId)).toBe('scheduled');
    expect(gateway.paidTransfers(bookingId)).toEqual([]);

    const unfrozen = await investigator.post<{ payoutsFrozen: boolean }>(path, {
      action: 'unfreeze',
      reason: 'Cleared: the bank change was genuine.',
    });
    expect(unfrozen.body.payoutsFrozen).toBe(false);
    await until(t, async () => (await statusOf(depositId)) === 'sent', 'deposit sent after the unfreeze');
    expect(gateway.paidTransfers(bookingId).map((x) => x.amount)).toEqual([10_500]);
  }, 120_000);

  it("names whom a payout in the customer's history paid, on another provider's alert", async () => {
    // The alert is about a second provider; the customer it names was paid for by Northern Stage Co.
    const otherClient = t.client();
    await otherClient.signUp();
    const other = await otherClient.becomeProvider({ businessName: 'Other Hire Ltd' });
    const alertId = fraudAlertIdFor(other.id, 'timeline-names-the-payee');
    const rules = systemActor('fraud-rules');
    await t.platform.context.commands.run({
      stream: fraudAlertStream(alertId),
      decider: fraudAlertDecider,
      command: {
        type: 'RaiseFraudAlert',
        actor: rules,
        alertId,
        providerId: other.id,
        customerId: parties.customerId,
        alertType: 'repeated_contact_sharing',
        severity: 'high',
        description: 'Asked the customer to pay off the platform.',
        metadata: {},
        riskScore: 40,
      },
      actor: rules,
      correlationId: 'test-timeline-names-the-payee',
    });
    type Entry = { kind: string; subject: string; summary: string; detail: string | null };
    let entries: Entry[] = [];
    await until(
      t,
      async () => {
        const res = await investigator.get<{ entries: Entry[] }>(
          `/api/admin/fraud-alerts/${alertId}/timeline`,
        );
        entries = res.status === 200 ? res.body.entries : [];
        return entries.some((e) => e.summary.startsWith('Payout sent'));
      },
      'the payout in the timeline',
    );
    expect(entries).toContainEqual({
      kind: 'payment',
      subject: 'customer',
      summary: 'Payout sent, £105.00',
      detail: 'Paid to Northern Stage Co',
      ref: expect.any(String),
      at: expect.any(String),
      id: expect.any(String),
    });
    expect(entries).toContainEqual(
      expect.objectContaining({ kind: 'payment', subject: 'customer', detail: 'Paid by Clara Client' }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        kind: 'booking',
        subject: 'customer',
        detail: 'Clara Client booked Northern Stage Co for 25/06/2026',
      }),
    );
  }, 60_000);
});
