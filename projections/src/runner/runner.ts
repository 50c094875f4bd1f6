import { EventEmitter } from 'node:events';
import type { EventStore, Subscription } from '@esm/core/eventstore/port';
import type pg from 'pg';
import { applyBatch, ReadModelSwitchedError } from './apply-batch';
import { REPLAY_BATCH } from './catch-up';
import type { Projector } from './projector';
import { activeReadModel, checkpointsOf } from './read-model-schema';

/**
 * The live projection runner: follows the event feed and keeps the active read-model schema up
 * to date. When a blue-green rebuild switches the active schema, it resubscribes from the new
 * schema's checkpoints. Emits 'progress' with the lowest checkpoint after every batch, which
 * the read-your-writes wait listens to in-process.
 */
export class ProjectionRunner extends EventEmitter<{ progress: [number]; advance: []; error: [unknown] }> {
  private subscription: Subscription | null = null;
  private stopped = true;
  private position = 0;
  /**
   * Per projector, the position up to which its rows show every event: its checkpoint once its
   * part of a batch commits, and the batch's end as soon as the batch is read when it handles
   * none of the batch's events (its rows cannot change, whenever its checkpoint row moves).
   */
  private readonly applied = new Map<string, number>();
  private retryTimer: NodeJS.Timeout | null = null;
  /** Failures in a row: the retry waits 1 s, 2 s, 4 s, then 5 s, and a good batch resets it. */
  private failures = 0;
  /** Waiting to retry after a failure: the read models are not being kept up to date. */
  private backingOff = false;

  constructor(
    private readonly options: {
      pool: pg.Pool;
      store: EventStore;
      projectors: readonly Projector[];
      batchSize?: number;
      log?: (message: string, error?: unknown) => void;
    },
  ) {
    super();
    // Every request waiting to read its own write listens for 'progress' until it resolves or
    // times out, so the listener count is the number of such requests in flight, not a leak.
    this.setMaxListeners(0);
  }

  /**
   * Whether the runner is following the feed (not stopped, not waiting to retry after a failure):
   * readiness reports it, because a process whose read models stand still answers stale pages and
   * makes every write wait for read-your-writes in vain.
   */
  get healthy(): boolean {
    return !this.stopped && !this.backingOff;
  }

  /** Lowest checkpoint of the active schema seen by this runner. */
  get currentPosition(): number {
    return this.position;
  }

  /**
   * The position up to which the named projectors' rows (every projector's when none are named)
   * show every event. Emits 'advance' whenever it may have moved.
   */
  positionOf(projectors?: readonly string[]): number {
    let lowest = Number.POSITIVE_INFINITY;
    for (const name of projectors ?? this.options.projectors.map((p) => p.name)) {
      lowest = Math.min(lowest, this.applied.get(name) ?? 0);
    }
    return lowest === Number.POSITIVE_INFINITY ? this.position : lowest;
  }

  private advance(name: string, position: number): void {
    if (position <= (this.applied.get(name) ?? 0)) return;
    this.applied.set(name, position);
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.subscribe();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const sub = this.subscription;
    this.subscription = null;
    await sub?.stop();
  }

  private async subscribe(): Promise<void> {
    const { pool, store, projectors } = this.options;
    const active = await activeReadModel(pool);
    if (!active) throw new Error('No active read model: call ensureReadModels() before starting the runner');
    const checkpoints = await checkpointsOf(pool, active.schema);
    const from = Math.min(...projectors.map((p) => checkpoints.get(p.name) ?? 0));
    this.position = from;
    this.applied.clear();
    for (const p of projectors) this.applied.set(p.name, checkpoints.get(p.name) ?? 0);
    this.emit('progress', from);
    this.emit('advance');
    // Once a batch fails, this subscription must not apply anything later (it would move the
    // checkpoints past the failed events); recovery resubscribes from the checkpoints.
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      this.recover(error);
    };
    this.subscription = store.subscribeAll({
      fromPosition: from,
      // Large, so a runner starting far behind catches up in big set-based batches; when it is
      // current a batch is just the few new events.
      batch: this.options.batchSize ?? REPLAY_BATCH,
      onEvents: async (events) => {
        if (failed) return;
        try {
          // Batches apply one after the other, so a projector handling none of this batch's
          // events already shows everything up to its end.
          const end = events[events.length - 1]!.globalPosition;
          const types = new Set(events.map((e) => e.type));
          for (const p of projectors) if (!p.handles.some((t) => types.has(t))) this.advance(p.name, end);
          this.emit('advance');
          const after = await applyBatch({
            pool,
            schema: active.schema,
            projectors,
            events,
            requireActive: true,
            onApplied: (name, position) => {
              this.advance(name, position);
              this.emit('advance');
            },
          });
          this.position = Math.min(...after.values());
          this.failures = 0;
          this.emit('progress', this.position);
        } catch (error) {
          fail(error);
        }
      },
      onError: fail,
    });
  }

  /** A failed batch is retried from the checkpoints (nothing was half-applied); a switch resubscribes. */
  private recover(error: unknown): void {
    if (this.stopped) return;
    const switched = error instanceof ReadModelSwitchedError;
    // Capped low: read models that lag half a minute after the database is back are an outage too.
    const delay = switched ? 0 : Math.min(1000 * 2 ** this.failures++, 5_000);
    if (!switched) this.backingOff = true;
    if (!switched) {
      this.options.log?.(
        `projection batch failed; retrying from the checkpoints in ${delay / 1000} s`,
        error,
      );
      // An 'error' event nobody listens to would throw here and take the process down.
      if (this.listenerCount('error') > 0) this.emit('error', error);
    }
    const sub = this.subscription;
    this.subscription = null;
    void (sub?.stop() ?? Promise.resolve())
      .catch(() => {})
      .then(() => {
        if (this.stopped) return;
        this.retryTimer = setTimeout(() => {
          this.backingOff = false;
          this.subscribe().catch((e) => this.recover(e));
        }, delay);
      });
  }
}
