/**
 * A projections process for the leadership test: it competes for the projections lock and, as
 * leader, freezes inside `entries`' transaction at KILL_AT and says so on stdout, so the test can
 * SIGKILL it mid-batch while another runner waits for the lock. Not part of the product.
 */
import { PostgresEventStore } from '@esm/infra/eventstore/postgres/postgres-event-store';
import pg from 'pg';
import { ProjectionLeadership } from '../leadership';
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
const leadership = new ProjectionLeadership({
  connection: { connectionString: url },
  runner,
  intervalMs: 100,
});
await leadership.start();
process.stdout.write(leadership.isLeader ? 'LEADER\n' : 'STANDBY\n');
