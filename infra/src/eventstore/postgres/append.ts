import type { AppendPlan } from '@esm/core/eventstore/append-plan';
import { assertExpectedVersion, currentVersionOf } from '@esm/core/eventstore/expected-version';
import type { AppendResult } from '@esm/core/eventstore/port';
import type pg from 'pg';

/**
 * The key of the advisory lock es.append_events holds while it takes a transaction id and
 * positions (never until COMMIT). Advisory keys are shared by everything in the database;
 * 74_210_001 is the migrations lock (infra/src/postgres/migrate.ts).
 */
export const POSITION_LOCK_KEY = 74_210_002;

/** Runs inside the append transaction after the rows are inserted, before COMMIT. Tests only. */
export type BeforeCommitHook = (append: { stream: string; globalPositions: number[] }) => Promise<void>;

export interface AppendSettings {
  occurredAt: Date;
  /** Set for a held-open test transaction so a session that hangs is cut off. */
  idleInTransactionTimeoutMs: number;
  /**
   * TESTS ONLY. When set, the append runs in an explicit transaction that calls this before
   * COMMIT (a test holds it open there); otherwise the append is one statement, one round trip.
   */
  beforeCommit: BeforeCommitHook | undefined;
}

interface AppendAnswer {
  status: 'ok' | 'duplicate' | 'conflict';
  nextVersion?: number;
  positions?: Array<number | string>;
  actual?: number | null;
}

/**
 * One append: es.append_events checks the idempotency key and the expected version, takes the
 * positions and inserts, in one statement. Appends run side by side; none waits for another's
 * COMMIT. Why a reader still never skips a position is explained where it reads
 * (postgres-event-store.ts, readAll). Throws WrongExpectedVersionError on a version conflict,
 * with nothing written; the caller rolls back on any error.
 */
export async function appendInTransaction(
  client: pg.ClientBase,
  plan: AppendPlan,
  settings: AppendSettings,
): Promise<AppendResult> {
  const events = plan.events.map((e) => ({
    eventId: e.eventId,
    type: e.type,
    schemaVersion: e.schemaVersion,
    // Embedded as JSON (not text) so the whole batch travels as one jsonb parameter.
    data: JSON.parse(e.dataJson),
    actor: e.metadata.actor,
    correlationId: e.metadata.correlationId,
    causationId: e.metadata.causationId ?? null,
  }));
  const held = settings.beforeCommit;
  if (held) {
    await client.query(
      `BEGIN ISOLATION LEVEL READ COMMITTED;
       SET LOCAL idle_in_transaction_session_timeout = ${Math.trunc(settings.idleInTransactionTimeoutMs)};`,
    );
  }
  const { rows } = await client.query<{ answer: AppendAnswer }>(
    'SELECT es.append_events($1, $2, $3, $4, $5::jsonb) AS answer',
    [
      plan.stream,
      String(plan.expectedVersion),
      plan.idempotencyKey ?? null,
      settings.occurredAt,
      JSON.stringify(events),
    ],
  );
  const answer = rows[0]!.answer;
  if (answer.status === 'conflict') {
    if (held) await client.query('ROLLBACK');
    assertExpectedVersion(plan.stream, plan.expectedVersion, currentVersionOf(answer.actual ?? null));
  }
  const result: AppendResult = {
    nextVersion: answer.nextVersion!,
    globalPositions: (answer.positions ?? []).map(Number),
    duplicate: answer.status === 'duplicate',
  };
  if (held) {
    if (!result.duplicate && result.globalPositions.length > 0) {
      await held({ stream: plan.stream, globalPositions: result.globalPositions });
    }
    await client.query('COMMIT');
  }
  return result;
}
