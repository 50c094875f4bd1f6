import { allProjectors } from '@esm/projections/index';
import { ProjectionLeadership } from '@esm/projections/runner/leadership';
import { checkReadiness, type Readiness, runnerState } from '@esm/projections/runner/readiness';
import { ensureReadModels } from '@esm/projections/runner/rebuild';
import { ProjectionRunner } from '@esm/projections/runner/runner';
import { type SharedParts, withAdvisoryLock } from './shared';

export interface ProjectionsPart {
  runner: ProjectionRunner;
  leadership: ProjectionLeadership;
  /** /readyz: database, event store, lag, and whether this process runs or stands by. */
  readiness(): Promise<Readiness>;
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
  const leadership = new ProjectionLeadership({
    connection: pool.options,
    runner,
    log: (line, error) => (error ? console.error(line, error) : log(line)),
  });
  await leadership.start();
  if (!leadership.isLeader) log('another projections process holds the lock: standing by');
  return {
    runner,
    leadership,
    // A stand-by is ready: it is doing its job, which is to wait.
    readiness: () =>
      checkReadiness({
        pool,
        store,
        maxLag: shared.scale.readyMaxProjectionLag,
        runner: () => runnerState(leadership.isLeader, runner),
      }),
    stop: () => leadership.stop(),
  };
}
