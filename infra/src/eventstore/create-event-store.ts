import type { EventStore } from '@esm/core/eventstore/port';
import type { EventSchemaRegistry } from '@esm/core/eventstore/schemas';
import type { Clock } from '@esm/core/kernel/clock';
import type pg from 'pg';
import type { ScaleConfig } from '../platform/scale-config';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';

/**
 * The event store EVENT_STORE names: PostgreSQL (the default, borrowing the platform's pool) or
 * EventStoreDB at EVENTSTORE_URL, which must answer at start-up. Read models, sessions and jobs
 * stay in PostgreSQL either way.
 */
export async function createEventStore(
  scale: Pick<ScaleConfig, 'eventStore' | 'eventStoreUrl'>,
  options: { pool: pg.Pool; clock: Clock; registry?: EventSchemaRegistry; eventTypes: readonly string[] },
): Promise<EventStore> {
  if (scale.eventStore === 'eventstoredb') {
    if (!scale.eventStoreUrl) throw new Error('EVENT_STORE=eventstoredb needs EVENTSTORE_URL');
    return EventStoreDbEventStore.connect(scale.eventStoreUrl, {
      clock: options.clock,
      eventTypes: options.eventTypes,
      ...(options.registry ? { registry: options.registry } : {}),
    });
  }
  return new PostgresEventStore({
    pool: options.pool,
    clock: options.clock,
    ...(options.registry ? { registry: options.registry } : {}),
  });
}
