import type { EventStore, RecordedEvent, Subscription } from '@esm/core/eventstore/port';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { jobIdFor } from './job-id';
import type { ProcessManager, TimerIntent } from './process-manager';

type Tx = pg.PoolClient;

/**
 * Runs process managers over the event feed. For each manager and batch, one transaction holds
 * its checkpoint, its timers (wk.timers) and the pg-boss jobs that execute them (sent through the
 * same connection), so a crash never loses or doubles a timer. On start it re-sends every pending
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
          for (const manager of managers) await this.applyBatch(manager, events);
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

  private async applyBatch(manager: ProcessManager, events: readonly RecordedEvent[]): Promise<void> {
    const client = await this.options.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ position: number }>(
        'SELECT position FROM wk.pm_checkpoints WHERE name = $1 FOR UPDATE',
        [manager.name],
      );
      let position = Number(rows[0]?.position ?? 0);
      const start = position;
      for (const event of events) {
        if (event.globalPosition <= position) continue;
        if (manager.handles.includes(event.type)) {
          for (const intent of manager.react(event))
            await this.applyIntent(client, manager.name, intent, event);
        }
        position = event.globalPosition;
      }
      if (position !== start) {
        await client.query('UPDATE wk.pm_checkpoints SET position = $2 WHERE name = $1', [
          manager.name,
          position,
        ]);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  private async applyIntent(
    tx: Tx,
    process: string,
    intent: TimerIntent,
    cause: RecordedEvent,
  ): Promise<void> {
    const db = { executeSql: (text: string, values?: unknown[]) => tx.query(text, values) };
    const { rows } = await tx.query<{ queue: string; run_at: Date; job_id: string; state: string }>(
      'SELECT queue, run_at, job_id, state FROM wk.timers WHERE key = $1 FOR UPDATE',
      [intent.key],
    );
    const existing = rows[0];
    if (intent.kind === 'cancel') {
      if (existing?.state !== 'pending') return;
      await this.options.boss.cancel(existing.queue, existing.job_id, { db });
      await tx.query("UPDATE wk.timers SET state = 'cancelled', updated_position = $2 WHERE key = $1", [
        intent.key,
        cause.globalPosition,
      ]);
      return;
    }
    if (existing?.state === 'pending' && existing.run_at.getTime() === intent.runAt.getTime()) return;
    if (existing?.state === 'pending')
      await this.options.boss.cancel(existing.queue, existing.job_id, { db });
    // The causing event's position makes the id unique per scheduling, yet the same on a replay.
    const jobId = jobIdFor(`${intent.key}#${cause.globalPosition}`, intent.runAt);
    const data = { ...intent.data, timerKey: intent.key };
    await tx.query(
      `INSERT INTO wk.timers (key, process, queue, run_at, data, job_id, state, updated_position)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7)
       ON CONFLICT (key) DO UPDATE SET process = $2, queue = $3, run_at = $4, data = $5, job_id = $6,
         state = 'pending', updated_position = $7`,
      [intent.key, process, intent.queue, intent.runAt, data, jobId, cause.globalPosition],
    );
    await this.options.boss.send(intent.queue, data, { id: jobId, startAfter: intent.runAt, db });
  }
}
