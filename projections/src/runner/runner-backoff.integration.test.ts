import type { EventStore, SubscribeOptions } from '@esm/core/eventstore/port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReadModels } from './rebuild';
import { ProjectionRunner } from './runner';
import { openReadModelTestDb, type ReadModelTestDb } from './testing/read-model-db';
import { tallyProjectors } from './testing/tally-projectors';

let db: ReadModelTestDb;
beforeAll(async () => {
  db = await openReadModelTestDb();
  await ensureReadModels({ pool: db.pool, store: db.store, projectors: tallyProjectors() });
});
afterAll(() => db.close());

describe('the live projection runner when its feed keeps failing (database gone)', () => {
  it('logs each failure and resubscribes with a growing delay, without an error listener and without throwing', async () => {
    const subscribedAt: number[] = [];
    // A feed that fails at once, as when every connection is refused.
    const failing: EventStore = {
      ...db.store,
      subscribeAll: (options: SubscribeOptions) => {
        subscribedAt.push(Date.now());
        setImmediate(() => options.onError?.(new Error('Connection terminated unexpectedly')));
        return { stop: async () => {} };
      },
    } as EventStore;
    const logged: string[] = [];
    const runner = new ProjectionRunner({
      pool: db.pool,
      store: failing,
      projectors: tallyProjectors(),
      log: (message) => logged.push(message),
    });
    await runner.start();
    await new Promise((r) => setTimeout(r, 200));
    // Waiting to retry: readiness reports the read models as not kept up to date.
    expect(runner.healthy).toBe(false);
    await new Promise((r) => setTimeout(r, 3600));
    await runner.stop();
    // Subscribed at 0, then after 1 s, then after 2 s more (4 s would be next).
    expect(subscribedAt).toHaveLength(3);
    const gaps = subscribedAt.slice(1).map((at, i) => at - subscribedAt[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(950);
    expect(gaps[1]).toBeGreaterThanOrEqual(1900);
    expect(logged).toEqual([
      'projection batch failed; retrying from the checkpoints in 1 s',
      'projection batch failed; retrying from the checkpoints in 2 s',
      'projection batch failed; retrying from the checkpoints in 4 s',
    ]);
  });
});
