import type { ApiContext } from '../http/context';
import type { SeededProvider } from './demo-marketplace';
import type { SeededRandom } from './seeded-random';

/** Marketplace activity on top of the catalogue; returns a summary line. */
export async function seedDemoActivity(
  _ctx: ApiContext,
  _seed: {
    rng: SeededRandom;
    accounts: ReadonlyMap<string, string>;
    southbank: SeededProvider;
    providers: SeededProvider[];
  },
): Promise<string> {
  return 'no activity yet';
}
