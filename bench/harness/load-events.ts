import { randomUUID } from 'node:crypto';
import type { EventStore } from '@esm/core/eventstore/port';
import type pg from 'pg';
import type { BenchEvent } from '../generate';
import { progressBar } from './progress';

const BATCH = 2000;

/**
 * Bench-only bulk load into es.events: one INSERT per two thousand single-event streams instead
 * of one append each (an append per event would make loading a million events take longer than
 * measuring them). The rows are what the store would write.
 */
export async function bulkLoad(pool: pg.Pool, events: readonly BenchEvent[], label: string): Promise<void> {
  const bar = progressBar(label, events.length);
  for (let i = 0; i < events.length; i += BATCH) {
    const batch = events.slice(i, i + BATCH).map((e) => ({ ...e, eventId: randomUUID() }));
    await pool.query(
      `INSERT INTO es.events (event_id, stream, version, type, schema_version, occurred_at, data, actor, correlation_id)
       SELECT (e->>'eventId')::uuid, e->>'stream', 0, e->>'type', 1, now(), e->'data', '{"kind":"system","name":"bench"}', 'bench'
       FROM jsonb_array_elements($1::jsonb) AS e`,
      [JSON.stringify(batch)],
    );
    bar.increment(batch.length);
  }
  bar.stop();
}

/** The same events into Emmett's message table (its own database), as its appends would store them. */
export async function bulkLoadEmmett(
  pool: pg.Pool,
  events: readonly BenchEvent[],
  label: string,
): Promise<void> {
  const bar = progressBar(label, events.length);
  for (let i = 0; i < events.length; i += BATCH) {
    const batch = events.slice(i, i + BATCH).map((e) => ({ ...e, eventId: randomUUID() }));
    await pool.query(
      `INSERT INTO emt_messages (stream_position, transaction_id, stream_id, message_schema_version, message_id,
                                 message_type, message_data, message_metadata)
       SELECT 1, pg_current_xact_id(), e->>'stream', '1', e->>'eventId', e->>'type', e->'data',
              jsonb_build_object('messageId', e->>'eventId', 'correlationId', 'bench')
       FROM jsonb_array_elements($1::jsonb) AS e`,
      [JSON.stringify(batch)],
    );
    bar.increment(batch.length);
  }
  bar.stop();
}

export const CATEGORY_SLUGS = [
  'stage-hire',
  'sound-hire',
  'lighting-hire',
  'food-services',
  'furniture-hire',
  'bar-hire',
  'wedding-planning',
  'marquee-hire',
  'dj-services',
  'silent-disco',
  'drone-services',
  'photography-services',
  'projections',
  'face-painter',
  'venues',
];

/** The categories through the store itself (few, and the search joins them). */
export async function seedCategories(store: EventStore) {
  const categories = CATEGORY_SLUGS.map((slug) => ({ id: randomUUID(), slug }));
  for (const c of categories) {
    await store.append(
      `category-${c.id}`,
      [
        {
          type: 'CategoryCreated',
          data: {
            categoryId: c.id,
            name: c.slug,
            slug: c.slug,
            icon: 'fas fa-star',
            description: c.slug,
            imageUrl: '/x.svg',
          },
          metadata: { actor: { kind: 'system', name: 'bench' }, correlationId: 'bench' },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
  }
  return categories;
}
