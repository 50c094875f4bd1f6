import { addBankDetails } from '@esm/api/bank-details/testing';
import { providerWithService } from '@esm/api/checkout/testing/checkout-fixtures';
import type { SimulatedGateway } from '@esm/infra/payment/simulated/simulated-gateway';
import { signWebhook } from '@esm/infra/payment/simulated/webhook-signature';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { cancelledLife, lifeSnapshot, payWithSimulatedCard } from './testing/booking-life';
import { until } from './testing/money-fixture';

/**
 * "A test delivers every webhook of a booking's life three times in shuffled order and
 * checks the final state and the ledger." The same life (paid, accepted, deposit paid out,
 * cancelled with a 50% refund, the rest paid out) runs twice on fresh platforms from the same
 * moment: once with the simulated gateway's webhooks delivered as they happen, in order; once with
 * none delivered during the life and all of them delivered afterwards, each three times, in a
 * seeded shuffled order. Both must end exactly alike.
 */
const START = '2026-06-01T09:00:00.000Z';
// Both platforms stay up until the end, and stop one after the other once idle.
const platforms: TestPlatform[] = [];
afterAll(async () => {
  for (const p of platforms) await p.stop();
});

interface Captured {
  type: string;
  body: string;
  signature: string;
}

/** mulberry32: a small seeded PRNG, so a failing order can be replayed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

async function runLife(deliverInOrder: boolean) {
  const platform = await startTestPlatform({ start: START });
  platforms.push(platform);
  const gateway = platform.platform.context.gateway as unknown as SimulatedGateway;
  const captured: Captured[] = [];
  gateway.observeWebhooks((webhook) => captured.push(webhook));
  // Without in-order delivery, the webhooks are only captured: the browser's confirm settles the
  // payment and the workers do the rest, as if every webhook were delayed until the very end.
  if (!deliverInOrder) gateway.onWebhook(async () => {});
  const provider = await providerWithService(platform);
  await addBankDetails(provider.client);
  const settle = () => gateway.drainWebhooks();
  const life = await cancelledLife(platform, provider, payWithSimulatedCard(), settle);
  return { platform, gateway, provider, life, captured, settle };
}

describe('every webhook of a booking’s life, three times, in shuffled order', () => {
  it('ends exactly as a single in-order delivery: booking, payouts, refunds, transfers, events, ledger', async () => {
    const reference = await runLife(true);
    const types = reference.captured.map((w) => w.type);
    // Payment, refund and both transfers all reported.
    expect(types).toContain('payment_intent.succeeded');
    expect(types).toContain('charge.refunded');
    expect(types.filter((x) => x === 'transfer.created').length).toBeGreaterThanOrEqual(1);
    const expected = await lifeSnapshot(reference.platform, reference.provider, reference.life);
    expect(expected.booking).toEqual({ status: 'cancelled', paymentStatus: 'partially_refunded' });
    await reference.settle();

    const run = await runLife(false);
    expect(run.captured.map((w) => w.type).sort()).toEqual([...types].sort());
    const secret = run.platform.config.paymentWebhookSecret;
    const deliveries = shuffled(
      run.captured.flatMap((w) => [w, w, w]),
      seeded(20260601),
    );
    const seen = new Set<string>();
    for (const webhook of deliveries) {
      // Stripe signs every delivery attempt afresh (the original signatures are now too old).
      const signature = signWebhook(webhook.body, secret, run.platform.domainClock.now());
      const res = await run.platform
        .client()
        .post<{ duplicate: boolean }>('/api/stripe/webhook', webhook.body, {
          'content-type': 'application/json',
          'stripe-signature': signature,
        });
      expect(res.status).toBe(200);
      const id = (JSON.parse(webhook.body) as { id: string }).id;
      expect(res.body.duplicate).toBe(seen.has(id));
      seen.add(id);
    }
    const stale = run.captured[0]!;
    const refused = await run.platform.client().post('/api/stripe/webhook', stale.body, {
      'content-type': 'application/json',
      'stripe-signature': stale.signature,
    });
    expect(refused.status).toBe(400);

    // Let any worker a webhook might have woken run, then compare.
    await until(
      run.platform,
      async () => {
        const now = await lifeSnapshot(run.platform, run.provider, run.life);
        return JSON.stringify(now) === JSON.stringify(expected) ? now : null;
      },
      'the same final state',
      5000,
    ).catch(() => null);
    expect(await lifeSnapshot(run.platform, run.provider, run.life)).toEqual(expected);
  }, 180_000);
});
