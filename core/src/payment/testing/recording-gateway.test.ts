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
});
