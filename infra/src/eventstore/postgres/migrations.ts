import type { Migration } from '../../postgres/migrate';

/** The NOTIFY channel appends signal on; subscribers LISTEN on it. */
export const EVENTS_CHANNEL = 'es_events';

/**
 * Schema `es`: the event log. Run with `migrate(pool, eventStoreMigrations)`.
 *
 * - global_position is taken from the identity column's sequence, and transaction_id records
 *   the appending transaction (pg_current_xact_id()). Both are handed out together, in the same
 *   order, by es.append_events; readers read only rows whose transaction is older than every
 *   transaction still running, so a position that is not yet visible is never skipped (see
 *   append.ts and docs/event-store.md).
 * - UNIQUE (stream, version) is the safety net for optimistic concurrency and also the index
 *   readStream and the version check use.
 * - Subscribers are woken by a NOTIFY the store sends after each append commits, and poll as a
 *   fallback.
 * - UPDATE and DELETE are refused: a stored event is never edited. TRUNCATE is
 *   left possible for deliberately resetting a development database.
 */
/** es.append_events as migration 0002 created it (see that migration). */
const APPEND_EVENTS_FUNCTION = `
      CREATE FUNCTION es.append_events(
        p_stream text, p_expected text, p_idempotency_key text, p_occurred_at timestamptz, p_events jsonb
      ) RETURNS jsonb LANGUAGE plpgsql AS $$
      DECLARE
        last_version integer;
        earlier jsonb;
        xid xid8;
        positions bigint[];
        n integer := jsonb_array_length(p_events);
      BEGIN
        IF p_idempotency_key IS NOT NULL THEN
          SELECT jsonb_build_object('status', 'duplicate', 'nextVersion', max(version),
                                    'positions', jsonb_agg(global_position ORDER BY version))
            INTO earlier
            FROM es.events WHERE stream = p_stream AND idempotency_key = p_idempotency_key
            HAVING count(*) > 0;
          IF earlier IS NOT NULL THEN RETURN earlier; END IF;
        END IF;

        SELECT max(version) INTO last_version FROM es.events WHERE stream = p_stream;
        IF p_expected <> 'any' AND p_expected <> coalesce(last_version::text, 'no_stream') THEN
          RETURN jsonb_build_object('status', 'conflict', 'actual', last_version);
        END IF;
        IF n = 0 THEN
          RETURN jsonb_build_object('status', 'ok', 'nextVersion', coalesce(last_version, -1),
                                    'positions', '[]'::jsonb);
        END IF;

        -- The transaction id and the positions are taken together, under a lock held for these
        -- two statements only (not until COMMIT), so a later transaction id always has higher
        -- positions: "every transaction older than the oldest one running" is then a prefix of
        -- the log in position order, which is what readers rely on.
        PERFORM pg_advisory_lock(74210002);
        BEGIN
          xid := pg_current_xact_id();
          SELECT array_agg(nextval(pg_get_serial_sequence('es.events', 'global_position')) ORDER BY i)
            INTO positions FROM generate_series(1, n) AS i;
          PERFORM pg_advisory_unlock(74210002);
        EXCEPTION WHEN OTHERS THEN
          PERFORM pg_advisory_unlock(74210002);
          RAISE;
        END;

        INSERT INTO es.events (global_position, transaction_id, event_id, stream, version, type,
                               schema_version, occurred_at, data, actor, correlation_id, causation_id,
                               idempotency_key)
        OVERRIDING SYSTEM VALUE
        SELECT positions[e.ord], xid, (e.doc->>'eventId')::uuid, p_stream,
               coalesce(last_version, -1) + e.ord::integer, e.doc->>'type',
               (e.doc->>'schemaVersion')::integer, p_occurred_at, e.doc->'data', e.doc->'actor',
               e.doc->>'correlationId', e.doc->>'causationId', p_idempotency_key
        FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(doc, ord);

        RETURN jsonb_build_object('status', 'ok', 'nextVersion', coalesce(last_version, -1) + n,
                                  'positions', to_jsonb(positions));
      END $$;`;

