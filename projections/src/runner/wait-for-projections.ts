import type { ReadScope } from '@esm/core/eventstore/command-bus';
import { DEFAULT_READ_YOUR_WRITES_TIMEOUT_MS } from '@esm/infra/platform/config';
import type pg from 'pg';
import type { Projector } from './projector';
import { activeReadModel, quoteIdent } from './read-model-schema';
import type { ProjectionRunner } from './runner';

/**
 * Read-your-writes: a command route waits until the read models have passed the
 * global position of its last event, bounded so a slow projection never hangs a request.
 * In-process it listens to the runner; across processes it polls the checkpoints. With a scope
 * it waits only for the read models that handle the scope's event types (see ReadScope).
 */
export class ProjectionProgress {
  /** Per event type, the projectors that handle it: a scope is resolved on every command's wait. */
  private readonly handlersOf: ReadonlyMap<string, readonly string[]> | undefined;

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
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if ((await this.lowestCheckpoint(names)) >= position) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** The lowest checkpoint of the named projectors, or of all. */
  async lowestCheckpoint(projectors?: readonly string[]): Promise<number> {
    const active = await activeReadModel(this.pool);
    if (!active) return 0;
    const table = `${quoteIdent(active.schema)}._checkpoints`;
    const { rows } = projectors
      ? await this.pool.query<{ p: string | null }>(
          `SELECT min(position) AS p FROM ${table} WHERE projector = ANY($1::text[])`,
          [projectors],
        )
      : await this.pool.query<{ p: string | null }>(`SELECT min(position) AS p FROM ${table}`);
    return Number(rows[0]?.p ?? 0);
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
