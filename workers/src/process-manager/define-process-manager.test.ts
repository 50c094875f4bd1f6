import type { RecordedEvent } from '@esm/core/eventstore/port';
import { describe, expect, it } from 'vitest';
import { cancel, defineProcessManager, schedule } from './process-manager';

const recorded = (type: string, data: unknown): RecordedEvent => ({
  eventId: '00000000-0000-4000-8000-000000000001',
  stream: 'booking-b1',
  version: 0,
  globalPosition: 7,
  type,
  schemaVersion: 1,
  occurredAt: new Date('2026-01-01T00:00:00Z'),
  data,
  metadata: { actor: { kind: 'system', name: 'test' }, correlationId: 'c' },
});

describe('defineProcessManager', () => {
  it('hands react the handled events, typed, and ignores the others', () => {
    const manager = defineProcessManager({
      name: 'test',
      handles: ['BookingPaid', 'BookingAccepted'],
      react(event) {
        // Narrowed by type: BookingPaid's data has respondBy, read without a cast.
        if (event.type === 'BookingPaid')
          return [schedule(`t:${event.data.bookingId}`, 'q', new Date(event.data.respondBy), {})];
        return [cancel(`t:${event.data.bookingId}`)];
      },
    });
    expect(manager.handles).toEqual(['BookingPaid', 'BookingAccepted']);
    expect(
      manager.react(recorded('BookingPaid', { bookingId: 'b1', respondBy: '2026-01-02T00:00:00.000Z' })),
    ).toEqual([schedule('t:b1', 'q', new Date('2026-01-02T00:00:00.000Z'), {})]);
    expect(manager.react(recorded('BookingAccepted', { bookingId: 'b1' }))).toEqual([cancel('t:b1')]);
    expect(manager.react(recorded('BookingCancelled', { bookingId: 'b1' }))).toEqual([]);
  });

  // Type-level: `npm run typecheck` fails if an expected error below stops being an error.
  it('rejects at compile time what the platform does not emit', () => {
    defineProcessManager({
      name: 'misspelt',
      // @ts-expect-error: no event type is called BookingPayed
      handles: ['BookingPaid', 'BookingPayed'],
      react: () => [],
    });
    defineProcessManager({
      name: 'unhandled-case',
      handles: ['BookingPaid'],
      react(event) {
        // @ts-expect-error: BookingCancelled is not handled, so react never sees it
        if (event.type === 'BookingCancelled') return [];
        return [];
      },
    });
    defineProcessManager({
      name: 'wrong-field',
      handles: ['BookingPaid'],
      // @ts-expect-error: BookingPaid carries no refundAmount
      react: (event) => [cancel(String(event.data.refundAmount))],
    });
  });
});
