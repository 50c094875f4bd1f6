import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startEmbeddedPostgres } from '@esm/infra/postgres/embedded';
import { failureReport } from './report';
import { shrink } from './shrink';
import { runSimulation } from './simulation';
import { type Step, stepsOf } from './steps';
import { isVariant, VARIANTS } from './variants';

/**
 * npm run simulate -- --seed N --steps M [--seeds K] [--variant fixed|…] [--replay '<json steps>']
 * Runs seeds N … N+K-1 of M steps each on fresh databases; a failing seed is shrunk and printed,
 * and the exit code is 1.
 */
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    seeds: { type: 'string', default: '1' },
    steps: { type: 'string', default: '60' },
    variant: { type: 'string', default: 'fixed' },
    'max-replays': { type: 'string', default: '60' },
    'no-shrink': { type: 'boolean', default: false },
    replay: { type: 'string' },
  },
});

const variant = values.variant;
if (!isVariant(variant)) {
  console.error(`--variant must be one of ${VARIANTS.join(', ')}`);
  process.exit(2);
}
const first = Number(values.seed);
const count = Number(values.seeds);
const stepCount = Number(values.steps);
if (![first, count, stepCount].every(Number.isSafeInteger) || count < 1 || stepCount < 1) {
  console.error('--seed, --seeds and --steps take whole numbers (seeds and steps at least 1)');
  process.exit(2);
}

async function cluster(): Promise<() => Promise<void>> {
  if (process.env.TEST_PG_ADMIN_URL) return async () => {};
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    process.env.TEST_PG_ADMIN_URL = url.toString();
    return async () => {};
  }
  // Under /tmp (world-traversable): the cluster runs as the `postgres` user when we are root.
  const dir = mkdtempSync(path.join(tmpdir(), 'esm-sim-pg-'));
  chmodSync(dir, 0o755);
  const handle = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), persistent: false });
  process.env.TEST_PG_ADMIN_URL = handle.adminUrl;
  return async () => {
    await handle.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

const label = (seed: number) => (values.replay ? 'the replayed steps' : `seed ${seed}`);

const stop = await cluster();
let failed = false;
try {
  for (let seed = first; seed < first + count; seed++) {
    const steps: Step[] = values.replay ? (JSON.parse(values.replay) as Step[]) : stepsOf(seed, stepCount);
    const started = Date.now();
    const result = await runSimulation(steps, { variant });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (!result.failure) {
      const { checkouts, bookings, paid, crashes, webhooks, jobs } = result.stats;
      console.log(
        `✓ ${label(seed)} (variant ${variant}): ${steps.length} steps, every guarantee held (${seconds} s; ` +
          `${checkouts} checkouts, ${bookings} bookings, ${paid} paid, ${crashes} crashes, ${webhooks} webhooks, ${jobs} jobs)`,
      );
      if (values.replay) break;
      continue;
    }
    failed = true;
    const shrinking = values['no-shrink'] ? '' : '; shrinking…';
    console.log(
      `${label(seed)} failed after ${result.stepsRun} of ${steps.length} steps (${seconds} s)${shrinking}`,
    );
    const shrunk = values['no-shrink']
      ? null
      : await shrink(steps, result, {
          variant,
          maxReplays: Number(values['max-replays']),
          onReplay: (n, fails) => process.stdout.write(fails ? `${n}✗ ` : `${n}✓ `),
        });
    if (shrunk) process.stdout.write('\n');
    console.log(failureReport(label(seed), variant, steps, result, shrunk));
    break;
  }
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
