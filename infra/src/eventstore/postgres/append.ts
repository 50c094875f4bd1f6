import type { AppendPlan } from '@esm/core/eventstore/append-plan';
import { assertExpectedVersion, currentVersionOf } from '@esm/core/eventstore/expected-version';
import type { AppendResult } from '@esm/core/eventstore/port';
import type pg from 'pg';

/**
 * The key of the transaction-level advisory lock every append takes. Advisory keys are shared
 * by everything in the database; 74_210_001 is the migrations lock (infra/src/postgres/migrate.ts).
 */
export const APPEND_LOCK_KEY = 74_210_002;

/** Runs inside the append transaction after the rows are inserted, before COMMIT. Tests only. */
export type BeforeCommitHook = (append: { stream: string; globalPositions: number[] }) => Promise<void>;

export interface AppendSettings {
  occurredAt: Date;
  /**
   * Why appends are serialised. A sequence hands out numbers when a transaction asks, not when
   * it commits: transaction A takes position 7, transaction B takes 8 and commits first, a
   * reader sees 8, checkpoints at 8, and when A commits a moment later nobody reading "after 8"
   * ever sees 7. Holding this lock from before the position is taken until COMMIT means the
   * next appender cannot take a position until the previous one is visible (PostgreSQL releases
   * transaction locks only after the commit is visible), so positions become visible strictly
   * in order and "everything after my checkpoint" is always complete. The cost is that appends
   * run one at a time; see docs/event-store.md for the numbers.
   */
  lock: boolean;
  /** Set for the transaction so a session that hangs while holding the lock is cut off. */
  idleInTransactionTimeoutMs: number;
  beforeCommit: BeforeCommitHook | undefined;
}

/**
 * One append as one transaction on `client`. Throws WrongExpectedVersionError (nothing written)
 * on a version conflict; the caller rolls back on any error.
 */
export async function appendInTransaction(
  client: pg.ClientBase,
  plan: AppendPlan,
  settings: AppendSettings,
): Promise<AppendResult> {
  // The lock is its own statement on purpose: in READ COMMITTED each statement takes a fresh
  // snapshot, so the reads below see everything the previous lock holder committed. A query in
  // the same statement as the lock call would run on a snapshot from before the lock was granted.
  await client.query(
    `BEGIN ISOLATION LEVEL READ COMMITTED;
     SET LOCAL idle_in_transaction_session_timeout = ${Math.trunc(settings.idleInTransactionTimeoutMs)};
     ${settings.lock ? `SELECT pg_advisory_xact_lock(${APPEND_LOCK_KEY});` : ''}`,
  );
  const state = await streamState(client, plan);
  if (state.duplicate) {
    await client.query('COMMIT');
    return state.duplicate;
  }
  assertExpectedVersion(plan.stream, plan.expectedVersion, currentVersionOf(state.lastVersion));
  if (plan.events.length === 0) {
    await client.query('COMMIT');
    return { nextVersion: state.lastVersion ?? -1, globalPositions: [], duplicate: false };
  }
  const inserted = await insertEvents(client, plan, state.lastVersion ?? -1, settings.occurredAt);
  await settings.beforeCommit?.({ stream: plan.stream, globalPositions: inserted.globalPositions });
  await client.query('COMMIT');
  return inserted;
}

/** The stream's last version and, when the append has an idempotency key, the earlier append with it. */
async function streamState(
  client: pg.ClientBase,
  plan: AppendPlan,
): Promise<{ lastVersion: number | null; duplicate: AppendResult | null }> {
  const { rows } = await client.query<{
    last_version: number | null;
    earlier_positions: string[] | number[] | null;
    earlier_last_version: number | null;
  }>(
    `SELECT
       (SELECT max(version) FROM es.events WHERE stream = $1) AS last_version,
       (SELECT array_agg(global_position ORDER BY version) FROM es.events
         WHERE stream = $1 AND idempotency_key = $2) AS earlier_positions,
       (SELECT max(version) FROM es.events WHERE stream = $1 AND idempotency_key = $2) AS earlier_last_version`,
    [plan.stream, plan.idempotencyKey ?? null],
  );
  const row = rows[0]!;
  const duplicate =
    row.earlier_positions && row.earlier_last_version !== null
      ? {
          nextVersion: row.earlier_last_version,
          globalPositions: row.earlier_positions.map(Number),
          duplicate: true,
        }
      : null;
  return { lastVersion: row.last_version, duplicate };
}

async function insertEvents(
  client: pg.ClientBase,
  plan: AppendPlan,
  lastVersion: number,
  occurredAt: Date,
): Promise<AppendResult> {
  const batch = plan.events.map((e) => ({
    eventId: e.eventId,
    type: e.type,
    schemaVersion: e.schemaVersion,
    // Embedded as JSON (not text) so the whole batch travels as one jsonb parameter.
    data: JSON.parse(e.dataJson),
    actor: e.metadata.actor,
    correlationId: e.metadata.correlationId,
    causationId: e.metadata.causationId ?? null,
  }));
  // ORDER BY ord feeds the rows to the insert in batch order, so the identity values (taken
  // row by row as rows arrive) grow with the version inside one append.
  const { rows } = await client.query<{ global_position: string | number; version: number }>(
    `INSERT INTO es.events (event_id, stream, version, type, schema_version, occurred_at, data, actor,
                            correlation_id, causation_id, idempotency_key)
     SELECT (e.doc->>'eventId')::uuid, $1, $2 + e.ord::integer, e.doc->>'type', (e.doc->>'schemaVersion')::integer,
            $3, e.doc->'data', e.doc->'actor', e.doc->>'correlationId', e.doc->>'causationId', $4
     FROM jsonb_array_elements($5::jsonb) WITH ORDINALITY AS e(doc, ord)
     ORDER BY e.ord
     RETURNING global_position, version`,
    [plan.stream, lastVersion, occurredAt, plan.idempotencyKey ?? null, JSON.stringify(batch)],
  );
  rows.sort((a, b) => a.version - b.version);
  return {
    nextVersion: rows[rows.length - 1]!.version,
    globalPositions: rows.map((r) => Number(r.global_position)),
    duplicate: false,
  };
}
