import { recordDriftCheck } from '../health/drift-record';
import { allProjectors } from '../index';
import { checkDrift } from '../runner/drift-check';
import { openCliPlatform } from './open-store';
import { progressBar } from './progress-bar';

/**
 * `npm run projections:check`: rebuilds every read model into a scratch schema up to where the
 * live one is and prints each row that differs, one JSON line per row. Exit code 0 only when
 * there are 0 differences, so CI and operators can rely on it.
 */
async function main(): Promise<number> {
  const platform = await openCliPlatform((line) => console.error(line));
  const bar = progressBar('checking read models');
  try {
    const { differences, rowsCompared } = await checkDrift({
      pool: platform.pool,
      store: platform.store,
      projectors: allProjectors,
      onProgress: bar.onProgress,
    });
    bar.stop();
    // Kept for the back office's projections page, which shows the latest result.
    await recordDriftCheck(platform.pool, { differences, rowsCompared }, new Date());
    for (const d of differences) {
      const where = d.side === 'live' ? 'only in the live read model' : 'only in a clean rebuild';
      console.log(JSON.stringify({ table: d.table, where, row: d.row }));
    }
    console.log(`${differences.length} differences (${rowsCompared} live rows compared)`);
    return differences.length === 0 ? 0 : 1;
  } finally {
    bar.stop();
    await platform.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