/** es.append_batch as migration 0003 created it (see that migration). */
const APPEND_BATCH_FUNCTION = `
      CREATE FUNCTION es.append_batch(p_appends jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
      DECLARE
        a jsonb;
        answers jsonb := '[]'::jsonb;
        earlier jsonb;
        last_version integer;
        positions bigint[];
        n integer;
        xid xid8;
      BEGIN
        PERFORM pg_advisory_lock(74210002);
        BEGIN
          xid := pg_current_xact_id();
          FOR a IN SELECT value FROM jsonb_array_elements(p_appends) LOOP
            earlier := NULL;
            IF a->>'idempotencyKey' IS NOT NULL THEN
              SELECT jsonb_build_object('status', 'duplicate', 'nextVersion', max(version),
                                        'positions', jsonb_agg(global_position ORDER BY version))
                INTO earlier
                FROM es.events WHERE stream = a->>'stream' AND idempotency_key = a->>'idempotencyKey'
                HAVING count(*) > 0;
            END IF;
            IF earlier IS NOT NULL THEN
              answers := answers || jsonb_build_array(earlier);
              CONTINUE;
            END IF;
            SELECT max(version) INTO last_version FROM es.events WHERE stream = a->>'stream';
            IF a->>'expected' <> 'any' AND a->>'expected' <> coalesce(last_version::text, 'no_stream') THEN
              answers := answers || jsonb_build_array(
                jsonb_build_object('status', 'conflict', 'actual', last_version));
              CONTINUE;
            END IF;
            n := jsonb_array_length(a->'events');
            SELECT coalesce(array_agg(nextval(pg_get_serial_sequence('es.events', 'global_position')) ORDER BY i), '{}')
              INTO positions FROM generate_series(1, n) AS i;
            INSERT INTO es.events (global_position, transaction_id, event_id, stream, version, type,
                                   schema_version, occurred_at, data, actor, correlation_id,
                                   causation_id, idempotency_key)
            OVERRIDING SYSTEM VALUE
            SELECT positions[e.ord], xid, (e.doc->>'eventId')::uuid, a->>'stream',
                   coalesce(last_version, -1) + e.ord::integer, e.doc->>'type',
                   (e.doc->>'schemaVersion')::integer, (a->>'occurredAt')::timestamptz, e.doc->'data',
                   e.doc->'actor', e.doc->>'correlationId', e.doc->>'causationId', a->>'idempotencyKey'
            FROM jsonb_array_elements(a->'events') WITH ORDINALITY AS e(doc, ord);
            answers := answers || jsonb_build_array(jsonb_build_object(
              'status', 'ok', 'nextVersion', coalesce(last_version, -1) + n, 'positions', to_jsonb(positions)));
          END LOOP;
          PERFORM pg_advisory_unlock(74210002);
        EXCEPTION WHEN OTHERS THEN
          PERFORM pg_advisory_unlock(74210002);
          RAISE;
        END;
        RETURN answers;
      END $$;`;

/**
 * The append functions as they are now: their exception block also catches a cancelled statement
 * (statement_timeout, pg_cancel_backend), which PL/pgSQL's `WHEN OTHERS` leaves out, so the
 * position lock is released and the cancel raised again. Before, a statement cancelled while it
 * held the lock (waiting on another transaction's row, say) left the lock with its connection,
 * and every later append in the database waited on it.
 */
function releasingTheLockOnCancel(fn: string): string {
  const released = fn
    .replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION')
    .replace('EXCEPTION WHEN OTHERS THEN', 'EXCEPTION WHEN OTHERS OR query_canceled THEN');
  if (!released.includes('CREATE OR REPLACE') || !released.includes('OR query_canceled')) {
    throw new Error('the append function no longer reads as expected');
  }
  return released;
}

