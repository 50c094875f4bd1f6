import type { RecordedEvent } from '@esm/core/eventstore/port';
import type { ProjectionDb, Projector } from '../projector';

/**
 * Small projectors for the runner's tests. Both are deliberately NOT idempotent: applying an event
 * twice adds to a total again (tallies) or writes a second identical row (entries), so a runner
 * that ever applied an event twice, or skipped one, produces rows that differ from a clean run.
 */
export interface TallyHooks {
  /** Awaited before an event is applied; lets a test hold a transaction open or fail at will. */
  beforeApply?: (projector: string, event: RecordedEvent, db: ProjectionDb) => Promise<void> | void;
}

/**
 * With `batched`, `entries` also applies set-based: ten rows per INSERT inside its one
 * transaction, calling the hook before each event as it goes, so a test can stop it with some of
 * the batch's rows written and the rest not.
 */
export function tallyProjectors(
  hooks: TallyHooks = {},
  version = 1,
  options: { batched?: boolean } = {},
): Projector[] {
  const tallies: Projector = {
    name: 'tallies',
    version,
    tables: ['tallies'],
    ddl: `CREATE TABLE tallies (
        stream text PRIMARY KEY,
        events int NOT NULL,
        total bigint NOT NULL,
        last_position bigint NOT NULL,
        first_at timestamptz NOT NULL
      );`,
    handles: ['Counted'],
    async apply(event, db) {
      await hooks.beforeApply?.('tallies', event, db);
      const amount = (event.data as { amount: number }).amount;
      await db.query(
        `INSERT INTO tallies (stream, events, total, last_position, first_at) VALUES ($1, 1, $2, $3, $4)
         ON CONFLICT (stream) DO UPDATE
           SET events = tallies.events + 1, total = tallies.total + $2, last_position = $3`,
        [event.stream, amount, event.globalPosition, event.occurredAt],
      );
    },
  };
  const entries: Projector = {
    name: 'entries',
    version,
    tables: ['entries'],
    // No key: a doubled event shows up as a doubled row, which EXCEPT ALL counts.
    ddl: 'CREATE TABLE entries (stream text NOT NULL, amount int NOT NULL, doc jsonb NOT NULL);',
    handles: ['Counted'],
    async apply(event, db) {
      await hooks.beforeApply?.('entries', event, db);
      await db.query('INSERT INTO entries (stream, amount, doc) VALUES ($1, $2, $3)', [
        event.stream,
        (event.data as { amount: number }).amount,
        JSON.stringify({ position: event.globalPosition, correlationId: event.metadata.correlationId }),
      ]);
    },
  };
  if (options.batched) {
    entries.applyBatch = async (events, db) => {
      for (let i = 0; i < events.length; i += 10) {
        const chunk = events.slice(i, i + 10);
        for (const event of chunk) await hooks.beforeApply?.('entries', event, db);
        await db.query(
          `INSERT INTO entries (stream, amount, doc)
           SELECT e->>'stream', (e->>'amount')::int, e->'doc' FROM jsonb_array_elements($1::jsonb) AS e`,
          [
            JSON.stringify(
              chunk.map((event) => ({
                stream: event.stream,
                amount: (event.data as { amount: number }).amount,
                doc: { position: event.globalPosition, correlationId: event.metadata.correlationId },
              })),
            ),
          ],
        );
      }
    };
  }
  return [tallies, entries];
}

/** Every row of the test projectors' tables in `schema`, in a stable order, for exact comparisons. */
export async function tallyRows(
  db: ProjectionDb,
  schema: string,
): Promise<{ tallies: unknown[]; entries: unknown[] }> {
  const tallies = await db.query(`SELECT * FROM ${schema}.tallies ORDER BY stream`);
  const entries = await db.query(
    `SELECT * FROM ${schema}.entries ORDER BY (doc->>'position')::bigint, stream`,
  );
  return { tallies: tallies.rows, entries: entries.rows };
}
