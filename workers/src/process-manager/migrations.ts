import type { Migration } from '@esm/infra/postgres/migrate';

export const workerMigrations: Migration[] = [
  {
    id: '0400_process_managers',
    sql: `CREATE SCHEMA IF NOT EXISTS wk;
      CREATE TABLE wk.pm_checkpoints (name text PRIMARY KEY, position bigint NOT NULL DEFAULT 0);
      -- Every timer a process manager derived from the events; the pg-boss job is its execution.
      CREATE TABLE wk.timers (
        key text PRIMARY KEY,
        process text NOT NULL,
        queue text NOT NULL,
        run_at timestamptz NOT NULL,
        data jsonb NOT NULL,
        job_id uuid NOT NULL,
        state text NOT NULL CHECK (state IN ('pending', 'cancelled', 'done')),
        updated_position bigint NOT NULL
      );
      CREATE INDEX timers_pending_idx ON wk.timers (run_at) WHERE state = 'pending';`,
  },
  {
    id: '0401_settlement_sweep',
    sql: `-- Where the workers' start-up settlement sweep stopped reading, and what it carries over.
      CREATE TABLE wk.settlement_sweep (
        id int PRIMARY KEY CHECK (id = 1),
        position bigint NOT NULL,
        -- Booking payments opened and not known to have succeeded or failed: id -> opened at.
        open jsonb NOT NULL,
        -- Payments that succeeded whose bookings the last sweep could not all settle.
        unsettled jsonb NOT NULL
      );`,
  },
];
