/**
 * The event-store port (DESIGN.md §2). Adapters: Postgres (default), in-memory (unit tests),
 * EventStoreDB (at scale). One contract test suite runs against each of them.
 */

/** Who caused an event: a signed-in user acting in a role, or the platform itself. */
export type Actor = { kind: 'user'; userId: string; role: string } | { kind: 'system'; name: string };

export interface EventMetadata {
  actor: Actor;
  correlationId: string;
  causationId?: string;
  idempotencyKey?: string;
}

/** An event to append. eventId and schemaVersion default to a fresh uuid and 1. */
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
  /** Position in the global feed; strictly increasing in commit order, starting at 1. */
  globalPosition: number;
  type: string;
  schemaVersion: number;
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
  /** Version of the last event now in the stream. */
  nextVersion: number;
  /** Global positions of the appended events, in order. */
  globalPositions: number[];
  /** True when an idempotency key matched an earlier append and nothing new was written. */
  duplicate: boolean;
}

export interface ReadAllOptions {
  /** Read events strictly after this global position (0 = from the start). */
  fromPosition?: number;
  batch?: number;
}

export interface Subscription {
  /** Stops delivery; resolves once the current handler call has finished. */
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events strictly after this position (the subscriber's checkpoint). */
  fromPosition: number;
  batch?: number;
  /** Called once per batch, in order. The next batch is read only after this resolves. */
  onEvents(events: RecordedEvent[]): Promise<void>;
  onError?(error: unknown): void;
}

export interface EventStore {
  append(
    stream: string,
    events: NewEvent[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult>;
  readStream(stream: string, options?: { from?: number }): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Ordered, at-least-once delivery from a checkpoint; keeps following new events. */
  subscribeAll(options: SubscribeOptions): Subscription;
  /** Highest global position committed so far (0 when empty). */
  headPosition(): Promise<number>;
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

/** Stream names are `<lifecycle>-<id>` (DESIGN.md §2). */
export const streamName = (lifecycle: string, id: string): string => `${lifecycle}-${id}`;