/**
 * es.append_batch as migration 0005 made it (and 0006 undid): the batch's transaction id and all
 * its positions are taken first, under the lock, and the checks and inserts run after it.
 */
const APPEND_BATCH_POSITIONS_FIRST = `
      CREATE OR REPLACE FUNCTION es.append_batch(p_appends jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
      DECLARE
        a jsonb;
        answers jsonb := '[]'::jsonb;
        earlier jsonb;
        last_version integer;
        batch_positions bigint[];
        positions bigint[];
        taken integer := 0;
        n integer;
        xid xid8;
      BEGIN
        PERFORM pg_advisory_lock(74210002);
        BEGIN
          xid := pg_current_xact_id();
          SELECT coalesce(array_agg(nextval(pg_get_serial_sequence('es.events', 'global_position')) ORDER BY i), '{}')
            INTO batch_positions
            FROM generate_series(1, (SELECT coalesce(sum(jsonb_array_length(value->'events')), 0)::integer
                                       FROM jsonb_array_elements(p_appends))) AS i;
          PERFORM pg_advisory_unlock(74210002);
        EXCEPTION WHEN OTHERS OR query_canceled THEN
          PERFORM pg_advisory_unlock(74210002);
          RAISE;
        END;
        FOR a IN SELECT value FROM jsonb_array_elements(p_appends) LOOP
          n := jsonb_array_length(a->'events');
          positions := coalesce(batch_positions[taken + 1 : taken + n], '{}');
          taken := taken + n;
          earlier := NULL;
          IF a->>'idempotencyKey' IS NOT NULL THEN
            SELECT jsonb_build_object('status', 'duplicate', 'nextVersion', max(version),
                                      'positions', jsonb_agg(global_position ORDER BY version))
              INTO earlier
              FROM es.events WHERE stream = a->>'stream' AND idempotency_key = a->>'idempotencyKey'
              HAVING count(*) > 0;
          END IF;
          IF earlier IS NOT NULL THEN
            answers := answers || jsonb_build_array(earlier);
            CONTINUE;
          END IF;
          SELECT max(version) INTO last_version FROM es.events WHERE stream = a->>'stream';
          IF a->>'expected' <> 'any' AND a->>'expected' <> coalesce(last_version::text, 'no_stream') THEN
            answers := answers || jsonb_build_array(
              jsonb_build_object('status', 'conflict', 'actual', last_version));
            CONTINUE;
          END IF;
          INSERT INTO es.events (global_position, transaction_id, event_id, stream, version, type,
                                 schema_version, occurred_at, data, actor, correlation_id,
                                 causation_id, idempotency_key)
          OVERRIDING SYSTEM VALUE
          SELECT positions[e.ord], xid, (e.doc->>'eventId')::uuid, a->>'stream',
                 coalesce(last_version, -1) + e.ord::integer, e.doc->>'type',
                 (e.doc->>'schemaVersion')::integer, (a->>'occurredAt')::timestamptz, e.doc->'data',
                 e.doc->'actor', e.doc->>'correlationId', e.doc->>'causationId', a->>'idempotencyKey'
          FROM jsonb_array_elements(a->'events') WITH ORDINALITY AS e(doc, ord);
          answers := answers || jsonb_build_array(jsonb_build_object(
            'status', 'ok', 'nextVersion', coalesce(last_version, -1) + n, 'positions', to_jsonb(positions)));
        END LOOP;
        RETURN answers;
      END $$;`;

