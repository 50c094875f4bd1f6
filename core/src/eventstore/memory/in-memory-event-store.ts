import { type Clock, systemClock } from '../../kernel/clock';
import { InvalidAppendError, planAppend, recordedFromPlan } from '../append-plan';
import { assertExpectedVersion, currentVersionOf, nextVersionAfter } from '../expected-version';
import { followFeed } from '../feed-subscription';
import type {
  AppendResult,
  EventStore,
  ExpectedVersion,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../port';
import { readAllBounds, readStreamFrom } from '../read-options';
import type { EventSchemaRegistry } from '../schemas';
import { upcastRecorded } from '../upcast';
import { InMemoryEventLog, type StoredEvent } from './in-memory-event-log';

export interface InMemoryEventStoreOptions {
  /** Share one log between stores to give them the same events; a fresh log by default. */
  log?: InMemoryEventLog;
  /** Stamps occurredAt on appends. */
  clock?: Clock;
  /** Upcasts old schema versions on read and supplies the default schemaVersion on append. */
  registry?: EventSchemaRegistry;
  /** Pause before a subscription retries a failed batch (default 20 ms). */
  retryDelayMs?: number;
}

/**
 * The event-store port in memory, for unit tests of process managers and command handling. Same
 * semantics as the Postgres adapter (the shared contract suite checks both), including
 * idempotency keys, upcasting and subscriptions; data goes through JSON just as it does in Postgres.
 */
export class InMemoryEventStore implements EventStore {
  readonly log: InMemoryEventLog;
  private readonly clock: Clock;
  private readonly registry: EventSchemaRegistry | undefined;
  private readonly retryDelayMs: number;
  private readonly subscriptions = new Set<Subscription>();
  private closed = false;

  constructor(options: InMemoryEventStoreOptions = {}) {
    this.log = options.log ?? new InMemoryEventLog();
    this.clock = options.clock ?? systemClock;
    this.registry = options.registry;
    this.retryDelayMs = options.retryDelayMs ?? 20;
  }

  async append(
    stream: string,
    events: NewEvent[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    this.assertOpen();
    const plan = planAppend(stream, events, options.expectedVersion, this.registry);
    const existing = this.log.streamEvents(stream);
    if (plan.idempotencyKey !== undefined) {
      const earlier = existing.filter((e) => e.idempotencyKey === plan.idempotencyKey);
      if (earlier.length > 0) {
        return {
          nextVersion: earlier[earlier.length - 1]!.version,
          globalPositions: earlier.map((e) => e.globalPosition),
          duplicate: true,
          events: [],
        };
      }
    }
    const actual = currentVersionOf(existing[existing.length - 1]?.version);
    assertExpectedVersion(stream, plan.expectedVersion, actual);
    const known = plan.events.find((e) => this.log.hasEventId(e.eventId));
    if (known) throw new InvalidAppendError(stream, `eventId ${known.eventId} is already recorded`);
    const first = nextVersionAfter(actual);
    const occurredAt = this.clock.now();
    const written = this.log.write(
      plan.events.map((e, i) => ({
        eventId: e.eventId,
        stream,
        version: first + i,
        type: e.type,
        schemaVersion: e.schemaVersion,
        occurredAt: occurredAt.getTime(),
        dataJson: e.dataJson,
        metadataJson: JSON.stringify(e.metadata),
        idempotencyKey: plan.idempotencyKey,
      })),
    );
    const globalPositions = written.map((e) => e.globalPosition);
    return {
      nextVersion: first + written.length - 1,
      globalPositions,
      duplicate: false,
      events: recordedFromPlan(plan, { firstVersion: first, globalPositions, occurredAt }, this.registry),
    };
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    this.assertOpen();
    const from = readStreamFrom(options);
    return this.log
      .streamEvents(stream)
      .filter((e) => e.version >= from)
      .map((e) => this.toRecorded(e));
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    this.assertOpen();
    const { fromPosition, batch } = readAllBounds(options);
    // Global position p sits at index p - 1, so "after fromPosition" starts at index fromPosition.
    return this.log.events.slice(fromPosition, fromPosition + batch).map((e) => this.toRecorded(e));
  }

  subscribeAll(options: SubscribeOptions): Subscription {
    this.assertOpen();
    const inner = followFeed(
      {
        read: async (fromPosition, batch) => ({ events: await this.readAll({ fromPosition, batch }) }),
        onAppended: (wake) => this.log.onAppended(wake),
      },
      options,
      { retryDelayMs: this.retryDelayMs },
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
    return this.log.events.length;
  }

  /** Stops this store's subscriptions; the log stays readable through other stores. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
  }

  private toRecorded(e: StoredEvent): RecordedEvent {
    return upcastRecorded(this.registry, {
      eventId: e.eventId,
      stream: e.stream,
      version: e.version,
      globalPosition: e.globalPosition,
      type: e.type,
      schemaVersion: e.schemaVersion,
      occurredAt: new Date(e.occurredAt),
      data: JSON.parse(e.dataJson),
      metadata: JSON.parse(e.metadataJson),
    });
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('InMemoryEventStore is closed');
  }
}
