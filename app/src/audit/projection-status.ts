import { type LatestDriftCheck, projectorFacts, readModelHealth } from '@esm/projections/health/queries';
import { allProjectors } from '@esm/projections/index';
import type { Projector } from '@esm/projections/runner/projector';
import type { AppDeps } from '../deps';

/**
 * A projection whose next event has waited this long is not being kept up to date: the live
 * runner applies an event within moments, and only retries a failing batch (with backoff) for longer.
 */
export const STALLED_AFTER_MS = 60_000;

export type ProjectionStatus = 'running' | 'rebuilding' | 'failed';

export interface ProjectionState {
  name: string;
  version: number;
  tables: string[];
  schema: string | null;
  checkpoint: number;
  head: number;
  lag: number;
  status: ProjectionStatus;
  statusDetail: string;
  drift: {
    checkedAt: Date;
    differences: number;
    totalDifferences: number;
    rowsCompared: number;
    tables: string[];
  } | null;
}

function driftOf(check: LatestDriftCheck | null, tables: readonly string[]): ProjectionState['drift'] {
  if (!check) return null;
  const differing = tables.filter((t) => (check.tables[t] ?? 0) > 0);
  return {
    checkedAt: check.checkedAt,
    differences: differing.reduce((sum, t) => sum + (check.tables[t] ?? 0), 0),
    totalDifferences: check.differences,
    rowsCompared: check.rowsCompared,
    tables: differing,
  };
}

/**
 * Every projection's checkpoint against the event store's head, read-only. The status is read
 * from the data alone (the runner lives in another process in a scaled deployment): a read-model
 * schema being built beside the live one is a rebuild; a projection whose next event has been
 * waiting for over a minute has stopped (its batch keeps failing); anything else is running.
 */
export async function projectionStates(
  deps: Pick<AppDeps, 'store' | 'pool' | 'clock'>,
  projectors: readonly Projector[] = allProjectors,
): Promise<ProjectionState[]> {
  const health = await readModelHealth(deps.pool);
  const head = await deps.store.headPosition();
  const now = deps.clock.now().getTime();
  const waitingSince = new Map<number, Date | null>();
  const firstUnapplied = async (checkpoint: number) => {
    if (!waitingSince.has(checkpoint)) {
      const [next] = await deps.store.readAll({ fromPosition: checkpoint, batch: 1 });
      waitingSince.set(checkpoint, next?.occurredAt ?? null);
    }
    return waitingSince.get(checkpoint) ?? null;
  };
  const states: ProjectionState[] = [];
  for (const facts of projectorFacts(projectors)) {
    const checkpoint = health.checkpoints.get(facts.name) ?? 0;
    const lag = Math.max(0, head - checkpoint);
    let status: ProjectionStatus = 'running';
    let statusDetail = lag === 0 ? 'Up to date with the event store.' : `${lag} events behind the head.`;
    if (health.rebuilding.length > 0) {
      status = 'rebuilding';
      statusDetail = `A blue-green rebuild is filling ${health.rebuilding.join(', ')}; the live model keeps serving.`;
    } else if (lag > 0) {
      const since = await firstUnapplied(checkpoint);
      if (since && now - since.getTime() > STALLED_AFTER_MS) {
        status = 'failed';
        statusDetail = `Stopped: the event after position ${checkpoint} has waited since ${since.toISOString()}.`;
      }
    }
    states.push({
      ...facts,
      schema: health.activeSchema,
      checkpoint,
      head,
      lag,
      status,
      statusDetail,
      drift: driftOf(health.latestDriftCheck, facts.tables),
    });
  }
  return states;
}
