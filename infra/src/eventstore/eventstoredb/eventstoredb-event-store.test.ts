import { describe, expect, it } from 'vitest';
import { EventStoreDbEventStore, withDeterministicIds } from './eventstoredb-event-store';

const metadata = (idempotencyKey?: string) => ({
  actor: { kind: 'system' as const, name: 'test' },
  correlationId: 'c-1',
  ...(idempotencyKey ? { idempotencyKey } : {}),
});

describe('EventStoreDB adapter without a server', () => {
  it('gives a keyed append the same uuids on every retry, different per stream, key and index', () => {
    const events = [
      { type: 'A', data: {}, metadata: metadata('pay-1') },
      { type: 'B', data: {}, metadata: metadata('pay-1') },
    ];
    const first = withDeterministicIds('booking-1', events).map((e) => e.eventId);
    expect(withDeterministicIds('booking-1', events).map((e) => e.eventId)).toEqual(first);
    expect(first[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first[0]).not.toBe(first[1]);
    expect(withDeterministicIds('booking-2', events)[0]!.eventId).not.toBe(first[0]);
    const otherKey = events.map((e) => ({ ...e, metadata: metadata('pay-2') }));
    expect(withDeterministicIds('booking-1', otherKey)[0]!.eventId).not.toBe(first[0]);
  });

  it('keeps an eventId the caller chose, and leaves unkeyed events to the store', () => {
    const [chosen, unkeyed] = withDeterministicIds('booking-1', [
      { type: 'A', data: {}, metadata: metadata('k'), eventId: '0b6f2a6e-4d53-4c3e-9d0a-2f1d4c1e8a77' },
      { type: 'B', data: {}, metadata: metadata() },
    ]);
    expect(chosen!.eventId).toBe('0b6f2a6e-4d53-4c3e-9d0a-2f1d4c1e8a77');
    expect(unkeyed!.eventId).toBeUndefined();
  });

  it('fails at start with one line naming the unreachable address, without the password', async () => {
    const started = Date.now();
    const connecting = EventStoreDbEventStore.connect('esdb://admin:secret@127.0.0.1:1?tls=false', {
      timeoutMs: 1500,
    });
    await expect(connecting).rejects.toThrow(
      /^EventStoreDB at esdb:\/\/\*\*\*@127\.0\.0\.1:1\?tls=false is unreachable: [^\n]+$/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a connection string that is not one', async () => {
    await expect(EventStoreDbEventStore.connect('postgres://localhost/x')).rejects.toThrow(
      /^EVENTSTORE_URL is not an EventStoreDB connection string/,
    );
  });
});
