import { systemClock } from '@esm/core/kernel/clock';
import pg from 'pg';
import { startBoss } from '../boss';
import { startJobWorkers } from '../jobs';

/**
 * A worker process that claims one job of QUEUE and never finishes it: it prints `claimed <id>`
 * and waits, so a test can SIGKILL it while the job is provably `active`.
 */
const url = process.env.DATABASE_URL!;
const queue = process.env.QUEUE!;
const pool = new pg.Pool({ connectionString: url, max: 2 });
const boss = await startBoss({ connectionString: url });
await startJobWorkers({
  boss,
  pool,
  clock: systemClock,
  jobs: [
    {
      queue,
      handle: (_data, { jobId }) => {
        console.log(`claimed ${jobId}`);
        return new Promise<void>(() => {});
      },
    },
  ],
});
console.log('working');
