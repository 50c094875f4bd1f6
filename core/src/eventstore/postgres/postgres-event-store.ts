import pg from 'pg';
import { guardPool } from '../../postgres/pool-errors';
import { type Clock, systemClock } from '../../shared/clock';
import { InvalidAppendError, planAppend } from '../append-plan';
import { currentVersionOf } from '../expected-version';
import { followFeed } from '../feed-subscription';
import {
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedVersionError,
} from '../port';
import { readAllBounds, readStreamFrom } from '../read-options';
import type { EventSchemaRegistry } from '../schemas';
import { upcastRecorded } from '../upcast';
import { appendInTransaction, type BeforeCommitHook } from './append';
import { EVENTS_CHANNEL } from './migrations';
import { NotificationListener } from './notification-listener';
import { EVENT_COLUMNS, type EventRow, rowToRecorded } from './rows';

export interface PostgresEventStoreOptions {
  pool: pg.Pool;
  /**
   * Whether close() ends `pool`. Default false: the pool is borrowed (shared with projections,
   * the API, …) and its owner ends it. connect() creates a pool and sets this.
   */
  ownsPool?: boolean;
  /** Stamps occurredAt on appends (default: the system clock). */
  clock?: Clock;
  /** Upcasts old schema versions on read and supplies the default schemaVersion on append. */
  registry?: EventSchemaRegistry;
  /** How often subscriptions read even without a notification (default 500 ms). */
  pollIntervalMs?: number;
  /** An append session idle inside its transaction longer than this is terminated (default 5000 ms). */
  idleInTransactionTimeoutMs?: number;
  /**
   * TESTS ONLY. Appends without the advisory lock, i.e. with the sequence-gap problem this store
   * exists to prevent; postgres/gap.integration.test.ts uses it to prove the lock is what helps.
   */
  unsafeDisableAppendLockForTests?: boolean;
  /** TESTS ONLY. Hooks into the append transaction to hold it open at a chosen moment. */
  testHooks?: { beforeCommit?: BeforeCommitHook };
}

export interface PostgresEventStoreConnectOptions extends Omit<PostgresEventStoreOptions, 'pool'> {
  connectionString: string;
  /** Connections in the store's own pool (default 10). */
  poolSize?: number;
}

const UNIQUE_VIOLATION = '23505';

