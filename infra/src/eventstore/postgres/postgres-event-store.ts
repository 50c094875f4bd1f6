import { type AppendPlan, InvalidAppendError, planAppend } from '@esm/core/eventstore/append-plan';
import { currentVersionOf } from '@esm/core/eventstore/expected-version';
import { type FeedPage, followFeed } from '@esm/core/eventstore/feed-subscription';
import {
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedVersionError,
} from '@esm/core/eventstore/port';
import { readAllBounds, readStreamFrom } from '@esm/core/eventstore/read-options';
import type { EventSchemaRegistry } from '@esm/core/eventstore/schemas';
import { upcastRecorded } from '@esm/core/eventstore/upcast';
import { type Clock, systemClock } from '@esm/core/kernel/clock';
import pg from 'pg';
import { guardPool } from '../../postgres/pool-errors';
import { prepared, queryPrepared } from '../../postgres/prepared';
import { appendBatch, appendInTransaction, type BeforeCommitHook } from './append';
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
   * TESTS ONLY. Reads the feed without waiting for older in-flight appends, i.e. with the
   * sequence-gap problem this store exists to prevent; gap.integration.test.ts uses it to prove
   * that the transaction-id bound is what helps.
   */
  unsafeReadPastInFlightAppendsForTests?: boolean;
  /**
   * How many append statements this store runs at once (default 2). Appends arriving while all
   * are busy wait and go together as one statement in one transaction when one finishes.
   */
  appendSlots?: number;
  /** TESTS ONLY. Hooks into the append transaction to hold it open at a chosen moment. */
  testHooks?: { beforeCommit?: BeforeCommitHook };
}

export interface PostgresEventStoreConnectOptions extends Omit<PostgresEventStoreOptions, 'pool'> {
  connectionString: string;
  /** Connections in the store's own pool (default 10). */
  poolSize?: number;
}

const UNIQUE_VIOLATION = '23505';
/** A batch stops growing at whichever comes first (keeps one statement's lock and JSON small). */
const MAX_BATCH_APPENDS = 64;
const MAX_BATCH_EVENTS = 1000;
/** How often an append expecting 'any' version is tried when other writers keep taking its version. */
const ANY_VERSION_ATTEMPTS = 5;

interface QueuedAppend {
  plan: AppendPlan;
  occurredAt: Date;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/**
 * The event-store port on PostgreSQL (schema `es`, see migrations.ts and docs/event-store.md).
 * Appends run concurrently, one statement each, and appends that arrive while every append slot
 * is busy share one statement and transaction (startBatches); the feed is read only up to the oldest
 * transaction still running, so positions are delivered in order and none is skipped.
 * Subscriptions are woken by LISTEN/NOTIFY and poll as a fallback.
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  private readonly ownsPool: boolean;
  private readonly clock: Clock;
  private readonly registry: EventSchemaRegistry | undefined;
  private readonly pollIntervalMs: number;
  private readonly idleInTransactionTimeoutMs: number;
  private readonly feedBound: string;
  private readonly beforeCommit: BeforeCommitHook | undefined;
  private readonly listener: NotificationListener;
  private readonly subscriptions = new Set<Subscription>();
  private closing: Promise<void> | null = null;
  private announcing: Promise<void> | null = null;
  private readonly pendingAnnouncements = new Set<Promise<void>>();
  private readonly appendSlots: number;
  private readonly queued: QueuedAppend[] = [];
  private readonly running = new Set<Promise<void>>();

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
    // Sequence values are taken when a transaction asks, not when it commits: transaction A takes
    // position 7, B takes 8 and commits first. A reader that delivered 8 and checkpointed there
    // would never see 7. So the feed only shows rows whose transaction is older than every
    // transaction still running (pg_snapshot_xmin); es.append_events hands out transaction ids
    // and positions in the same order, so that set is always a prefix of the log.
    this.feedBound = options.unsafeReadPastInFlightAppendsForTests
      ? 'true'
      : 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
    this.beforeCommit = options.testHooks?.beforeCommit;
    this.appendSlots = options.appendSlots ?? 2;
    if (!Number.isSafeInteger(this.appendSlots) || this.appendSlots < 1) {
      throw new RangeError('appendSlots must be a positive integer');
    }
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
    const occurredAt = this.clock.now();
    // The test hook holds one append's transaction open, so it never shares one.
    if (this.beforeCommit) return this.appendAlone(plan, occurredAt);
    return new Promise<AppendResult>((resolve, reject) => {
      this.queued.push({ plan, occurredAt, resolve, reject });
      this.startBatches();
    });
  }

  /**
   * Group commit. While a slot is free an append goes at once, alone (no timer, so no added
   * latency when quiet). When every slot is busy, appends queue, and the next slot to free up
   * sends everything queued (capped) as one es.append_batch statement: one transaction, one
   * WAL flush, one round trip for many callers. Each caller still gets exactly its own answer.
   */
  private startBatches(): void {
    while (this.running.size < this.appendSlots && this.queued.length > 0) {
      let events = 0;
      let take = 0;
      while (take < this.queued.length && take < MAX_BATCH_APPENDS) {
        events += this.queued[take]!.plan.events.length;
        if (take > 0 && events > MAX_BATCH_EVENTS) break;
        take++;
      }
      const batch = this.queued.splice(0, take);
      const run: Promise<void> = this.runBatch(batch).finally(() => {
        this.running.delete(run);
        this.startBatches();
      });
      this.running.add(run);
    }
  }

