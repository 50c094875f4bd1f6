import { createHash } from 'node:crypto';
import { planAppend } from '@esm/core/eventstore/append-plan';
import { assertExpectedVersion, type CurrentVersion } from '@esm/core/eventstore/expected-version';
import { followFeed } from '@esm/core/eventstore/feed-subscription';
import {
  type AppendResult,
  type EventMetadata,
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
import {
  type AllStreamResolvedEvent,
  ANY,
  type AppendExpectedRevision,
  BACKWARDS,
  END,
  WrongExpectedVersionError as EsdbWrongExpectedVersion,
  EventStoreDBClient,
  eventTypeFilter,
  type Filter,
  jsonEvent,
  NO_STREAM,
  type ResolvedEvent,
  START,
  StreamNotFoundError,
  streamNameFilter,
} from '@eventstore/db-client';

/** What we write into every EventStoreDB event's metadata besides the port's own fields. */
interface StoredMetadata extends EventMetadata {
  schemaVersion: number;
  /** From the store's injected clock (EventStoreDB's own `created` is the server's clock). */
  occurredAt: string;
}

export interface EventStoreDbOptions {
  client: EventStoreDBClient;
  clock?: Clock;
  registry?: EventSchemaRegistry;
  /**
   * Only streams starting with this prefix are ours (written with it, read without it). The
   * contract tests give every test its own prefix, since an EventStoreDB log cannot be emptied.
   */
  streamPrefix?: string;
  /**
   * The event types the feed delivers (a server-side filter on the live subscription); default:
   * every non-system event. The platform passes its event catalogue.
   */
  eventTypes?: readonly string[];
  /** Read again after this long without a wake-up from the live subscription. */
  pollIntervalMs?: number;
  /** The store ends the client on close() only when it created it (connect()). */
  ownsClient?: boolean;
}

/** Reads of $all go in pages of this many records; filtered-out records count too. */
const PAGE = 1000;

/**
 * The event-store port on EventStoreDB / KurrentDB (`@eventstore/db-client`). Global positions
 * are the events' prepare positions in the server's transaction log: unique per event and
 * increasing in `$all` order, though not dense (byte offsets, not 1, 2, 3). A checkpoint P is
 * resumed from the record at or just before P (see resumePoint) and skipping up to P.
 * docs/decisions/event-store-eventstoredb.md says why this client and this encoding.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly clock: Clock;
  private readonly registry: EventSchemaRegistry | undefined;
  private readonly prefix: string;
  private readonly wakers = new Set<() => void>();
  private live: { unsubscribe(): Promise<void> } | null = null;
  private readonly subscriptions = new Set<Subscription>();
  private closed = false;

  constructor(private readonly options: EventStoreDbOptions) {
    this.client = options.client;
    this.clock = options.clock ?? systemClock;
    this.registry = options.registry;
    this.prefix = options.streamPrefix ?? '';
  }

  /**
   * Connects to EVENTSTORE_URL and checks the server answers, so a wrong address fails at start
   * with one clear line instead of at the first request.
   */
  static async connect(
    url: string,
    options: Omit<EventStoreDbOptions, 'client' | 'ownsClient'> & { timeoutMs?: number } = {},
  ): Promise<EventStoreDbEventStore> {
    let client: EventStoreDBClient;
    try {
      client = EventStoreDBClient.connectionString(url);
    } catch (error) {
      throw new Error(`EVENTSTORE_URL is not an EventStoreDB connection string: ${message(error)}`);
    }
    try {
      await drain(
        client.readAll({
          direction: BACKWARDS,
          fromPosition: END,
          maxCount: 1,
          deadline: options.timeoutMs ?? 5000,
        }),
      );
    } catch (error) {
      await client.dispose().catch(() => {});
      throw new Error(`EventStoreDB at ${redact(url)} is unreachable: ${message(error).split('\n')[0]}`);
    }
    return new EventStoreDbEventStore({ ...options, client, ownsClient: true });
  }

  async append(
    stream: string,
    events: NewEvent[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    const plan = planAppend(
      stream,
      withDeterministicIds(stream, events),
      options.expectedVersion,
      this.registry,
    );
    if (plan.idempotencyKey !== undefined) {
      const earlier = await this.earlierAppend(stream, plan.idempotencyKey);
      if (earlier) return earlier;
    }
    if (plan.events.length === 0) {
      const current = await this.currentVersion(stream);
      assertExpectedVersion(stream, plan.expectedVersion, current);
      return {
        nextVersion: current === 'no_stream' ? -1 : current,
        globalPositions: [],
        duplicate: false,
        events: [],
      };
    }
    const occurredAt = this.clock.now().toISOString();
    const data = plan.events.map((event) =>
      jsonEvent({
        id: event.eventId,
        type: event.type,
        data: JSON.parse(event.dataJson),
        metadata: {
          ...event.metadata,
          schemaVersion: event.schemaVersion,
          occurredAt,
        } satisfies StoredMetadata,
      }),
    );
    let nextVersion: number;
    try {
      const result = await this.client.appendToStream(this.prefix + stream, data, {
        expectedRevision: expectedRevision(plan.expectedVersion),
      });
      nextVersion = Number(result.nextExpectedRevision);
    } catch (error) {
      if (!(error instanceof EsdbWrongExpectedVersion)) throw error;
      // A racing append with the same key won: answer as its duplicate, like the other adapters.
      if (plan.idempotencyKey !== undefined) {
        const earlier = await this.earlierAppend(stream, plan.idempotencyKey);
        if (earlier) return earlier;
      }
      throw new WrongExpectedVersionError(stream, plan.expectedVersion, await this.currentVersion(stream));
    }
    // The append answers one position for the whole write; each event's own comes from reading it back.
    const ids = new Set(plan.events.map((e) => e.eventId));
    const written = (await this.readStream(stream, { from: nextVersion - plan.events.length + 1 })).filter(
      (e) => ids.has(e.eventId),
    );
    return {
      nextVersion,
      globalPositions: written.map((e) => e.globalPosition),
      duplicate: false,
      events: written,
    };
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    const from = readStreamFrom(options);
    try {
      const resolved = await drain(
        this.client.readStream(this.prefix + stream, { fromRevision: BigInt(from) }),
      );
      return resolved.flatMap((r) => this.toRecorded(r));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    const { fromPosition, batch } = readAllBounds(options);
    const found: RecordedEvent[] = [];
    let after = fromPosition;
    let start = await this.resumePoint(fromPosition);
    for (;;) {
      const page = await drain(this.client.readAll({ fromPosition: start, maxCount: PAGE }));
      for (const resolved of page) {
        const position = positionOf(resolved);
        if (position <= after) continue;
        after = position;
        const event = this.toRecorded(resolved);
        if (event.length > 0) found.push(...event);
        if (found.length === batch) return found;
      }
      const last = page[page.length - 1]?.event?.position;
      if (page.length < PAGE || !last) return found;
      start = last;
    }
  }

  /**
   * Where to start reading `$all` so that nothing after checkpoint P is missed. An event of a
   * multi-event append carries the append's first position as its commit position, so starting
   * at {commit: P, prepare: P} would skip the rest of that append. The record just before
   * {P, P}, read backwards, is the event at P itself (or one before it) with its true position;
   * reading forwards from there and skipping positions up to P misses nothing.
   */
  private async resumePoint(checkpoint: number): Promise<typeof START | { commit: bigint; prepare: bigint }> {
    if (checkpoint === 0) return START;
    const at = BigInt(checkpoint);
    const [before] = await drain(
      this.client.readAll({ direction: BACKWARDS, fromPosition: { commit: at, prepare: at }, maxCount: 1 }),
    );
    return before?.event?.position ?? START;
  }

  subscribeAll(options: SubscribeOptions): Subscription {
    this.ensureLive();
    const subscription = followFeed(
      {
        read: async (fromPosition, batch) => ({ events: await this.readAll({ fromPosition, batch }) }),
        onAppended: (wake) => {
          this.wakers.add(wake);
          return () => this.wakers.delete(wake);
        },
      },
      options,
      { pollIntervalMs: this.options.pollIntervalMs ?? 1000, retryDelayMs: 500 },
    );
    this.subscriptions.add(subscription);
    return {
      stop: async () => {
        this.subscriptions.delete(subscription);
        await subscription.stop();
      },
    };
  }

  async headPosition(): Promise<number> {
    let from: typeof END | { commit: bigint; prepare: bigint } = END;
    for (;;) {
      const page: AllStreamResolvedEvent[] = await drain(
        this.client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: PAGE }),
      );
      for (const resolved of page) {
        if (this.toRecorded(resolved).length > 0) return positionOf(resolved);
      }
      const last: { commit: bigint; prepare: bigint } | undefined = page[page.length - 1]?.event?.position;
      if (page.length < PAGE || !last) return 0;
      from = last;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.live?.unsubscribe().catch(() => {});
    this.live = null;
    if (this.options.ownsClient) await this.client.dispose();
  }

  /**
   * One catch-up subscription to `$all` from its end, filtered on the server to our streams or
   * event types, wakes every feed of this store when something is appended (by any process).
   * Delivery itself reads `$all` in order from each subscriber's checkpoint, so a batch that
   * failed is delivered again and nothing depends on the live subscription's buffering.
   */
  private ensureLive(): void {
    if (this.live || this.closed) return;
    const live = this.client.subscribeToAll({ fromPosition: END, filter: this.filter() });
    live.on('data', () => this.wake());
    // A dropped subscription only costs promptness: the feeds poll, and the next subscriber retries.
    live.on('error', () => {
      if (this.live === live) this.live = null;
    });
    this.live = live;
  }

  private filter(): Filter {
    if (this.prefix) return streamNameFilter({ prefixes: [this.prefix] });
    if (this.options.eventTypes?.length) {
      return eventTypeFilter({ regex: `^(${this.options.eventTypes.map(escapeRegex).join('|')})$` });
    }
    return eventTypeFilter({ regex: '^[^$]' });
  }

  private wake(): void {
    for (const wake of this.wakers) wake();
  }

  /** The events a key already wrote to the stream, as the first append with it answered. */
  private async earlierAppend(stream: string, key: string): Promise<AppendResult | null> {
    const keyed = (await this.readStream(stream)).filter((e) => e.metadata.idempotencyKey === key);
    if (keyed.length === 0) return null;
    return {
      nextVersion: keyed[keyed.length - 1]!.version,
      globalPositions: keyed.map((e) => e.globalPosition),
      duplicate: true,
      events: [],
    };
  }

  private async currentVersion(stream: string): Promise<CurrentVersion> {
    try {
      const [last] = await drain(
        this.client.readStream(this.prefix + stream, {
          direction: BACKWARDS,
          fromRevision: END,
          maxCount: 1,
        }),
      );
      return last?.event ? Number(last.event.revision) : 'no_stream';
    } catch (error) {
      if (error instanceof StreamNotFoundError) return 'no_stream';
      throw error;
    }
  }

  /** Ours and not a system record: one port event (upcast), else nothing. */
  private toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent[] {
    const event = resolved.event;
    if (!event?.isJson || event.type.startsWith('$') || event.streamId.startsWith('$')) return [];
    if (!event.streamId.startsWith(this.prefix)) return [];
    const position = positionOf(resolved);
    const stored = event.metadata as Partial<StoredMetadata> | undefined;
    if (!stored?.actor || typeof stored.correlationId !== 'string') return [];
    const metadata: EventMetadata = { actor: stored.actor, correlationId: stored.correlationId };
    if (stored.causationId !== undefined) metadata.causationId = stored.causationId;
    if (stored.idempotencyKey !== undefined) metadata.idempotencyKey = stored.idempotencyKey;
    return [
      upcastRecorded(this.registry, {
        eventId: event.id,
        stream: event.streamId.slice(this.prefix.length),
        version: Number(event.revision),
        globalPosition: position,
        type: event.type,
        schemaVersion: stored.schemaVersion ?? 1,
        occurredAt: stored.occurredAt ? new Date(stored.occurredAt) : event.created,
        data: event.data,
        metadata,
      }),
    ];
  }
}

/**
 * Events of a keyed append get ids derived from (stream, key, index): a retried command writes
 * the same ids, which EventStoreDB's own idempotent-write check recognises even when two
 * retries race past the key lookup.
 */
export function withDeterministicIds(stream: string, events: readonly NewEvent[]): NewEvent[] {
  return events.map((event, index) => {
    const key = event.metadata?.idempotencyKey;
    if (event.eventId || key === undefined) return event;
    return { ...event, eventId: uuidFrom(`${stream}\n${key}\n${index}`) };
  });
}

/** A name-based uuid (RFC 9562 version 5 layout over SHA-1). */
function uuidFrom(name: string): string {
  const hash = createHash('sha1').update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function expectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return BigInt(expected);
}

/** 2^64 − 1: what some servers put where a stream read has no log position. */
const NO_POSITION = 18446744073709551615n;

/**
 * The event's prepare position. Stream reads carry it from EventStoreDB 22.6 on; an older server
 * is refused loudly rather than events being dropped or misplaced.
 */
function positionOf(resolved: ResolvedEvent | AllStreamResolvedEvent): number {
  const prepare = resolved.event?.position?.prepare;
  if (prepare === undefined || prepare === NO_POSITION) {
    throw new Error('EventStoreDB gave an event without its log position: version 22.6 or later is required');
  }
  const position = Number(prepare);
  if (!Number.isSafeInteger(position))
    throw new RangeError(`EventStoreDB position ${prepare} is beyond 2^53`);
  return position;
}

async function drain<T>(read: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of read) all.push(item);
  return all;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** Credentials in a connection string stay out of logs. */
const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');
