/**
 * A live projection runner in its own process, for the crash test: it freezes in the middle of a
 * batch (inside a projector's open transaction) at KILL_AT and says so on stdout, so the test can
 * SIGKILL it at exactly that point. Not part of the product.
 */
import { PostgresEventStore } from '@esm/infra/eventstore/postgres/postgres-event-store';
import pg from 'pg';
import { checkpointsOf } from '../read-model-schema';
import { ProjectionRunner } from '../runner';
import { tallyProjectors } from './tally-projectors';

const url = process.env.DATABASE_URL;
const killAt = Number(process.env.KILL_AT);
if (!url || !Number.isSafeInteger(killAt)) throw new Error('DATABASE_URL and KILL_AT are required');

const pool = new pg.Pool({ connectionString: url, max: 4 });
const store = new PostgresEventStore({ pool, pollIntervalMs: 50 });
const projectors = tallyProjectors(
  {
    async beforeApply(projector, event) {
      if (projector !== 'entries' || event.globalPosition !== killAt) return;
      // Projectors of one batch run concurrently: freeze only once `tallies` has committed its
      // part of this batch, so the test knows exactly where each one stands when it kills.
      for (;;) {
        const meta = await pool.query<{ active_schema: string }>(
          'SELECT active_schema FROM public.read_model_meta WHERE id = 1',
        );
        const checkpoints = await checkpointsOf(pool, meta.rows[0]!.active_schema);
        if ((checkpoints.get('tallies') ?? 0) >= killAt) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      process.stdout.write(`FROZEN ${killAt}\n`);
      await new Promise(() => {});
    },
  },
  1,
  { batched: process.env.BATCHED === '1' },
);
const runner = new ProjectionRunner({ pool, store, projectors, batchSize: Number(process.env.BATCH ?? 100) });
await runner.start();
process.stdout.write('STARTED\n');
