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
  /** Tables this projector owns; each gets a view in the `rm` schema and is compared by the drift check. */
  tables: string[];
  /** Event types this projector reads; others are skipped without a call. */
  handles: readonly string[];
  apply(event: RecordedEvent, db: ProjectionDb): Promise<void>;
}

/** A projector as written: `handles` names platform events, and `apply` sees exactly those, typed. */
export interface ProjectorDefinition<T extends PlatformEventType>
  extends Omit<Projector, 'handles' | 'apply'> {
  handles: readonly T[];
  apply(event: RecordedPlatformEvent<T>, db: ProjectionDb): Promise<void>;
}

/**
 * Checks `handles` against the platform's event types at compile time (a misspelt name would
 * otherwise never match and the read model would silently miss events) and narrows what `apply`
 * receives to the handled types.
 */
export function defineProjector<const T extends PlatformEventType>(
  definition: ProjectorDefinition<T>,
): Projector {
  const { handles, apply } = definition;
  return {
    ...definition,
    async apply(event, db) {
      // The runner only delivers handled types; the guard keeps a direct call just as safe.
      if (isPlatformEventOf(handles, event)) await apply.call(definition, event, db);
    },
  };
}

/** The transaction a projector writes through. */
export interface ProjectionDb {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}
