import type { PaymentGateway } from '@esm/core/payment/gateway';
import { DEMO_PASSWORD } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientAtCheckout,
  type ProviderWithService,
  payAndConfirm,
  providerWithService,
} from '../checkout/testing/checkout-fixtures';

let t: TestPlatform;
let provider: ProviderWithService;
let gatewayDown = false;

beforeAll(async () => {
  t = await startTestPlatform({ seed: 'minimal' });
  provider = await providerWithService(t);
  const gateway = t.platform.context.gateway as PaymentGateway;
  const refund = gateway.refund.bind(gateway);
  gateway.refund = (input) =>
    gatewayDown ? Promise.reject(new Error('The gateway is unavailable')) : refund(input);
}, 60_000);
afterAll(() => t?.stop());

async function workUntil<T>(check: () => Promise<T | null | false>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    await t.clock.tick(1000);
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('refunds the gateway has not accepted', () => {
  it('are listed for the back office with the gateway’s answer, and an admin can retry one', async () => {
    const { client, setup, quoteId } = await clientAtCheckout(t, provider.serviceId);
    const bookingId = await payAndConfirm(client, setup, quoteId);
    gatewayDown = true;
    expect((await provider.client.post(`/api/bookings/${bookingId}/decline`, {})).status).toBe(200);

    const admin = t.client();
    await admin.signIn('admin@demo.eventhire.uk', DEMO_PASSWORD);
    const ofBooking = `/api/admin/refunds?filter=${encodeURIComponent(JSON.stringify({ bookingId }))}`;
    type Refund = { id: string; bookingId: string; status: string };
    const stuck = await workUntil(async () => {
      const res = await admin.get<Refund[]>(ofBooking);
      return res.body.some((r) => r.status === 'retrying' || r.status === 'failed') ? res.body : null;
    }, 'the refund to fail');
    expect(stuck).toMatchObject([
      {
        bookingId,
        amountPence: 67_500,
        reason: 'provider_declined',
        lastError: 'The gateway is unavailable',
      },
    ]);
    expect((await client.get('/api/admin/refunds')).status).toBe(403);

    gatewayDown = false;
    const retried = await admin.post(`/api/admin/refunds/${stuck[0]!.id}/retry`, {});
    expect(retried).toMatchObject({
      status: 200,
      body: { id: stuck[0]!.id, status: 'issued', lastError: null },
    });
    const { rows } = await t.pool.query(
      "SELECT count(*)::int AS n FROM es.events WHERE type = 'PaymentRefundIssued' AND data->>'bookingId' = $1",
      [bookingId],
    );
    expect(rows[0].n).toBe(1);
    expect((await admin.get<Refund[]>(ofBooking)).body.map((r) => r.status)).toEqual(['issued']);
    const again = await admin.post(`/api/admin/refunds/${stuck[0]!.id}/retry`, {});
    expect(again).toMatchObject({ status: 409, body: { code: 'REFUND_ALREADY_ISSUED' } });
  });
});
