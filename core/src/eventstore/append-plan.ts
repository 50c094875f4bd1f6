import { newId, UUID_PATTERN } from '../kernel/ids';
import type { EventMetadata, ExpectedVersion, NewEvent, RecordedEvent } from './port';
import type { EventSchemaRegistry } from './schemas';
import { upcastRecorded } from './upcast';

/** A malformed append: a programming error, refused before anything touches the log. */
export class InvalidAppendError extends Error {
  constructor(stream: string, reason: string) {
    super(`Cannot append to ${stream}: ${reason}`);
    this.name = 'InvalidAppendError';
  }
}

/** An event ready to be written: id and schema version settled, data already serialised. */
export interface PlannedEvent {
  eventId: string;
  type: string;
  schemaVersion: number;
  /** JSON text of the data: both adapters store JSON, so both see the same round trip. */
  dataJson: string;
  metadata: EventMetadata;
}

export interface AppendPlan {
  stream: string;
  expectedVersion: ExpectedVersion;
  /** The idempotency key every event of the append carries, if any. */
  idempotencyKey: string | undefined;
  events: PlannedEvent[];
}

/** Checks an append and settles its defaults, the same way for every adapter. */
export function planAppend(
  stream: string,
  events: readonly NewEvent[],
  expectedVersion: ExpectedVersion,
  registry: EventSchemaRegistry | undefined,
): AppendPlan {
  if (typeof stream !== 'string' || stream.length === 0) {
    throw new InvalidAppendError(String(stream), 'the stream name must be a non-empty string');
  }
  if (!isExpectedVersion(expectedVersion)) {
    throw new InvalidAppendError(
      stream,
      `expectedVersion must be a non-negative integer, 'no_stream' or 'any', got ${String(expectedVersion)}`,
    );
  }
  const planned = events.map((event) => planEvent(stream, event, registry));
  const ids = new Set(planned.map((e) => e.eventId));
  if (ids.size !== planned.length) throw new InvalidAppendError(stream, 'two events share an eventId');
  return { stream, expectedVersion, idempotencyKey: commonIdempotencyKey(stream, planned), events: planned };
}

/**
 * The planned events as a store wrote them, given what only the write settles (versions, global
 * positions, the time): what `readStream` returns for them, upcast the same way, without reading.
 * Data goes through JSON as it does in every store.
 */
export function recordedFromPlan(
  plan: AppendPlan,
  written: { firstVersion: number; globalPositions: readonly number[]; occurredAt: Date },
  registry: EventSchemaRegistry | undefined,
): RecordedEvent[] {
  return plan.events.map((event, i) =>
    upcastRecorded(registry, {
      eventId: event.eventId,
      stream: plan.stream,
      version: written.firstVersion + i,
      globalPosition: written.globalPositions[i]!,
      type: event.type,
      schemaVersion: event.schemaVersion,
      occurredAt: new Date(written.occurredAt.getTime()),
      data: JSON.parse(event.dataJson),
      metadata: structuredClone(event.metadata),
    }),
  );
}

function isExpectedVersion(value: unknown): value is ExpectedVersion {
  return value === 'no_stream' || value === 'any' || (Number.isSafeInteger(value) && (value as number) >= 0);
}

function planEvent(stream: string, event: NewEvent, registry: EventSchemaRegistry | undefined): PlannedEvent {
  if (typeof event.type !== 'string' || event.type.length === 0) {
    throw new InvalidAppendError(stream, 'every event needs a type');
  }
  const eventId = event.eventId ?? newId();
  if (!UUID_PATTERN.test(eventId)) throw new InvalidAppendError(stream, `eventId ${eventId} is not a uuid`);
  const schemaVersion = event.schemaVersion ?? registry?.currentVersion(event.type) ?? 1;
  if (!Number.isSafeInteger(schemaVersion) || schemaVersion < 1) {
    throw new InvalidAppendError(stream, `schemaVersion of ${event.type} must be a positive integer`);
  }
  const dataJson = JSON.stringify(event.data);
  if (dataJson === undefined) throw new InvalidAppendError(stream, `the data of ${event.type} is not JSON`);
  const { metadata } = event;
  if (!metadata?.actor || typeof metadata.correlationId !== 'string' || metadata.correlationId === '') {
    throw new InvalidAppendError(stream, `${event.type} needs metadata with an actor and a correlationId`);
  }
  return {
    eventId: eventId.toLowerCase(),
    type: event.type,
    schemaVersion,
    dataJson,
    metadata: knownMetadata(metadata),
  };
}

/** Only the fields the port defines are recorded, so every adapter gives back the same metadata. */
function knownMetadata(metadata: EventMetadata): EventMetadata {
  const known: EventMetadata = { actor: metadata.actor, correlationId: metadata.correlationId };
  if (metadata.causationId !== undefined) known.causationId = metadata.causationId;
  if (metadata.idempotencyKey !== undefined) known.idempotencyKey = metadata.idempotencyKey;
  return known;
}

/** One command, one key: a key that differs between events of one append is a caller's mistake. */
function commonIdempotencyKey(stream: string, events: readonly PlannedEvent[]): string | undefined {
  const keys = new Set(events.map((e) => e.metadata.idempotencyKey));
  if (keys.size > 1) {
    throw new InvalidAppendError(
      stream,
      'all events of one append must carry the same idempotencyKey (or none)',
    );
  }
  const [key] = keys;
  return key;
}