export const eventStoreMigrations: Migration[] = [
  {
    id: '0001_event_store',
    sql: `CREATE SCHEMA IF NOT EXISTS es;

      CREATE TABLE es.events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_id uuid NOT NULL,
        stream text NOT NULL,
        version integer NOT NULL CHECK (version >= 0),
        type text NOT NULL,
        schema_version integer NOT NULL CHECK (schema_version >= 1),
        occurred_at timestamptz NOT NULL,
        data jsonb NOT NULL,
        actor jsonb NOT NULL,
        correlation_id text NOT NULL,
        causation_id text,
        idempotency_key text,
        CONSTRAINT events_event_id_key UNIQUE (event_id),
        CONSTRAINT events_stream_version_key UNIQUE (stream, version)
      );

      CREATE INDEX events_stream_idempotency_key_idx ON es.events (stream, idempotency_key)
        WHERE idempotency_key IS NOT NULL;

      CREATE FUNCTION es.refuse_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'es.events is append-only: a stored event is never edited or deleted';
      END $$;
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON es.events
        FOR EACH STATEMENT EXECUTE FUNCTION es.refuse_event_change();

      CREATE FUNCTION es.notify_events_appended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${EVENTS_CHANNEL}', '');
        RETURN NULL;
      END $$;
      CREATE TRIGGER events_notify AFTER INSERT ON es.events
        FOR EACH STATEMENT EXECUTE FUNCTION es.notify_events_appended();`,
  },
  {
    id: '0002_event_store_transaction_ids',
    sql: `ALTER TABLE es.events ADD COLUMN transaction_id xid8 NOT NULL DEFAULT '0';
      -- Subscribers are now woken after the append commits (PostgresEventStore.announceAppend):
      -- a NOTIFY inside the append made concurrent appends commit one at a time.
      DROP TRIGGER events_notify ON es.events;
      DROP FUNCTION es.notify_events_appended();
      ALTER TABLE es.events ALTER COLUMN transaction_id SET DEFAULT pg_current_xact_id();

      -- One append in one round trip: the idempotency check, the version check, the positions and
      -- the insert. Answers {status: ok|duplicate|conflict, nextVersion, positions, actual}.
${APPEND_EVENTS_FUNCTION}`,
  },
  {
    id: '0003_event_store_append_batch',
    sql: `-- Several appends in one statement and one transaction (group commit): the store sends the
      -- appends that queued while its connections were busy. Each element is
      -- {stream, expected, idempotencyKey, occurredAt, events}; the answer is an array of
      -- es.append_events answers in the same order. Each append is checked after the earlier ones
      -- of the batch are inserted, so a second append to the same stream sees the first (a version
      -- conflict or an idempotent duplicate) exactly as it would in its own later transaction.
      -- The advisory lock is held from taking the transaction id until the last position (never
      -- until COMMIT): one transaction's positions must not interleave with another's.
${APPEND_BATCH_FUNCTION}`,
  },
  {
    id: '0004_event_store_lock_released_on_cancel',
    sql: `${releasingTheLockOnCancel(APPEND_EVENTS_FUNCTION)}
      ${releasingTheLockOnCancel(APPEND_BATCH_FUNCTION)}`,
  },
  {
    id: '0005_event_store_batch_positions_first',
    sql: `-- es.append_batch held the position lock through every check and insert of its batch, so
      -- with two batches in flight the second waited for the first's whole loop, and a batch
      -- waiting on another transaction's row (a racing append to the same stream) held up every
      -- append in the database. It now takes its transaction id and all its positions first, as
      -- es.append_events does, and checks and inserts after releasing the lock. An append of the
      -- batch that turns out a conflict or a duplicate leaves its positions unused, as a rolled
      -- back append does: positions are ordered, never dense.
${APPEND_BATCH_POSITIONS_FIRST}`,
  },
  {
    id: '0006_event_store_batch_lock_through_the_loop',
    sql: `-- Back to es.append_batch as migration 0004 left it: the position lock held through the
      -- batch's checks and inserts. Migration 0005's batch (positions first, checks and inserts
      -- after the lock) took a quarter more single-event appends a second from 16 clients on
      -- distinct streams, but the booking path, where several writers append to the same
      -- streams, was slower with it in alternated runs (p95 1,518 against 1,269 ms on average).
      ${releasingTheLockOnCancel(APPEND_BATCH_FUNCTION)}`,
  },
];