  /** Settles every append of the batch; never rejects. */
  private async runBatch(batch: QueuedAppend[]): Promise<void> {
    if (batch.length === 1) return this.settleAlone(batch[0]!);
    let outcomes: Awaited<ReturnType<typeof appendBatch>>;
    try {
      outcomes = await appendBatch(this.pool, batch, this.registry);
    } catch (error) {
      // The statement raised, so the database rolled all of it back: one bad append (a reused
      // eventId, a race on a stream with another process) must not fail the others, so each is
      // retried alone, in order, and gets the answer it would have got alone. Anything else
      // (a broken connection) leaves the outcome unknown, and a blind retry could write twice.
      if (!(error instanceof pg.DatabaseError)) {
        for (const queued of batch) queued.reject(error);
        return;
      }
      for (const queued of batch) await this.settleAlone(queued);
      return;
    }
    if (outcomes.some((o) => o.ok && o.result.globalPositions.length > 0)) this.announceAppend();
    outcomes.forEach((outcome, i) => {
      if (outcome.ok) batch[i]!.resolve(outcome.result);
      else batch[i]!.reject(outcome.error);
    });
  }

  private async settleAlone(queued: QueuedAppend): Promise<void> {
    try {
      queued.resolve(await this.appendAlone(queued.plan, queued.occurredAt));
    } catch (error) {
      queued.reject(error);
    }
  }

  /**
   * One append in its own transaction. An append that expects 'any' version and loses the race
   * for the next version to another writer is tried again: 'any' asks for no version check, so
   * the unique (stream, version) safety net is not a conflict its caller could act on.
   */
  private async appendAlone(plan: AppendPlan, occurredAt: Date): Promise<AppendResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.appendOnce(plan, occurredAt);
      } catch (error) {
        const lostRace = plan.expectedVersion === 'any' && error instanceof WrongExpectedVersionError;
        if (!lostRace || attempt >= ANY_VERSION_ATTEMPTS) throw error;
      }
    }
  }

  private async appendOnce(plan: AppendPlan, occurredAt: Date): Promise<AppendResult> {
    const client = await this.pool.connect();
    let connectionError: Error | undefined;
    // A checked-out client has no error listener of the pool's; a session killed while we hold
    // it (e.g. by idle_in_transaction_session_timeout) would otherwise crash the process.
    const onError = (error: Error) => {
      connectionError = error;
    };
    client.on('error', onError);
    try {
      const result = await appendInTransaction(client, plan, {
        occurredAt,
        registry: this.registry,
        idleInTransactionTimeoutMs: this.idleInTransactionTimeoutMs,
        beforeCommit: this.beforeCommit,
      });
      if (result.globalPositions.length > 0) this.announceAppend();
      return result;
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

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    this.assertOpen();
    const { rows } = await queryPrepared<EventRow>(
      this.pool,
      prepared(`SELECT ${EVENT_COLUMNS} FROM es.events WHERE stream = $1 AND version >= $2 ORDER BY version`),
      [stream, readStreamFrom(options)],
    );
    return rows.map((row) => this.toRecorded(row));
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    const { fromPosition, batch } = readAllBounds(options);
    return (await this.readFeed(fromPosition, batch)).events;
  }

  /**
   * The feed's next rows up to the bound, and whether committed rows past them are held back by
   * it (readAll answers the rows; a subscription also uses the flag). They are when a transaction that began before their append (any write anywhere
   * in the cluster: a job, a projector's batch, a session) is still running; when it ends nothing
   * is notified, so without this the subscriber would sleep until its next poll.
   */
  private async readFeed(fromPosition: number, batch: number): Promise<FeedPage> {
    this.assertOpen();
    // Every subscriber reads here, many times a second on a busy site.
    const { rows } = await queryPrepared<EventRow & { settled: boolean }>(
      this.pool,
      prepared(`SELECT ${EVENT_COLUMNS}, ${this.feedBound} AS settled FROM es.events WHERE global_position > $1
       ORDER BY global_position LIMIT $2`),
      [fromPosition, batch],
    );
    // Settled rows are a prefix of the log (see feedBound); stopping at the first unsettled one
    // keeps that true even for a row that broke it.
    const unsettled = rows.findIndex((row) => !row.settled);
    const settled = unsettled === -1 ? rows : rows.slice(0, unsettled);
    return { events: settled.map((row) => this.toRecorded(row)), heldBack: unsettled !== -1 };
  }

  subscribeAll(options: SubscribeOptions): Subscription {
    this.assertOpen();
    const inner = followFeed(
      {
        read: (fromPosition, batch) => this.readFeed(fromPosition, batch),
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
      `SELECT COALESCE(max(global_position), 0) AS head FROM es.events WHERE ${this.feedBound}`,
    );
    return Number(rows[0]!.head);
  }

  /** Stops subscriptions, closes the LISTEN connection, and ends the pool only if this store created it. */
  /**
   * Wakes subscribers everywhere (LISTEN/NOTIFY) after an append has committed, from a separate
   * statement that the append does not wait for. Not from inside the append: PostgreSQL lets one
   * notifying transaction commit at a time, which made concurrent appends queue behind each
   * other's WAL flush. Appends finishing together share one notification; a lost one only
   * delays delivery until the subscribers' next poll.
   */
  private announceAppend(): void {
    if (this.announcing || this.closing) return;
    this.announcing = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => {
        this.announcing = null;
        return this.pool.query(`SELECT pg_notify('${EVENTS_CHANNEL}', '')`);
      })
      .then(
        () => {},
        () => {},
      );
    this.pendingAnnouncements.add(this.announcing);
    const done = this.announcing;
    void done.then(() => this.pendingAnnouncements.delete(done));
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      // Appends accepted before close still get their answer.
      while (this.running.size > 0) await Promise.all([...this.running]);
      await Promise.all([...this.pendingAnnouncements]);
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
