import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appendCase } from './cases/append';
import { firstLoadCase } from './cases/first-load';
import { httpCases } from './cases/http';
import { projectionCase } from './cases/projection';
import { openCluster, parseOptions, settleBeforeCase } from './harness/context';
import { step } from './harness/progress';
import { type BenchResult, writeResults } from './harness/results';
import { table } from './harness/table';

/**
 * `npm run bench`: every case against its baseline, measured in the same run on the same
 * PostgreSQL (a throwaway embedded cluster, or DATABASE_URL's server in scratch databases).
 * `--quick` runs everything small; `--case=<name>` runs one case. docs/benchmarks.md describes
 * each case and the latest figures; this run's figures go to bench/results.json.
 */
/** search, service-page, booking and chat-polling share one marketplace and one running platform. */
const HTTP_CASES = ['search', 'service-page', 'booking', 'chat-polling'];
const CASES = ['append', 'projection', ...HTTP_CASES, 'first-load'];

async function main() {
  const options = parseOptions(process.argv.slice(2));
  // --case=booking,chat-polling runs those cases, in the usual order, on one marketplace.
  const selected = options.only === null ? null : options.only.split(',');
  const unknown = selected?.find((name) => !CASES.includes(name));
  if (unknown !== undefined) throw new Error(`unknown case ${unknown}; the cases are: ${CASES.join(', ')}`);
  const cluster = await openCluster();
  const results: BenchResult[] = [];
  try {
    step(`${await cluster.settings()}; ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB`);
    const run = async (names: string[], work: () => Promise<BenchResult[]>) => {
      if (selected && !names.some((n) => selected.includes(n))) return;
      await settleBeforeCase(cluster);
      results.push(...(await work()));
      // Each case's databases go when it ends, so nothing of it (autovacuum above all) runs beside
      // the next case.
      await cluster.dropDatabases();
    };
    await run(['append'], () => appendCase(cluster, options));
    await run(['projection'], () => projectionCase(cluster, options));
    // The HTTP cases share one generated marketplace behind one platform, so it is loaded once.
    await run([...HTTP_CASES], () => httpCases(cluster, options, selected ? selected : [...HTTP_CASES]));
    await run(['first-load'], () => firstLoadCase(cluster, options));
  } finally {
    await cluster.stop();
  }
  console.log(`\n${table(results)}\n`);
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.json');
  writeResults(file, results);
  step(`wrote ${path.relative(process.cwd(), file)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
