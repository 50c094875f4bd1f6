import { describe, expect, it } from 'vitest';
import { RecordingGateway } from './recording-gateway';

const input = { amount: 2500, idempotencyKey: 'k1', description: 'Boost', metadata: { kind: 'boost' } };

describe('the in-memory payment gateway', () => {
  it('returns the same intent for a repeated idempotency key', async () => {
    const gateway = new RecordingGateway();
    const a = await gateway.createPaymentIntent(input);
    const b = await gateway.createPaymentIntent(input);
    expect(b.intentId).toBe(a.intentId);
    expect(a.status).toBe('requires_payment_method');
  });

  it('charges a saved card again only when the first payment succeeded, once per key', async () => {
    const gateway = new RecordingGateway();
    const first = await gateway.createPaymentIntent(input);
    const unpaid = await gateway.chargeSavedPaymentMethod({
      ...input,
      originalIntentId: first.intentId,
      idempotencyKey: 'r0',
    });
    expect(unpaid.status).not.toBe('succeeded');
    gateway.succeed(first.intentId);
    const renewal = await gateway.chargeSavedPaymentMethod({
      ...input,
      originalIntentId: first.intentId,
      idempotencyKey: 'r1',
    });
    expect(renewal).toMatchObject({ status: 'succeeded', amountReceived: 2500 });
    const again = await gateway.chargeSavedPaymentMethod({
      ...input,
      originalIntentId: first.intentId,
      idempotencyKey: 'r1',
    });
    expect(again.intentId).toBe(renewal.intentId);
    gateway.declineRenewals = true;
    const declined = await gateway.chargeSavedPaymentMethod({
      ...input,
      originalIntentId: first.intentId,
      idempotencyKey: 'r2',
    });
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    });
  });

  const bank = { holderName: 'Sam Stage', accountNumber: '12345678', sortCode: '108800' };
  const transfer = (destination: string, idempotencyKey: string) =>
    new RecordingGateway().transfer({ amount: 100, destination, idempotencyKey, metadata: {} });

  it('opens one payout account per idempotency key and pays transfers only to open, enabled accounts', async () => {
    const gateway = new RecordingGateway();
    const unknown = await gateway.transfer({
      amount: 100,
      destination: 'provider:p1',
      idempotencyKey: 't0',
      metadata: {},
    });
    expect(unknown).toMatchObject({ status: 'failed', failureReason: "No such destination: 'provider:p1'" });

    gateway.accountRequirements = ['individual.dob.day'];
    const opened = await gateway.openPayoutAccount({
      providerId: 'p1',
      email: 'a@b.uk',
      businessName: 'Sam',
      bank,
      idempotencyKey: 'a1',
    });
    const again = await gateway.openPayoutAccount({
      providerId: 'p1',
      email: 'a@b.uk',
      businessName: 'Sam',
      bank,
      idempotencyKey: 'a1',
    });
    expect(again.accountId).toBe(opened.accountId);
    expect(gateway.payoutAccounts.size).toBe(1);
    expect(opened).toMatchObject({ payoutsEnabled: false, requirementsDue: ['individual.dob.day'] });

    const early = await gateway.transfer({
      amount: 100,
      destination: opened.accountId,
      idempotencyKey: 't1',
      metadata: {},
    });
    expect(early.status).toBe('failed');
    expect(early.failureReason).toContain('capabilities enabled: transfers');
    expect(
      await gateway.createPayoutOnboardingLink({ accountId: opened.accountId, returnUrl: 'r' }),
    ).toContain(opened.accountId);

    gateway.completeOnboarding(opened.accountId);
    expect(await gateway.retrievePayoutAccount(opened.accountId)).toEqual({
      accountId: opened.accountId,
      payoutsEnabled: true,
      requirementsDue: [],
    });
    const paid = await gateway.transfer({
      amount: 100,
      destination: opened.accountId,
      idempotencyKey: 't2',
      metadata: {},
    });
    expect(paid.status).toBe('paid');
    expect(
      await gateway.createPayoutOnboardingLink({ accountId: opened.accountId, returnUrl: 'r' }),
    ).toBeNull();
  });

  it('pays new bank details once they replace the old ones', async () => {
    const gateway = new RecordingGateway();
    const { accountId } = await gateway.openPayoutAccount({
      providerId: 'p1',
      email: 'a@b.uk',
      businessName: 'Sam',
      bank,
      idempotencyKey: 'a1',
    });
    await gateway.replacePayoutBankAccount({
      accountId,
      bank: { ...bank, accountNumber: '87654321' },
      idempotencyKey: 'b2',
    });
    expect(gateway.payoutAccounts.get(accountId)?.bank.accountNumber).toBe('87654321');
    await expect(gateway.retrievePayoutAccount('acct_nope')).rejects.toThrow("No such account: 'acct_nope'");
    expect((await transfer('acct_nope', 'x')).status).toBe('failed');
  });
});
