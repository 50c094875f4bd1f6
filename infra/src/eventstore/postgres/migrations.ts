import type { Migration } from '../../postgres/migrate';

/** The NOTIFY channel appends signal on; subscribers LISTEN on it. */
export const EVENTS_CHANNEL = 'es_events';

/**
 * Schema `es`: the event log. Run with `migrate(pool, eventStoreMigrations)`.
 *
 * - global_position is an identity column, but its values are only taken while holding the
 *   append lock (see append.ts); that, not the sequence, is what makes positions appear in order.
 * - UNIQUE (stream, version) is the safety net for optimistic concurrency and also the index
 *   readStream and the version check use.
 * - Appends notify subscribers from a statement trigger, so the NOTIFY is part of the append
 *   transaction and is delivered exactly when the events become visible.
 * - UPDATE and DELETE are refused: a stored event is never edited (DESIGN.md §2). TRUNCATE is
 *   left possible for deliberately resetting a development database.
 */
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
];
