import { allProjectors } from '@esm/projections/index';
import { ensureReadModels } from '@esm/projections/runner/rebuild';
import { ProjectionRunner } from '@esm/projections/runner/runner';
import { type SharedParts, withAdvisoryLock } from './shared';

export interface ProjectionsPart {
  runner: ProjectionRunner;
  /** Whether this process is following the feed (readiness). */
  healthy(): boolean;
  stop(): Promise<void>;
}

/** The projections process: builds the read models when needed, then keeps them up to date. */
export async function startProjectionsPart(shared: SharedParts): Promise<ProjectionsPart> {
  const { pool, store, log } = shared;
  // Two projections processes starting on a fresh database must not both build the read models.
  const built = await withAdvisoryLock(pool, 'eventhire:ensure-read-models', () =>
    ensureReadModels({ pool, store, projectors: allProjectors }),
  );
  if (built.rebuilt) log(`read models built into ${built.schema}`);
  const runner = new ProjectionRunner({
    pool,
    store,
    projectors: allProjectors,
    log: (message, error) => console.error(message, error),
  });
  await runner.start();
  return {
    runner,
    healthy: () => runner.healthy,
    stop: () => runner.stop(),
  };
}
