import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POSITION_LOCK_KEY } from './append';
import { openTestEventLog } from './testing/open-test-log';

const oneEvent = () =>
  JSON.stringify([
    {
      eventId: randomUUID(),
      type: 'Tested',
      schemaVersion: 1,
      data: {},
      actor: { kind: 'system', name: 'test' },
      correlationId: 'c',
      causationId: null,
    },
  ]);

const appends = {
  'es.append_events': (client: pg.ClientBase, stream: string) =>
    client.query('SELECT es.append_events($1, $2, NULL, now(), $3::jsonb)', [stream, 'any', oneEvent()]),
  'es.append_batch': (client: pg.ClientBase, stream: string) =>
    client.query('SELECT es.append_batch($1::jsonb)', [
      JSON.stringify([
        {
          stream,
          expected: 'any',
          idempotencyKey: null,
          occurredAt: new Date(),
          events: JSON.parse(oneEvent()),
        },
      ]),
    ]),
};

let db: { url: string; drop(): Promise<void> };
let pool: pg.Pool;

beforeEach(async () => {
  db = await openTestEventLog();
  pool = new pg.Pool({ connectionString: db.url, max: 4 });
  pool.on('error', () => {});
});
afterEach(async () => {
  await pool.end();
  await db.drop();
});

/** Sessions holding the position lock (a bigint key shows as classid = high, objid = low half). */
const lockHolders = async () =>
  Number(
    (
      await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_locks
          WHERE locktype = 'advisory' AND granted AND classid = 0 AND objid = $1 AND objsubid = 1`,
        [POSITION_LOCK_KEY],
      )
    ).rows[0]!.n,
  );

/** The sessions waiting on another transaction (a row lock or a unique index entry). */
const blockedOnRows = async () =>
  (
    await pool.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND wait_event = 'transactionid'",
    )
  ).rows;

/**
 * The append functions hold a session-level advisory lock (POSITION_LOCK_KEY) while they take a
 * transaction id and positions, and release it themselves, also when a statement fails. A lock
 * left behind would hold every later append in the database for as long as that pooled
 * connection lives. PL/pgSQL's `WHEN OTHERS` does not catch a cancelled statement (a
 * statement_timeout, pg_cancel_backend), so these cancel one while it holds the lock: another
 * transaction is altering the positions' sequence, and the append waits for it inside the lock.
 */
describe('the position lock is released when an append is cancelled holding it', () => {
  for (const [name, append] of Object.entries(appends)) {
    it(`${name}: a statement timeout inside the lock leaves it free, and the next append goes through`, async () => {
      const blocker = await pool.connect();
      const appender = await pool.connect();
      try {
        await blocker.query('BEGIN');
        // ALTER SEQUENCE holds off nextval until its transaction ends.
        await blocker.query('ALTER SEQUENCE es.events_global_position_seq CACHE 1');
        await appender.query("SET statement_timeout = '300ms'");
        await expect(append(appender, 'cancelled-1')).rejects.toThrow(/statement timeout/);
        await blocker.query('ROLLBACK');

        expect(await lockHolders()).toBe(0);
        // Another connection appends at once instead of waiting for the lock for ever.
        const other = await pool.connect();
        try {
          await other.query("SET statement_timeout = '5s'");
          await append(other, 'after-1');
        } finally {
          other.release();
        }
        const { rows } = await pool.query('SELECT stream FROM es.events');
        expect(rows).toEqual([{ stream: 'after-1' }]);
      } finally {
        await blocker.query('ROLLBACK').catch(() => {});
        blocker.release();
        appender.release(true);
      }
    });
  }
});

/**
 * A single append holds the lock only while it takes its transaction id and positions, then
 * checks and inserts without it. So one that waits on another transaction's row (a racing append
 * to the same stream, not yet committed) does not hold up appends to other streams for as long as
 * that transaction lasts. (es.append_batch holds the lock through its loop, and with it the
 * others, until the racing transaction commits: see docs/event-store.md.)
 */
describe('a single append holds the position lock only while it takes its positions', () => {
  const append = appends['es.append_events'];
  it("es.append_events: an append waiting on another transaction's row holds up no other append", async () => {
    const racing = await pool.connect();
    const waiting = await pool.connect();
    const other = await pool.connect();
    try {
      // Another writer's append to the stream, in a transaction still open.
      await racing.query('BEGIN');
      await append(racing, 'raced-1');
      // This append takes the same version and waits on that row's unique index entry.
      const waited = append(waiting, 'raced-1');
      await expect.poll(async () => (await blockedOnRows()).length, { timeout: 5000 }).toBe(1);

      await other.query("SET statement_timeout = '2s'");
      await append(other, 'elsewhere-1');
      const { rows } = await pool.query('SELECT stream FROM es.events');
      expect(rows).toEqual([{ stream: 'elsewhere-1' }]);

      // The racing append commits first; the waiting one is then refused by the safety net.
      await racing.query('COMMIT');
      await expect(waited).rejects.toThrow(/events_stream_version_key/);
    } finally {
      await racing.query('ROLLBACK').catch(() => {});
      racing.release();
      waiting.release(true);
      other.release();
    }
  });
});
