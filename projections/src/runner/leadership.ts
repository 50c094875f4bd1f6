import pg from 'pg';
import type { ProjectionRunner } from './runner';

export const PROJECTIONS_LOCK = 'eventhire:projections-runner';

/**
 * Only one projections process writes the read models at a time: the one holding a
 * session-level advisory lock on a connection of its own. PostgreSQL releases that lock when the
 * connection ends, however the holder died (crash, SIGKILL, network cut), and a waiting process
 * takes it on its next try and resumes from the checkpoints.
 *
 * The lock avoids double work; it is not what keeps events from being applied twice. Each batch
 * locks the projector's checkpoint row and skips positions at or below it, so a leader that lost
 * its lock connection but still finishes a batch cannot double-apply alongside its successor.
 */
export class ProjectionLeadership {
  private client: pg.Client | null = null;
  private leading = false;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private attempt: Promise<void> | null = null;

  constructor(
    private readonly options: {
      /** Connection settings for the lock's own connection (a pool's `options` will do). */
      connection: pg.ClientConfig;
      runner: ProjectionRunner;
      /** How often a waiting process tries the lock, and a leader checks its lock connection. */
      intervalMs?: number;
      lockName?: string;
      log?: (line: string, error?: unknown) => void;
    },
  ) {}

  /** Whether this process holds the lock and runs the projections. */
  get isLeader(): boolean {
    return this.leading;
  }

  /** Tries the lock at once (resolving as leader or stand-by), then keeps trying or checking. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.attempt;
    await this.resign();
  }

  private get interval(): number {
    return this.options.intervalMs ?? 1000;
  }

  private tick(): Promise<void> {
    this.attempt = (this.leading ? this.checkLock() : this.tryLock())
      .catch((error: unknown) => this.lose(error))
      .finally(() => {
        this.attempt = null;
        if (!this.stopped) this.timer = setTimeout(() => void this.tick(), this.interval);
      });
    return this.attempt;
  }

  private async tryLock(): Promise<void> {
    const client = await this.connection();
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
      [this.lockName],
    );
    if (!rows[0]?.locked || this.stopped) return;
    this.leading = true;
    this.options.log?.('holding the projections lock: running the projections');
    await this.options.runner.start();
  }

  /** A leader whose lock connection went away no longer holds the lock: step down at once. */
  private async checkLock(): Promise<void> {
    if (!this.client) throw new Error('the projections lock connection is gone');
    await this.client.query('SELECT 1');
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({
      ...this.options.connection,
      application_name: 'eventhire projections lock',
    });
    // Without a listener a dropped connection would crash the process; losing it loses the lock.
    client.on('error', (error) => void this.lose(error, client));
    client.on('end', () => void this.lose(new Error('lock connection ended'), client));
    await client.connect();
    this.client = client;
    return client;
  }

  private async lose(error: unknown, client: pg.Client | null = this.client): Promise<void> {
    if (client !== this.client) return;
    this.client = null;
    void client?.end().catch(() => {});
    if (!this.leading) return;
    this.leading = false;
    this.options.log?.('lost the projections lock: stopping until it is won again', error);
    await this.options.runner.stop();
  }

  private async resign(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (this.leading) {
      this.leading = false;
      await this.options.runner.stop();
    }
    // Ending the session releases the lock; an explicit unlock first would only add a round trip.
    await client?.end().catch(() => {});
  }

  private get lockName(): string {
    return this.options.lockName ?? PROJECTIONS_LOCK;
  }
}
