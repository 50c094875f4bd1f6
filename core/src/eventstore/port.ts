/**
 * The event-store port. Adapters: Postgres (default), in-memory (unit tests),
 * EventStoreDB (at scale). One contract test suite runs against each of them.
 */

/** Who caused an event: a signed-in user acting in a role, or the platform itself. */
export type Actor = { kind: 'user'; userId: string; role: string } | { kind: 'system'; name: string };

export interface EventMetadata {
  actor: Actor;
  correlationId: string;
  causationId?: string;
  /**
   * Key of the command that produced the event. Every event of one append carries the same key
   * (or none). Appending to a stream that already holds events with this key writes nothing and
   * returns the earlier append's result with `duplicate: true`. Scoped to the stream.
   */
  idempotencyKey?: string;
}

/**
 * An event to append. eventId defaults to a fresh uuid; schemaVersion to the current version of
 * the type in the store's EventSchemaRegistry (1 without one), because new events are written in
 * the current shape. Pass an older schemaVersion only for data that really has that shape.
 */
export interface NewEvent<D = unknown> {
  type: string;
  data: D;
  metadata: EventMetadata;
  eventId?: string;
  schemaVersion?: number;
}

export interface RecordedEvent<D = unknown> {
  eventId: string;
  stream: string;
  /** 0-based position of the event inside its stream. */
  version: number;
  /**
   * Position in the global feed; strictly increasing in commit order, starting at 1. There may be
   * holes (an aborted append can use up a position), but never a position that becomes visible
   * after a higher one did.
   */
  globalPosition: number;
  type: string;
  /** Version of `data`'s shape: the current version when the store has a registry (upcast on read). */
  schemaVersion: number;
  /** When the store recorded the append, from the store's injected clock. */
  occurredAt: Date;
  data: D;
  metadata: EventMetadata;
}

/**
 * Expected version of the stream before the append: the version of its last event,
 * 'no_stream' when it must not exist yet, 'any' to skip the check.
 */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface AppendResult {
  /** Version of the last event now in the stream (-1 after an empty append to a stream that does not exist). */
  nextVersion: number;
  /** Global positions of the appended events, in order. */
  globalPositions: number[];
  /** True when an idempotency key matched an earlier append and nothing new was written. */
  duplicate: boolean;
  /**
   * The events this append wrote, exactly as `readStream` returns them, so a caller needs no read
   * back. Empty for a duplicate: it wrote nothing (read the stream for the earlier append's).
   */
  events: RecordedEvent[];
}

export interface ReadStreamOptions {
  /** The first version to read (inclusive, default 0). */
  from?: number;
  /**
   * 'sealed': the events' personal fields may be returned as stored (encrypted), for a reader
   * that never looks at them: a decider declaring `ignoresPersonalData` folds its stream without
   * paying to decrypt every message of a long chat. Default 'open': plain values (or ERASED).
   */
  personalData?: 'open' | 'sealed';
}

export interface ReadAllOptions {
  /** Read events strictly after this global position (0 = from the start). */
  fromPosition?: number;
  /** Maximum number of events returned (default 1000); read again from the last position for more. */
  batch?: number;
}

export interface Subscription {
  /**
   * Stops delivery; resolves once the current handler call has finished. No batch is delivered
   * after it was called. Do not await it inside onEvents: it waits for that very call.
   */
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events strictly after this position (the subscriber's checkpoint). */
  fromPosition: number;
  /** Maximum events per onEvents call (default 500). */
  batch?: number;
  /**
   * Called once per batch, in order. The next batch is read only after this resolves. When it
   * throws, onError is told and the same batch is delivered again after a short delay
   * (at-least-once), until it succeeds or the subscription is stopped.
   */
  onEvents(events: RecordedEvent[]): Promise<void>;
  /** Told about a failed read or a failed onEvents call; delivery is retried either way. */
  onError?(error: unknown): void;
}

export interface EventStore {
  /** Atomic: all events are written, or none (a conflict throws WrongExpectedVersionError). */
  append(
    stream: string,
    events: NewEvent[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult>;
  /** The stream's events from version `from` (inclusive, default 0), in version order. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** One batch of the global feed, in global-position order. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Ordered, at-least-once delivery from a checkpoint; keeps following new events. */
  subscribeAll(options: SubscribeOptions): Subscription;
  /**
   * Highest global position readers can see (0 when empty): every position up to it is final.
   * An append counts once it has committed and nothing that could still take a lower position is
   * in flight, so right after an append this may briefly lag behind its position.
   */
  headPosition(): Promise<number>;
  /** Stops the store's subscriptions and releases what the store itself opened (never a borrowed pool). */
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected version for ${stream}: expected ${expected}, actual ${actual}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/** Stream names are `<lifecycle>-<id>`. */
export const streamName = (lifecycle: string, id: string): string => `${lifecycle}-${id}`;
