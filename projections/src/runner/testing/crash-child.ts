/**
 * A live projection runner in its own process, for the crash test: it freezes in the middle of a
 * batch (inside a projector's open transaction) at KILL_AT and says so on stdout, so the test can
 * SIGKILL it at exactly that point. Not part of the product.
 */
import { PostgresEventStore } from '@esm/infra/eventstore/postgres/postgres-event-store';
import pg from 'pg';
import { ProjectionRunner } from '../runner';
import { tallyProjectors } from './tally-projectors';

const url = process.env.DATABASE_URL;
const killAt = Number(process.env.KILL_AT);
if (!url || !Number.isSafeInteger(killAt)) throw new Error('DATABASE_URL and KILL_AT are required');

const pool = new pg.Pool({ connectionString: url, max: 4 });
const store = new PostgresEventStore({ pool, pollIntervalMs: 50 });
const projectors = tallyProjectors({
  async beforeApply(projector, event) {
    if (projector !== 'entries' || event.globalPosition !== killAt) return;
    process.stdout.write(`FROZEN ${killAt}\n`);
    await new Promise(() => {});
  },
});
const runner = new ProjectionRunner({ pool, store, projectors, batchSize: Number(process.env.BATCH ?? 100) });
await runner.start();
process.stdout.write('STARTED\n');