/**
 * The event-store port on PostgreSQL (schema `es`, see migrations.ts and docs/event-store.md).
 * Appends are serialised by a transaction-level advisory lock so global positions become
 * visible in order; subscriptions are woken by LISTEN/NOTIFY and poll as a fallback.
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  private readonly ownsPool: boolean;
  private readonly clock: Clock;
  private readonly registry: EventSchemaRegistry | undefined;
  private readonly pollIntervalMs: number;
  private readonly idleInTransactionTimeoutMs: number;
  private readonly lockAppends: boolean;
  private readonly beforeCommit: BeforeCommitHook | undefined;
  private readonly listener: NotificationListener;
  private readonly subscriptions = new Set<Subscription>();
  private closing: Promise<void> | null = null;

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.ownsPool = options.ownsPool ?? false;
    this.clock = options.clock ?? systemClock;
    this.registry = options.registry;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.idleInTransactionTimeoutMs = options.idleInTransactionTimeoutMs ?? 5000;
    if (!Number.isSafeInteger(this.idleInTransactionTimeoutMs) || this.idleInTransactionTimeoutMs < 1) {
      throw new RangeError('idleInTransactionTimeoutMs must be a positive integer');
    }
    this.lockAppends = !options.unsafeDisableAppendLockForTests;
    this.beforeCommit = options.testHooks?.beforeCommit;
    this.listener = new NotificationListener(
      { ...this.pool.options, idle_in_transaction_session_timeout: this.idleInTransactionTimeoutMs },
      EVENTS_CHANNEL,
      this.pollIntervalMs,
    );
  }

  /** A store with its own pool, which close() ends. */
  static connect(options: PostgresEventStoreConnectOptions): PostgresEventStore {
    const { connectionString, poolSize, ...rest } = options;
    const pool = new pg.Pool({
      connectionString,
      max: poolSize ?? 10,
      idle_in_transaction_session_timeout: rest.idleInTransactionTimeoutMs ?? 5000,
    });
    // An idle connection that dies is dropped by the pool and replaced on the next query; without
    // a listener the 'error' event would crash the process instead.
    guardPool(pool);
    return new PostgresEventStore({ ...rest, pool, ownsPool: true });
  }

  async append(
    stream: string,
    events: NewEvent[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    this.assertOpen();
    const plan = planAppend(stream, events, options.expectedVersion, this.registry);
    const client = await this.pool.connect();
    let connectionError: Error | undefined;
    // A checked-out client has no error listener of the pool's; a session killed while we hold
    // it (e.g. by idle_in_transaction_session_timeout) would otherwise crash the process.
    const onError = (error: Error) => {
      connectionError = error;
    };
    client.on('error', onError);
    try {
      return await appendInTransaction(client, plan, {
        occurredAt: this.clock.now(),
        lock: this.lockAppends,
        idleInTransactionTimeoutMs: this.idleInTransactionTimeoutMs,
        beforeCommit: this.beforeCommit,
      });
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        connectionError ??= rollbackError;
      });
      throw await this.explain(error, plan.stream, plan.expectedVersion);
    } finally {
      client.removeListener('error', onError);
      // A broken connection must not go back to the pool.
      client.release(connectionError ?? false);
    }
  }

  async readStream(stream: string, options?: { from?: number }): Promise<RecordedEvent[]> {
    this.assertOpen();
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es.events WHERE stream = $1 AND version >= $2 ORDER BY version`,
      [stream, readStreamFrom(options)],
    );
    return rows.map((row) => this.toRecorded(row));
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    this.assertOpen();
    const { fromPosition, batch } = readAllBounds(options);
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es.events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
      [fromPosition, batch],
    );
    return rows.map((row) => this.toRecorded(row));
  }

  subscribeAll(options: SubscribeOptions): Subscription {
    this.assertOpen();
    const inner = followFeed(
      {
        read: (fromPosition, batch) => this.readAll({ fromPosition, batch }),
        onAppended: (wake) => this.listener.subscribe(wake),
      },
      options,
      { pollIntervalMs: this.pollIntervalMs, retryDelayMs: this.pollIntervalMs },
    );
    const subscription: Subscription = {
      stop: async () => {
        this.subscriptions.delete(subscription);
        await inner.stop();
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<number> {
    this.assertOpen();
    const { rows } = await this.pool.query<{ head: string | number }>(
      'SELECT COALESCE(max(global_position), 0) AS head FROM es.events',
    );
    return Number(rows[0]!.head);
  }

  /** Stops subscriptions, closes the LISTEN connection, and ends the pool only if this store created it. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.all([...this.subscriptions].map((s) => s.stop()));
      await this.listener.close();
      if (this.ownsPool) await this.pool.end();
    })();
    return this.closing;
  }

  private toRecorded(row: EventRow): RecordedEvent {
    return upcastRecorded(this.registry, rowToRecorded(row));
  }

  /** Turns the safety nets' unique violations into the errors the port promises. */
  private async explain(error: unknown, stream: string, expected: ExpectedVersion): Promise<unknown> {
    if (!(error instanceof pg.DatabaseError) || error.code !== UNIQUE_VIOLATION) return error;
    if (error.constraint === 'events_event_id_key') {
      return new InvalidAppendError(stream, `an eventId is already recorded (${error.detail ?? ''})`);
    }
    if (error.constraint === 'events_stream_version_key') {
      const { rows } = await this.pool.query<{ last: number | null }>(
        'SELECT max(version) AS last FROM es.events WHERE stream = $1',
        [stream],
      );
      return new WrongExpectedVersionError(stream, expected, currentVersionOf(rows[0]?.last));
    }
    return error;
  }

  private assertOpen(): void {
    if (this.closing) throw new Error('PostgresEventStore is closed');
  }
}
