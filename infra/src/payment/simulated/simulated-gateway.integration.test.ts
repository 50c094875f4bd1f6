import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../postgres/migrate';
import { createTestDatabase } from '../../postgres/testing/test-database';
import { SimulatedGateway, simulatedGatewayMigrations } from './simulated-gateway';

let db: { url: string; drop(): Promise<void> };
let pool: pg.Pool;
let gateway: SimulatedGateway;

const card = (cardNumber: string) => ({ cardNumber, expiry: '12/30', cvc: '123', name: 'Casey Client' });
const clock = { now: () => new Date('2026-06-01T09:00:00.000Z') };

beforeAll(async () => {
  db = await createTestDatabase('gw');
  pool = new pg.Pool({ connectionString: db.url, max: 20 });
  pool.on('error', () => {});
  await migrate(pool, simulatedGatewayMigrations);
  gateway = new SimulatedGateway(pool, clock, 'whsec_test');
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

describe('simulated gateway under racing requests (real PostgreSQL)', () => {
  it('a paid intent stays paid when declined cards are confirmed at the same moment', async () => {
    const intents = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        gateway.createPaymentIntent({
          amount: 54_000,
          idempotencyKey: `race-${i}`,
          description: 'race',
          metadata: {},
        }),
      ),
    );
    await Promise.all(
      intents.flatMap((intent) => [
        gateway.confirmCard(intent.clientSecret, card('4000000000000002')),
        gateway.confirmCard(intent.clientSecret, card('4242424242424242')),
        gateway.confirmCard(intent.clientSecret, card('4000000000000002')),
        gateway.confirmCard(intent.clientSecret, card('4000000000000002')),
      ]),
    );
    for (const intent of intents) {
      const now = await gateway.retrievePaymentIntent(intent.intentId);
      expect(now).toMatchObject({ status: 'succeeded', amountReceived: 54_000, lastError: null });
      // Cancelling a paid intent is too late: it stays paid and can be refunded.
      const cancelled = await gateway.cancelPaymentIntent(intent.intentId, `cancel-${intent.intentId}`);
      expect(cancelled.status).toBe('succeeded');
      const refund = await gateway.refund({
        intentId: intent.intentId,
        amount: 54_000,
        idempotencyKey: `refund-${intent.intentId}`,
        reason: 'test',
      });
      expect(refund.status).toBe('succeeded');
    }
  });

  it('a succeeded confirmation is answered as succeeded, never overwritten by a racing decline', async () => {
    const intent = await gateway.createPaymentIntent({
      amount: 1000,
      idempotencyKey: 'answer-race',
      description: 'race',
      metadata: {},
    });
    const answers = await Promise.all([
      gateway.confirmCard(intent.clientSecret, card('4242424242424242')),
      ...Array.from({ length: 5 }, () => gateway.confirmCard(intent.clientSecret, card('4000000000000002'))),
    ]);
    expect(answers[0]).toEqual({ status: 'succeeded' });
    expect((await gateway.retrievePaymentIntent(intent.intentId)).status).toBe('succeeded');
  });

  it('two refunds racing on one intent never refund more than was captured', async () => {
    const intent = await gateway.createPaymentIntent({
      amount: 1000,
      idempotencyKey: 'refund-race',
      description: 'race',
      metadata: {},
    });
    await gateway.confirmCard(intent.clientSecret, card('4242424242424242'));
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        gateway.refund({ intentId: intent.intentId, amount: 600, idempotencyKey: `r-${i}`, reason: 'test' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const { rows } = await pool.query(
      'SELECT coalesce(sum(amount), 0)::int AS n FROM gw.refunds WHERE intent_id = $1',
      [intent.intentId],
    );
    expect(rows[0].n).toBe(600);
  });
});
