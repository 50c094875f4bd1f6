import type { ReadScope } from '@esm/core/eventstore/command-bus';
import { DEFAULT_READ_YOUR_WRITES_TIMEOUT_MS } from '@esm/infra/platform/config';
import type pg from 'pg';
import type { Projector } from './projector';
import { activeReadModel, quoteIdent } from './read-model-schema';
import type { ProjectionRunner } from './runner';

/** How often the checkpoints are read while a request in another process than the runner waits. */
const POLL_INTERVAL_MS = 25;

/** A request waiting for the read models to pass `position`, answered by the shared poll. */
interface PolledWait {
  position: number;
  projectors: readonly string[] | undefined;
  /** Past its time limit: the next poll answers it either way. */
  expired: boolean;
  settle(outcome: boolean | Error): void;
}

/** The lowest checkpoint of the named projectors (those that have one), or of all; 0 if none. */
function lowestOf(checkpoints: ReadonlyMap<string, number>, projectors?: readonly string[]): number {
  const positions = projectors
    ? projectors.flatMap((name) => (checkpoints.has(name) ? [checkpoints.get(name)!] : []))
    : [...checkpoints.values()];
  return positions.length === 0 ? 0 : Math.min(...positions);
}

/**
 * Read-your-writes: a command route waits until the read models have passed the
 * global position of its last event, bounded so a slow projection never hangs a request.
 * In-process it listens to the runner; across processes it polls the checkpoints. With a scope
 * it waits only for the read models that handle the scope's event types (see ReadScope).
 *
 * Across processes, every request waiting at once shares one poll: a read of all the checkpoints
 * every 25 ms answers each of them. With a poll per request, the reads grew with the requests
 * waiting, so a read model that fell behind (when the database is already slow) drew the most
 * reads: twenty requests held for 400 ms sent 510 statements, where the shared poll sends 32.
 */
export class ProjectionProgress {
  /** Per event type, the projectors that handle it: a scope is resolved on every command's wait. */
  private readonly handlersOf: ReadonlyMap<string, readonly string[]> | undefined;
  /** The requests waiting on the shared poll of the checkpoints (across processes). */
  private readonly polled = new Set<PolledWait>();
  private polling = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly localRunner?: ProjectionRunner,
    /** The projectors a scope is resolved against; without them every wait covers every read model. */
    projectors?: readonly Projector[],
    /** How long a wait lasts, at most, unless the call says otherwise. */
    private readonly defaultTimeoutMs = DEFAULT_READ_YOUR_WRITES_TIMEOUT_MS,
  ) {
    if (!projectors) return;
    const handlers = new Map<string, string[]>();
    for (const projector of projectors) {
      for (const type of projector.handles)
        handlers.set(type, [...(handlers.get(type) ?? []), projector.name]);
    }
    this.handlersOf = handlers;
  }

  /** True when the read models (in `scope`, or all) reached `position` within the time limit. */
  async waitFor(position: number, options: { timeoutMs?: number; scope?: ReadScope } = {}): Promise<boolean> {
    const { timeoutMs = this.defaultTimeoutMs, scope } = options;
    if (position <= 0) return true;
    const names = scope && this.handlersOf ? this.handling(scope, this.handlersOf) : undefined;
    // No read model shows these events: there is nothing to wait for.
    if (names?.length === 0) return true;
    // A local runner that is not running (another process holds the projections lock) tells nothing.
    if (this.localRunner?.healthy) return this.waitLocally(this.localRunner, position, timeoutMs, names);
    return this.waitPolled(position, timeoutMs, names);
  }

  /** The lowest checkpoint of the named projectors, or of all. */
  async lowestCheckpoint(projectors?: readonly string[]): Promise<number> {
    return lowestOf(await this.checkpoints(), projectors);
  }

  /** Every projector's checkpoint in the active read-model schema (none before it exists). */
  private async checkpoints(): Promise<ReadonlyMap<string, number>> {
    const active = await activeReadModel(this.pool);
    if (!active) return new Map();
    const { rows } = await this.pool.query<{ projector: string; position: string }>(
      `SELECT projector, position FROM ${quoteIdent(active.schema)}._checkpoints`,
    );
    return new Map(rows.map((row) => [row.projector, Number(row.position)]));
  }

  private waitPolled(position: number, timeoutMs: number, projectors: readonly string[] | undefined) {
    return new Promise<boolean>((resolve, reject) => {
      const wait: PolledWait = {
        position,
        projectors,
        expired: false,
        settle: (outcome) => {
          clearTimeout(timer);
          this.polled.delete(wait);
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        },
      };
      // As a request polling alone did, it looks once more after its time is up.
      const timer = setTimeout(() => {
        wait.expired = true;
      }, timeoutMs);
      this.polled.add(wait);
      void this.pollWhileWaiting();
    });
  }

  /**
   * One poll at a time, for every waiting request, until none is left. A request that starts
   * waiting while a poll is on its way is answered by that poll or the next.
   */
  private async pollWhileWaiting(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      while (this.polled.size > 0) {
        let checkpoints: ReadonlyMap<string, number>;
        try {
          checkpoints = await this.checkpoints();
        } catch (error) {
          // The database did not answer: every request waiting on this poll hears why, as it
          // would have from a read of its own.
          const failure = error instanceof Error ? error : new Error(String(error));
          for (const wait of [...this.polled]) wait.settle(failure);
          return;
        }
        for (const wait of [...this.polled]) {
          const reached = lowestOf(checkpoints, wait.projectors) >= wait.position;
          if (reached || wait.expired) wait.settle(reached);
        }
        if (this.polled.size > 0) await new Promise((r) => setTimeout(r, POLL_INTERVAL_MS));
      }
    } finally {
      this.polling = false;
    }
  }

  private handling(scope: ReadScope, handlersOf: ReadonlyMap<string, readonly string[]>): string[] {
    return [...new Set(scope.eventTypes.flatMap((type) => handlersOf.get(type) ?? []))];
  }

  private waitLocally(
    runner: ProjectionRunner,
    position: number,
    timeoutMs: number,
    projectors: readonly string[] | undefined,
  ): Promise<boolean> {
    if (runner.positionOf(projectors) >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const onAdvance = () => {
        if (runner.positionOf(projectors) < position) return;
        cleanup();
        resolve(true);
      };
      const timer = setTimeout(() => {
        cleanup();
        resolve(runner.positionOf(projectors) >= position);
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        runner.off('advance', onAdvance);
      };
      runner.on('advance', onAdvance);
    });
  }
}
