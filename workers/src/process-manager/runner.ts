import type { EventStore, RecordedEvent, Subscription } from '@esm/core/eventstore/port';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { ProcessManager, TimerIntent } from './process-manager';
import { planTimers, type TimerRow } from './timer-plan';

/**
 * Runs process managers over the event feed. For each manager and batch, one transaction holds
 * its checkpoint, its timers (wk.timers) and the pg-boss jobs that execute them (sent through the
 * same connection), so a crash never loses or doubles a timer; a batch that changes no timer
 * only moves the checkpoint. On start it re-sends every pending
 * timer to pg-boss with its deterministic job id: jobs that exist are left alone, jobs that were
 * lost (a wiped job table) come back.
 */
export class ProcessManagerRunner {
  private subscription: Subscription | null = null;
  private stopped = true;
  private retryTimer: NodeJS.Timeout | null = null;
  /** Failures in a row: the retry waits 1 s, 2 s, 4 s … up to 30 s, and a good batch resets it. */
  private failures = 0;

  constructor(
    private readonly options: {
      pool: pg.Pool;
      store: EventStore;
      boss: PgBoss;
      managers: readonly ProcessManager[];
      log?: (message: string, error?: unknown) => void;
    },
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    const { pool, managers } = this.options;
    for (const m of managers) {
      await pool.query('INSERT INTO wk.pm_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [m.name]);
    }
    await this.reconcile();
    await this.subscribe();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const sub = this.subscription;
    this.subscription = null;
    await sub?.stop();
  }

  /** Re-sends every pending timer; idempotent thanks to deterministic job ids. */
  async reconcile(): Promise<number> {
    const { rows } = await this.options.pool.query<{
      queue: string;
      run_at: Date;
      data: Record<string, unknown>;
      job_id: string;
    }>("SELECT queue, run_at, data, job_id FROM wk.timers WHERE state = 'pending'");
    for (const t of rows) {
      await this.options.boss.send(t.queue, t.data, { id: t.job_id, startAfter: t.run_at });
    }
    return rows.length;
  }

  private async subscribe(): Promise<void> {
    const { pool, store, managers } = this.options;
    const { rows } = await pool.query<{ name: string; position: number }>(
      'SELECT name, position FROM wk.pm_checkpoints WHERE name = ANY($1)',
      [managers.map((m) => m.name)],
    );
    const from = Math.min(...rows.map((r) => Number(r.position)));
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      this.recover(error);
    };
    this.subscription = store.subscribeAll({
      fromPosition: from,
      batch: 200,
      onEvents: async (events) => {
        if (failed) return;
        try {
          await this.applyBatch(events);
          this.failures = 0;
        } catch (error) {
          fail(error);
        }
      },
      onError: fail,
    });
  }

  private recover(error: unknown): void {
    if (this.stopped) return;
    const delay = Math.min(1000 * 2 ** this.failures++, 30_000);
    this.options.log?.(
      `process manager batch failed; retrying from the checkpoints in ${delay / 1000} s`,
      error,
    );
    const sub = this.subscription;
    this.subscription = null;
    void (sub?.stop() ?? Promise.resolve())
      .catch(() => {})
      .then(() => {
        if (this.stopped) return;
        this.retryTimer = setTimeout(() => this.subscribe().catch((e) => this.recover(e)), delay);
      });
  }

  /**
   * Applies a batch to every manager. One statement reads every checkpoint and one moves those of
   * the managers the batch gives nothing to write, which is most of them for most batches: two
   * dozen managers each reading and writing their own row made every batch four dozen round trips.
   * A manager with timers to write gets its own transaction (`writeTimers`).
   *
   * Planning (the checkpoints, the intents, the timers they name) happens before any transaction
   * takes a transaction id, and the writes follow in as few statements as there are: the event
   * feed holds back every event appended after the oldest running transaction anywhere, so a
   * transaction kept open across many round trips would delay every subscriber, the read models
   * included.
   */
  private async applyBatch(events: readonly RecordedEvent[]): Promise<void> {
    const { managers } = this.options;
    const end = events.at(-1)?.globalPosition;
    if (end === undefined) return;
    const client = await this.options.pool.connect();
    try {
      const { rows } = await client.query<{ name: string; position: string }>(
        'SELECT name, position FROM wk.pm_checkpoints WHERE name = ANY($1)',
        [managers.map((m) => m.name)],
      );
      const checkpoints = new Map(rows.map((r) => [r.name, Number(r.position)]));
      const nothingToWrite: string[] = [];
      for (const manager of managers) {
        let start = checkpoints.get(manager.name) ?? 0;
        while (start < end) {
          const intents = intentsAfter(manager, events, start);
          if (intents.length === 0) {
            nothingToWrite.push(manager.name);
            break;
          }
          if (await this.writeTimers(client, manager.name, start, end, intents)) break;
          // Another runner applied these events first: plan again from where it left off.
          const moved = await client.query<{ position: string }>(
            'SELECT position FROM wk.pm_checkpoints WHERE name = $1',
            [manager.name],
          );
          start = Number(moved.rows[0]?.position ?? 0);
        }
      }
      if (nothingToWrite.length > 0) {
        // No timers change: the checkpoints move in one statement, never backwards.
        await client.query(
          'UPDATE wk.pm_checkpoints SET position = GREATEST(position, $2) WHERE name = ANY($1)',
          [nothingToWrite, end],
        );
      }
    } finally {
      client.release();
    }
  }

