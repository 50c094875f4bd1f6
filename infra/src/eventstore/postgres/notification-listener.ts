import pg from 'pg';

/**
 * One dedicated connection per store that LISTENs on the events channel and wakes every
 * subscription of the store. It is only a hint: subscriptions also poll, so a dropped connection
 * (reconnected after `retryDelayMs`) delays delivery but never loses events.
 */
export class NotificationListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly callbacks = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly retryDelayMs: number,
  ) {}

  /** Registers a wake-up; connects on first use. Returns the unregister function. */
  subscribe(callback: () => void): () => void {
    this.callbacks.add(callback);
    this.ensureConnected();
    return () => this.callbacks.delete(callback);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private ensureConnected(): void {
    if (this.client || this.connecting || this.closed) return;
    this.connecting = this.connect().finally(() => {
      this.connecting = null;
    });
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.config);
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', () => this.wakeAll());
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch {
      await client.end().catch(() => {});
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    // Appends that committed before LISTEN took effect sent no notification we could hear.
    this.wakeAll();
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.ensureConnected();
    }, this.retryDelayMs);
  }

  private wakeAll(): void {
    for (const callback of this.callbacks) callback();
  }
}
