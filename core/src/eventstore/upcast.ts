import type { RecordedEvent } from './port';
import type { EventSchemaRegistry } from './schemas';

/**
 * Brings a stored event to the current version of its type. The stored row is left as it was
 * written; only what the reader receives changes (never edit a stored event).
 */
export function upcastRecorded(
  registry: EventSchemaRegistry | undefined,
  event: RecordedEvent,
): RecordedEvent {
  if (!registry) return event;
  const { version, data } = registry.upcast(event.type, event.schemaVersion, event.data);
  return version === event.schemaVersion ? event : { ...event, schemaVersion: version, data };
}