  /**
   * One transaction: move the checkpoint from `start` (refused if another runner moved it), lock
   * the named timers, and write their final rows and jobs. False when the checkpoint had moved.
   */
  private async writeTimers(
    client: pg.PoolClient,
    process: string,
    start: number,
    position: number,
    intents: ReadonlyArray<{ intent: TimerIntent; cause: RecordedEvent }>,
  ): Promise<boolean> {
    const { boss } = this.options;
    const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
    try {
      await client.query('BEGIN');
      const moved = await client.query(
        'UPDATE wk.pm_checkpoints SET position = $3 WHERE name = $1 AND position = $2',
        [process, start, position],
      );
      if (moved.rowCount !== 1) {
        await client.query('ROLLBACK');
        return false;
      }
      const stored = await lockTimers(client, [...new Set(intents.map(({ intent }) => intent.key))]);
      const plan = planTimers(process, stored, intents);
      for (const [queue, jobs] of byQueue(plan.cancel)) {
        await boss.cancel(
          queue,
          jobs.map((job) => job.jobId),
          { db },
        );
      }
      if (plan.rows.length > 0) await upsertTimers(client, plan.rows);
      for (const [queue, jobs] of byQueue(plan.send)) {
        await boss.insert(
          queue,
          jobs.map((job) => ({ id: job.jobId, data: job.data, startAfter: job.runAt })),
          { db },
        );
      }
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  }
}

/** What a manager does about the batch's events after `start`, each with the event that caused it. */
function intentsAfter(
  manager: ProcessManager,
  events: readonly RecordedEvent[],
  start: number,
): Array<{ intent: TimerIntent; cause: RecordedEvent }> {
  const intents: Array<{ intent: TimerIntent; cause: RecordedEvent }> = [];
  for (const event of events) {
    if (event.globalPosition <= start || !manager.handles.includes(event.type)) continue;
    for (const intent of manager.react(event)) intents.push({ intent, cause: event });
  }
  return intents;
}

async function lockTimers(client: pg.PoolClient, keys: readonly string[]): Promise<Map<string, TimerRow>> {
  const { rows } = await client.query<{
    key: string;
    process: string;
    queue: string;
    run_at: Date;
    data: Record<string, unknown>;
    job_id: string;
    state: TimerRow['state'];
    updated_position: string;
  }>(
    `SELECT key, process, queue, run_at, data, job_id, state, updated_position
       FROM wk.timers WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE`,
    [keys],
  );
  return new Map(
    rows.map((row) => [
      row.key,
      {
        key: row.key,
        process: row.process,
        queue: row.queue,
        runAt: row.run_at,
        data: row.data,
        jobId: row.job_id,
        state: row.state,
        updatedPosition: Number(row.updated_position),
      },
    ]),
  );
}

async function upsertTimers(client: pg.PoolClient, rows: readonly TimerRow[]): Promise<void> {
  await client.query(
    `INSERT INTO wk.timers (key, process, queue, run_at, data, job_id, state, updated_position)
     SELECT t.key, t.process, t.queue, t.run_at, t.data, t.job_id, t.state, t.updated_position
       FROM jsonb_to_recordset($1::jsonb) AS t(key text, process text, queue text, run_at timestamptz,
            data jsonb, job_id uuid, state text, updated_position bigint)
     ON CONFLICT (key) DO UPDATE SET process = EXCLUDED.process, queue = EXCLUDED.queue,
       run_at = EXCLUDED.run_at, data = EXCLUDED.data, job_id = EXCLUDED.job_id,
       state = EXCLUDED.state, updated_position = EXCLUDED.updated_position`,
    [
      JSON.stringify(
        rows.map((row) => ({
          key: row.key,
          process: row.process,
          queue: row.queue,
          run_at: row.runAt.toISOString(),
          data: row.data,
          job_id: row.jobId,
          state: row.state,
          updated_position: row.updatedPosition,
        })),
      ),
    ],
  );
}

function byQueue<T extends { queue: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.queue, [...(groups.get(item.queue) ?? []), item]);
  return groups;
}
