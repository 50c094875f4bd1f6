import { type AppendPlan, recordedFromPlan } from '@esm/core/eventstore/append-plan';
import { assertExpectedVersion, currentVersionOf } from '@esm/core/eventstore/expected-version';
import type { AppendResult } from '@esm/core/eventstore/port';
import type { EventSchemaRegistry } from '@esm/core/eventstore/schemas';
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
  /** Upcasts what the append answers the way a read would. */
  registry: EventSchemaRegistry | undefined;
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
/** What one append of a batch comes to: its result, or the error it would have thrown alone. */
export type BatchOutcome = { ok: true; result: AppendResult } | { ok: false; error: unknown };

/**
 * Several appends in one statement and one transaction (es.append_batch), answered in order.
 * A version conflict is that append's own outcome and never fails the others; an error the
 * database raises (e.g. a duplicate eventId) rolls the whole statement back and is thrown, and
 * the caller then retries each append alone.
 */
export async function appendBatch(
  queryable: pg.Pool | pg.ClientBase,
  appends: ReadonlyArray<{ plan: AppendPlan; occurredAt: Date }>,
  registry: EventSchemaRegistry | undefined,
): Promise<BatchOutcome[]> {
  const payload = appends.map(({ plan, occurredAt }) => ({
    stream: plan.stream,
    expected: String(plan.expectedVersion),
    idempotencyKey: plan.idempotencyKey ?? null,
    occurredAt: occurredAt.toISOString(),
    events: eventsJson(plan),
  }));
  const { rows } = await queryable.query<{ answers: AppendAnswer[] }>(
    'SELECT es.append_batch($1::jsonb) AS answers',
    [JSON.stringify(payload)],
  );
  return rows[0]!.answers.map((answer, i) => {
    try {
      const { plan, occurredAt } = appends[i]!;
      return { ok: true, result: toResult(plan, answer, occurredAt, registry) };
    } catch (error) {
      return { ok: false, error };
    }
  });
}

function eventsJson(plan: AppendPlan) {
  return plan.events.map((e) => ({
    eventId: e.eventId,
    type: e.type,
    schemaVersion: e.schemaVersion,
    // Embedded as JSON (not text) so the whole batch travels as one jsonb parameter.
    data: JSON.parse(e.dataJson),
    actor: e.metadata.actor,
    correlationId: e.metadata.correlationId,
    causationId: e.metadata.causationId ?? null,
  }));
}

/** Throws WrongExpectedVersionError for a conflict answer. */
function toResult(
  plan: AppendPlan,
  answer: AppendAnswer,
  occurredAt: Date,
  registry: EventSchemaRegistry | undefined,
): AppendResult {
  if (answer.status === 'conflict') {
    assertExpectedVersion(plan.stream, plan.expectedVersion, currentVersionOf(answer.actual ?? null));
  }
  const nextVersion = answer.nextVersion!;
  const globalPositions = (answer.positions ?? []).map(Number);
  const duplicate = answer.status === 'duplicate';
  const firstVersion = nextVersion - plan.events.length + 1;
  return {
    nextVersion,
    globalPositions,
    duplicate,
    events: duplicate ? [] : recordedFromPlan(plan, { firstVersion, globalPositions, occurredAt }, registry),
  };
}

export async function appendInTransaction(
  client: pg.ClientBase,
  plan: AppendPlan,
  settings: AppendSettings,
): Promise<AppendResult> {
  const events = eventsJson(plan);
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
  if (answer.status === 'conflict' && held) await client.query('ROLLBACK');
  const result = toResult(plan, answer, settings.occurredAt, settings.registry);
  if (held) {
    if (!result.duplicate && result.globalPositions.length > 0) {
      await held({ stream: plan.stream, globalPositions: result.globalPositions });
    }
    await client.query('COMMIT');
  }
  return result;
}
