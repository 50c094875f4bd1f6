import type { RecordedEvent } from '@esm/core/eventstore/port';
import { describe, expect, it } from 'vitest';
import { defineProjector, type ProjectionDb } from './projector';

const recorded = (type: string, data: unknown): RecordedEvent => ({
  eventId: '00000000-0000-4000-8000-000000000001',
  stream: 'category-1',
  version: 0,
  globalPosition: 1,
  type,
  schemaVersion: 1,
  occurredAt: new Date('2026-01-01T00:00:00Z'),
  data,
  metadata: { actor: { kind: 'system', name: 'test' }, correlationId: 'c' },
});

const noDb: ProjectionDb = {
  query: () => Promise.reject(new Error('no database in this test')),
};

describe('defineProjector', () => {
  it('hands apply the handled events, typed, and skips the others', async () => {
    const seen: string[] = [];
    const projector = defineProjector({
      name: 'test',
      version: 1,
      ddl: '',
      tables: [],
      handles: ['CategoryCreated', 'CategoryUpdated'],
      async apply(event) {
        // Narrowed by type: CategoryCreated's data has a slug, read without a cast.
        if (event.type === 'CategoryCreated') seen.push(`${event.data.slug}@${event.globalPosition}`);
      },
    });
    await projector.apply(recorded('CategoryCreated', { slug: 'catering' }), noDb);
    await projector.apply(recorded('BookingPaid', { bookingId: 'b' }), noDb);
    expect(seen).toEqual(['catering@1']);
    expect(projector.handles).toEqual(['CategoryCreated', 'CategoryUpdated']);
  });

  // Type-level: `npm run typecheck` fails if an expected error below stops being an error.
  it('rejects at compile time what the platform does not emit', () => {
    defineProjector({
      name: 'misspelt',
      version: 1,
      ddl: '',
      tables: [],
      // @ts-expect-error: no event type is called CategoryCreatd
      handles: ['CategoryCreated', 'CategoryCreatd'],
      async apply() {},
    });
    defineProjector({
      name: 'unhandled-case',
      version: 1,
      ddl: '',
      tables: [],
      handles: ['CategoryCreated'],
      async apply(event) {
        // @ts-expect-error: BookingPaid is not handled, so apply never sees it
        if (event.type === 'BookingPaid') return;
      },
    });
    defineProjector({
      name: 'wrong-field',
      version: 1,
      ddl: '',
      tables: [],
      handles: ['CategoryCreated'],
      async apply(event) {
        // @ts-expect-error: CategoryCreated carries no bookingId
        void event.data.bookingId;
      },
    });
  });
});
