import type { Actor, EventMetadata, RecordedEvent } from '@esm/core/eventstore/port';

/** es.events as node-pg returns it; bigint arrives as text unless a global type parser says otherwise. */
export interface EventRow {
  global_position: string | number;
  event_id: string;
  stream: string;
  version: number;
  type: string;
  schema_version: number;
  occurred_at: Date;
  data: unknown;
  actor: Actor;
  correlation_id: string;
  causation_id: string | null;
  idempotency_key: string | null;
}

export const EVENT_COLUMNS = `global_position, event_id, stream, version, type, schema_version, occurred_at,
  data, actor, correlation_id, causation_id, idempotency_key`;

/** The row exactly as stored (no upcasting here). */
export function rowToRecorded(row: EventRow): RecordedEvent {
  const metadata: EventMetadata = { actor: row.actor, correlationId: row.correlation_id };
  if (row.causation_id !== null) metadata.causationId = row.causation_id;
  if (row.idempotency_key !== null) metadata.idempotencyKey = row.idempotency_key;
  return {
    eventId: row.event_id,
    stream: row.stream,
    version: row.version,
    globalPosition: Number(row.global_position),
    type: row.type,
    schemaVersion: row.schema_version,
    occurredAt: row.occurred_at,
    data: row.data,
    metadata,
  };
}
