import {
  isPlatformEventOf,
  type PlatformEventType,
  type RecordedPlatformEvent,
} from '@esm/core/event-catalogue';
import type { RecordedEvent } from '@esm/core/eventstore/port';
import type pg from 'pg';

/**
 * One read model. A projector owns its tables, declared as unqualified DDL so the
 * runner can build them in any read-model schema (live, a blue-green rebuild, a drift check).
 * `apply` runs inside the runner's transaction with search_path set to the target schema, so it
 * writes unqualified table names; rows and checkpoint commit together.
 *
 * Rows must be a pure function of the events: take times from `event.occurredAt`, never now(),
 * and never read another projector's tables (their checkpoints differ) — keep your own copy.
 * Use jsonb, not json, for documents: the drift check compares rows with EXCEPT ALL.
 */
export interface Projector {
  name: string;
  /** Bump when the tables or the way events are applied change: it triggers a rebuild. */
  version: number;
  /** CREATE TABLE / CREATE INDEX statements, unqualified. */
  ddl: string;
  /**
   * B-tree indexes of `ddl` (by name) that only queries use: no statement of `apply` or of a batch
   * handler finds rows through them, and none is unique. A blue-green rebuild creates them after
   * the replay, with the GIN and GiST indexes, instead of maintaining them row by row.
   */
  queryIndexes?: readonly string[];
  /** Tables this projector owns; each gets a view in the `rm` schema and is compared by the drift check. */
  tables: string[];
  /** Event types this projector reads; others are skipped without a call. */
  handles: readonly string[];
  apply(event: RecordedEvent, db: ProjectionDb): Promise<void>;
  /**
   * Optional: applies many handled events (in log order) with the same end result as calling
   * `apply` on each in turn, but set-based, in a few statements. The runner hands it every handled
   * event of a batch; `batch-equivalence.integration.test.ts` holds every batchable projector to
   * exactly the rows of per-event apply.
   */
  applyBatch?(events: readonly RecordedEvent[], db: ProjectionDb): Promise<void>;
}

/**
 * A set-based handler for a group of event types: given a run of consecutive handled events whose
 * types all belong to the group, it must leave exactly the rows `apply` would leave event by event.
 */
export interface BatchHandler<T extends PlatformEventType> {
  types: readonly T[];
  /**
   * `perEvent` applies events one by one through `apply`: the way out for a run the handler
   * cannot do set-based with certainty (say, an id not in canonical form).
   */
  apply(events: readonly RecordedPlatformEvent<T>[], db: ProjectionDb, perEvent: PerEvent<T>): Promise<void>;
}

export type PerEvent<T extends PlatformEventType> = (
  events: readonly RecordedPlatformEvent<T>[],
) => Promise<void>;

/** A projector as written: `handles` names platform events, and `apply` sees exactly those, typed. */
export interface ProjectorDefinition<T extends PlatformEventType>
  extends Omit<Projector, 'handles' | 'apply' | 'applyBatch'> {
  handles: readonly T[];
  apply(event: RecordedPlatformEvent<T>, db: ProjectionDb): Promise<void>;
  /**
   * Set-based handlers for the event types that dominate the log. A batch is cut into runs of
   * consecutive events of one group; a run goes to its handler in one call, any other event to
   * `apply`. Order across runs is kept, so a handler only has to be right for its own types.
   */
  batch?: ReadonlyArray<AnyBatchHandlerOf<T>>;
}

/** A handler of some of `T` (made with `batchOf`, which types its events). */
export interface AnyBatchHandlerOf<T extends PlatformEventType> {
  types: readonly T[];
  apply(events: never, db: ProjectionDb, perEvent: never): Promise<void>;
}

/**
 * Checks `handles` against the platform's event types at compile time (a misspelt name would
 * otherwise never match and the read model would silently miss events) and narrows what `apply`
 * receives to the handled types.
 */
export function defineProjector<const T extends PlatformEventType>(
  definition: ProjectorDefinition<T>,
): Projector {
  const { handles, apply, batch, ...rest } = definition;
  const projector: Projector = {
    ...rest,
    handles,
    async apply(event, db) {
      // The runner only delivers handled types; the guard keeps a direct call just as safe.
      if (isPlatformEventOf(handles, event)) await apply.call(definition, event, db);
    },
  };
  if (!batch || batch.length === 0) return projector;
  const groupOf = new Map<string, BatchHandler<T>>();
  // batchOf typed each handler's events to its own types, and only those types reach it.
  for (const handler of batch as ReadonlyArray<BatchHandler<T>>) {
    for (const type of handler.types) groupOf.set(type, handler);
  }
  projector.applyBatch = async (events, db) => {
    let run: RecordedPlatformEvent<T>[] = [];
    let runHandler: BatchHandler<T> | undefined;
    const flush = async () => {
      if (runHandler && run.length > 0) {
        await runHandler.apply(run, db, async (events) => {
          for (const event of events) await apply.call(definition, event, db);
        });
      }
      run = [];
      runHandler = undefined;
    };
    for (const event of events) {
      if (!isPlatformEventOf(handles, event)) continue;
      const handler = groupOf.get(event.type);
      if (handler !== runHandler) await flush();
      if (handler) {
        runHandler = handler;
        run.push(event);
      } else {
        await apply.call(definition, event, db);
      }
    }
    await flush();
  };
  return projector;
}

/** The transaction a projector writes through. */
export interface ProjectionDb {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/** Declares a set-based handler with its events typed to exactly `types`. */
export function batchOf<const U extends PlatformEventType>(
  types: readonly U[],
  apply: (
    events: readonly RecordedPlatformEvent<U>[],
    db: ProjectionDb,
    perEvent: PerEvent<U>,
  ) => Promise<void>,
): BatchHandler<U> {
  return { types, apply };
}
