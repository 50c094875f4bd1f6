import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { ManualClock } from '../kernel/clock';
import type { EventStoreContractSubject } from './contract';
import type { EventStore, RecordedEvent } from './port';
import { eventually, testEvent } from './testing';

const APPENDERS = 16;
const EVENTS_PER_APPENDER = 500;
const STREAMS_PER_APPENDER = 4;

/**
 * The sequence-gap test: many appenders on their own connections while one
 * subscriber follows the feed from 0 and checkpoints on the global position alone. It must see
 * every event exactly once, in strictly increasing position order.
 */
export function describeConcurrentAppendContract(
  current: () => { subject: EventStoreContractSubject; store: EventStore; clock: ManualClock },
) {
  it(`${APPENDERS} concurrent appenders × ${EVENTS_PER_APPENDER} events: a subscriber from 0 sees each once, in order`, async () => {
    const { subject, store, clock } = current();
    const delivered: RecordedEvent[] = [];
    const outOfOrder: string[] = [];
    const subscription = store.subscribeAll({
      fromPosition: 0,
      batch: 250,
      onEvents: async (events) => {
        for (const event of events) {
          const last = delivered[delivered.length - 1];
          if (last && event.globalPosition <= last.globalPosition) {
            outOfOrder.push(`${event.globalPosition} after ${last.globalPosition}`);
          }
          delivered.push(event);
        }
      },
    });

    const appenders = await Promise.all(
      Array.from({ length: APPENDERS }, () => subject.openStore({ clock })),
    );
    const written = (
      await Promise.all(appenders.map((appender, a) => appendInSmallBatches(appender, a)))
    ).flat();

    const head = await store.headPosition();
    await eventually(
      `the subscriber reaches the head (${head})`,
      () => delivered[delivered.length - 1]?.globalPosition === head,
      40_000,
    );
    await subscription.stop();

    expect(outOfOrder).toEqual([]);
    expect(delivered).toHaveLength(APPENDERS * EVENTS_PER_APPENDER);
    const deliveredIds = delivered.map((e) => e.eventId);
    expect(new Set(deliveredIds).size).toBe(deliveredIds.length);
    expect([...deliveredIds].sort()).toEqual([...written].sort());
    // Within each stream the feed shows versions 0, 1, 2, … with no hole.
    const versions = new Map<string, number[]>();
    for (const e of delivered) versions.set(e.stream, [...(versions.get(e.stream) ?? []), e.version]);
    for (const list of versions.values()) expect(list).toEqual(list.map((_, i) => i));
  }, 60_000);
}

/** One appender: its own streams, batches of 1 to 4 events, each with the expected version. */
async function appendInSmallBatches(store: EventStore, appender: number): Promise<string[]> {
  const ids: string[] = [];
  const lastVersion = new Map<string, number>();
  for (let round = 0; ids.length < EVENTS_PER_APPENDER; round++) {
    const stream = `gap-${appender}-${round % STREAMS_PER_APPENDER}`;
    const size = Math.min(1 + (round % 4), EVENTS_PER_APPENDER - ids.length);
    const events = Array.from({ length: size }, (_, i) =>
      testEvent('GapTested', { appender, round, i }, { eventId: randomUUID() }),
    );
    const expected = lastVersion.get(stream);
    const result = await store.append(stream, events, { expectedVersion: expected ?? 'no_stream' });
    lastVersion.set(stream, result.nextVersion);
    ids.push(...events.map((e) => e.eventId!));
  }
  return ids;
}
