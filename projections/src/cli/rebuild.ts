import { parseArgs } from 'node:util';
import { allProjectors } from '../index';
import { rebuildBlueGreen } from '../runner/rebuild';
import { openCliPlatform } from './open-store';
import { progressBar } from './progress-bar';

/** `--batch-size=N`: events per read and per transaction (default: the replay batch). */
function batchSizeArgument(): number | undefined {
  const { values } = parseArgs({ options: { 'batch-size': { type: 'string' } } });
  const given = values['batch-size'];
  if (given === undefined) return undefined;
  const size = Number(given);
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`--batch-size must be a whole number above 0, not ${given}`);
  return size;
}

/**
 * `npm run projections:rebuild`: replays the whole log into a new read-model schema while the
 * site keeps serving from the old one, then switches the `rm` views in one transaction and drops
 * the old schema. A running `npm start` picks the new schema up by itself.
 */
async function main() {
  const batchSize = batchSizeArgument();
  const platform = await openCliPlatform((line) => console.error(line));
  const bar = progressBar('rebuilding read models');
  try {
    const started = Date.now();
    const schema = await rebuildBlueGreen({
      pool: platform.pool,
      store: platform.store,
      projectors: allProjectors,
      onProgress: bar.onProgress,
      batchSize,
    });
    bar.stop();
    console.log(`read models rebuilt into ${schema} and switched (${Date.now() - started} ms)`);
  } finally {
    bar.stop();
    await platform.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
