import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ManualClock } from '../kernel/clock';
import { InvalidAppendError } from './append-plan';
import { describeConcurrentAppendContract } from './contract-concurrency';
import { type EventStore, type RecordedEvent, WrongExpectedVersionError } from './port';
import { EventSchemaRegistry } from './schemas';
import { eventually, Latch, testEvent, testMetadata } from './testing';

export interface ContractStoreOptions {
  clock: ManualClock;
  registry?: EventSchemaRegistry;
}

/** One empty event log and a way to open stores over it. */
export interface EventStoreContractSubject {
  /**
   * Opens another store over this subject's log: all stores of one subject see the same events,
   * and each uses its own connections (the concurrency test gives every appender its own store).
   */
  openStore(options: ContractStoreOptions): Promise<EventStore>;
  /** Closes every store it opened and throws the log away. */
  dispose(): Promise<void>;
  /**
   * False for a store that cannot refuse an eventId used in another stream (EventStoreDB keeps no
   * index of ids across streams): the test that needs it is skipped for that adapter.
   */
  refusesEventIdsOfOtherStreams?: boolean;
}

/**
 * Global positions are only promised to increase (EventStoreDB's are byte offsets in its log),
 * so the suite compares positions with each other and with the feed, never with 1, 2, 3.
 */
export function expectIncreasing(positions: readonly number[]): void {
  for (let i = 1; i < positions.length; i++) expect(positions[i]!).toBeGreaterThan(positions[i - 1]!);
}

/** Every position of the feed, in order. */
async function feedPositions(store: EventStore): Promise<number[]> {
  return (await store.readAll({ batch: 100_000 })).map((e) => e.globalPosition);
}

const at = (iso: string) => new Date(iso);

/**
 * The behaviour every adapter of the event-store port must have. Each adapter's
 * test file calls this with a factory that gives every test a fresh, empty log.
 */
export function describeEventStoreContract(
  name: string,
  createSubject: () => Promise<EventStoreContractSubject>,
) {
  describe(`event store contract: ${name}`, () => {
    let subject: EventStoreContractSubject;
    let clock: ManualClock;
    let store: EventStore;

    beforeEach(async () => {
      subject = await createSubject();
      clock = new ManualClock('2026-06-01T09:00:00Z');
      store = await subject.openStore({ clock });
    });
    afterEach(async () => {
      await subject.dispose();
    });

    describe('append and read', () => {
      it('records every field of the metadata and reads it back', async () => {
        const eventId = '0b6f2a6e-4d53-4c3e-9d0a-2f1d4c1e8a77';
        const metadata = testMetadata({
          actor: { kind: 'user', userId: 'user-7', role: 'provider' },
          correlationId: 'corr-42',
          causationId: 'cause-41',
          idempotencyKey: 'idem-1',
        });
        const result = await store.append(
          'booking-1',
          [
            { type: 'BookingRequested', data: { serviceId: 's-1', pence: 45000 }, metadata, eventId },
            {
              type: 'BookingNoted',
              data: { note: 'late arrival', tags: ['a', 'b'], nested: { ok: true } },
              metadata,
            },
          ],
          { expectedVersion: 'no_stream' },
        );
        expect(result).toMatchObject({ nextVersion: 1, duplicate: false });
        expect(result.globalPositions).toEqual(await feedPositions(store));
        expect(result.globalPositions).toHaveLength(2);
        expectIncreasing(result.globalPositions);
        expect(result.globalPositions[0]).toBeGreaterThan(0);

        const events = await store.readStream('booking-1');
        expect(events).toHaveLength(2);
        expect(events[0]).toEqual({
          eventId,
          stream: 'booking-1',
          version: 0,
          globalPosition: result.globalPositions[0],
          type: 'BookingRequested',
          schemaVersion: 1,
          occurredAt: at('2026-06-01T09:00:00Z'),
          data: { serviceId: 's-1', pence: 45000 },
          metadata,
        });
        expect(events[1]).toMatchObject({
          stream: 'booking-1',
          version: 1,
          globalPosition: result.globalPositions[1],
          type: 'BookingNoted',
          data: { note: 'late arrival', tags: ['a', 'b'], nested: { ok: true } },
          metadata,
        });
        expect(events[1]!.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        expect(events[1]!.eventId).not.toBe(eventId);
        expect(await store.readAll()).toEqual(events);
        // What the append answered is what a read returns: callers need not read back.
        expect(result.events).toEqual(events);
      });

      it('answers an append with its events as recorded: data through JSON, fresh objects', async () => {
        const data = { at: new Date('2026-06-01T10:00:00Z'), gone: undefined, pence: 100, list: [1] };
        const result = await store.append('booking-1', [testEvent('Stamped', data)], {
          expectedVersion: 'no_stream',
        });
        const [read] = await store.readStream('booking-1');
        expect(result.events).toEqual([read]);
        expect(result.events[0]!.data).toEqual({ at: '2026-06-01T10:00:00.000Z', pence: 100, list: [1] });
        data.list.push(2);
        expect(result.events[0]!.data).toEqual(read!.data);
      });

      it('records a system actor as given', async () => {
        const system = { kind: 'system', name: 'worker:payouts' } as const;
        await store.append(
          'payout-1',
          [testEvent('PayoutScheduled', {}, { metadata: testMetadata({ actor: system }) })],
          { expectedVersion: 'no_stream' },
        );
        const [event] = await store.readStream('payout-1');
        expect(event!.metadata).toEqual({ actor: system, correlationId: 'corr-1' });
      });

      it('stamps occurredAt from the injected clock at append time', async () => {
        await store.append('booking-1', [testEvent('A', {})], { expectedVersion: 'no_stream' });
        clock.set('2026-07-15T18:30:00.123Z');
        await store.append('booking-1', [testEvent('B', {})], { expectedVersion: 0 });
        const events = await store.readStream('booking-1');
        expect(events.map((e) => e.occurredAt)).toEqual([
          at('2026-06-01T09:00:00Z'),
          at('2026-07-15T18:30:00.123Z'),
        ]);
      });

      it('continues a stream from its expected version and reads from a given version', async () => {
        await store.append('quote-1', [testEvent('A', 1), testEvent('B', 2), testEvent('C', 3)], {
          expectedVersion: 'no_stream',
        });
        const result = await store.append('quote-1', [testEvent('D', 4)], { expectedVersion: 2 });
        expect(result).toEqual({
          nextVersion: 3,
          globalPositions: (await feedPositions(store)).slice(3),
          duplicate: false,
          events: await store.readStream('quote-1', { from: 3 }),
        });
        const tail = await store.readStream('quote-1', { from: 2 });
        expect(tail.map((e) => [e.version, e.type, e.data])).toEqual([
          [2, 'C', 3],
          [3, 'D', 4],
        ]);
        expect(await store.readStream('quote-unknown')).toEqual([]);
      });

      it("appends with 'any' wherever the stream is", async () => {
        expect(await store.append('chat-1', [testEvent('A', {})], { expectedVersion: 'any' })).toMatchObject({
          nextVersion: 0,
        });
        expect(await store.append('chat-1', [testEvent('B', {})], { expectedVersion: 'any' })).toMatchObject({
          nextVersion: 1,
        });
      });

      it('reports the head position, 0 while the log is empty', async () => {
        expect(await store.headPosition()).toBe(0);
        await store.append('a-1', [testEvent('A', {}), testEvent('A', {})], { expectedVersion: 'no_stream' });
        const last = await store.append('b-1', [testEvent('B', {})], { expectedVersion: 'no_stream' });
        expect(await store.headPosition()).toBe(last.globalPositions[0]);
        expect((await feedPositions(store)).at(-1)).toBe(last.globalPositions[0]);
      });
    });

    describe('optimistic concurrency', () => {
      async function snapshot() {
        return { all: await store.readAll(), head: await store.headPosition() };
      }

      it('refuses a stale or future expected version and writes nothing', async () => {
        await store.append('booking-1', [testEvent('A', {}), testEvent('B', {})], {
          expectedVersion: 'no_stream',
        });
        const before = await snapshot();

        const stale = store.append('booking-1', [testEvent('C', {})], { expectedVersion: 0 });
        await expect(stale).rejects.toBeInstanceOf(WrongExpectedVersionError);
        await expect(stale).rejects.toMatchObject({ stream: 'booking-1', expected: 0, actual: 1 });
        await expect(
          store.append('booking-1', [testEvent('C', {}), testEvent('D', {})], { expectedVersion: 5 }),
        ).rejects.toMatchObject({ expected: 5, actual: 1 });

        expect(await snapshot()).toEqual(before);
      });

      it("refuses 'no_stream' on an existing stream and a version on a missing one", async () => {
        await store.append('booking-1', [testEvent('A', {})], { expectedVersion: 'no_stream' });
        const before = await snapshot();
        await expect(
          store.append('booking-1', [testEvent('B', {})], { expectedVersion: 'no_stream' }),
        ).rejects.toMatchObject({ name: 'WrongExpectedVersionError', expected: 'no_stream', actual: 0 });
        await expect(
          store.append('booking-2', [testEvent('B', {})], { expectedVersion: 0 }),
        ).rejects.toMatchObject({ name: 'WrongExpectedVersionError', expected: 0, actual: 'no_stream' });
        expect(await snapshot()).toEqual(before);
      });

      it('writes nothing of an append that fails part-way', async (context) => {
        if (subject.refusesEventIdsOfOtherStreams === false) {
          context.skip('this store cannot see an eventId used in another stream');
        }
        await store.append('booking-1', [testEvent('A', {})], { expectedVersion: 'no_stream' });
        const [existing] = await store.readStream('booking-1');
        const before = await snapshot();
        await expect(
          store.append(
            'booking-2',
            [testEvent('Fresh', {}), testEvent('Reused', {}, { eventId: existing!.eventId })],
            {
              expectedVersion: 'no_stream',
            },
          ),
        ).rejects.toBeInstanceOf(InvalidAppendError);
        expect(await snapshot()).toEqual(before);
        expect(await store.readStream('booking-2')).toEqual([]);
      });

      it('refuses malformed appends before touching the log', async () => {
        await expect(
          store.append('booking-1', [testEvent('A', {})], { expectedVersion: -1 as unknown as number }),
        ).rejects.toBeInstanceOf(InvalidAppendError);
        await expect(
          store.append(
            'booking-1',
            [
              testEvent('A', {}, { metadata: testMetadata({ idempotencyKey: 'k1' }) }),
              testEvent('B', {}, { metadata: testMetadata({ idempotencyKey: 'k2' }) }),
            ],
            { expectedVersion: 'any' },
          ),
        ).rejects.toBeInstanceOf(InvalidAppendError);
        await expect(
          store.append('booking-1', [testEvent('A', {}, { eventId: 'not-a-uuid' })], {
            expectedVersion: 'any',
          }),
        ).rejects.toBeInstanceOf(InvalidAppendError);
        expect(await store.headPosition()).toBe(0);
      });
    });

    describe('idempotency keys', () => {
      const keyed = (type: string, key: string) =>
        testEvent(type, { type }, { metadata: testMetadata({ idempotencyKey: key }) });

      it('returns the original result for a repeated key without writing, even with a stale version', async () => {
        await store.append('booking-1', [testEvent('Opened', {})], { expectedVersion: 'no_stream' });
        const first = await store.append('booking-1', [keyed('Paid', 'pay-1'), keyed('Held', 'pay-1')], {
          expectedVersion: 0,
        });
        expect(first).toEqual({
          nextVersion: 2,
          globalPositions: (await feedPositions(store)).slice(1),
          duplicate: false,
          events: await store.readStream('booking-1', { from: 1 }),
        });
        const before = await store.readAll();

        const again = await store.append('booking-1', [keyed('Paid', 'pay-1'), keyed('Held', 'pay-1')], {
          expectedVersion: 0,
        });
        // A duplicate wrote nothing, so it answers no events of its own.
        expect(again).toEqual({ ...first, duplicate: true, events: [] });
        expect(await store.readAll()).toEqual(before);
      });

      it('scopes a key to its stream and lets a new key through', async () => {
        await store.append('booking-1', [keyed('Paid', 'k')], { expectedVersion: 'no_stream' });
        const otherStream = await store.append('booking-2', [keyed('Paid', 'k')], {
          expectedVersion: 'no_stream',
        });
        const newKey = await store.append('booking-1', [keyed('Refunded', 'k2')], { expectedVersion: 0 });
        const [, second, third] = await feedPositions(store);
        expect(otherStream).toEqual({
          nextVersion: 0,
          globalPositions: [second],
          duplicate: false,
          events: await store.readStream('booking-2'),
        });
        expect(newKey).toEqual({
          nextVersion: 1,
          globalPositions: [third],
          duplicate: false,
          events: await store.readStream('booking-1', { from: 1 }),
        });
        expect((await store.readStream('booking-1')).map((e) => e.metadata.idempotencyKey)).toEqual([
          'k',
          'k2',
        ]);
      });
    });

    describe('the global feed', () => {
      it('reads in global-position order across streams, in batches, after a position', async () => {
        await store.append('a-1', [testEvent('A', 1), testEvent('A', 2)], { expectedVersion: 'no_stream' });
        await store.append('b-1', [testEvent('B', 3)], { expectedVersion: 'no_stream' });
        await store.append('a-1', [testEvent('A', 4), testEvent('A', 5), testEvent('A', 6)], {
          expectedVersion: 1,
        });
        await store.append('c-1', [testEvent('C', 7)], { expectedVersion: 'no_stream' });

        const all = await store.readAll();
        expect(all.map((e) => [e.stream, e.data])).toEqual([
          ['a-1', 1],
          ['a-1', 2],
          ['b-1', 3],
          ['a-1', 4],
          ['a-1', 5],
          ['a-1', 6],
          ['c-1', 7],
        ]);
        const p = all.map((e) => e.globalPosition);
        expectIncreasing(p);
        const positions = async (fromPosition: number, batch: number) =>
          (await store.readAll({ fromPosition, batch })).map((e) => e.globalPosition);
        expect(await positions(0, 3)).toEqual(p.slice(0, 3));
        expect(await positions(p[2]!, 3)).toEqual(p.slice(3, 6));
        expect(await positions(p[5]!, 3)).toEqual([p[6]]);
        expect(await positions(p[6]!, 3)).toEqual([]);
        expect(await positions(p[1]!, 100)).toEqual(p.slice(2));
      });
    });

    describe('upcasting', () => {
      const TYPE = 'TestCustomerRenamed';
      const registryV2 = () =>
        new EventSchemaRegistry()
          .register({
            type: TYPE,
            version: 2,
            schema: z.object({ firstName: z.string(), lastName: z.string() }),
          })
          .registerUpcaster(TYPE, 1, (data) => {
            const { name } = data as { name: string };
            const [firstName = '', ...rest] = name.split(' ');
            return { firstName, lastName: rest.join(' ') };
          });

      it('returns old versions upcast to the current one and leaves the stored event as written', async () => {
        const upcasting = await subject.openStore({ clock, registry: registryV2() });
        const appended = await upcasting.append(
          'customer-1',
          [
            testEvent(TYPE, { name: 'Ada King Lovelace' }, { schemaVersion: 1 }),
            // No schemaVersion: written in the registry's current shape, so never upcast again.
            testEvent(TYPE, { firstName: 'Grace', lastName: 'Hopper' }),
          ],
          { expectedVersion: 'no_stream' },
        );
        const current = [
          { schemaVersion: 2, data: { firstName: 'Ada', lastName: 'King Lovelace' } },
          { schemaVersion: 2, data: { firstName: 'Grace', lastName: 'Hopper' } },
        ];
        const shape = (events: RecordedEvent[]) =>
          events.map(({ schemaVersion, data }) => ({ schemaVersion, data }));
        expect(shape(await upcasting.readStream('customer-1'))).toEqual(current);
        expect(shape(await upcasting.readAll())).toEqual(current);
        expect(shape(appended.events)).toEqual(current);

        const delivered: RecordedEvent[] = [];
        const sub = upcasting.subscribeAll({
          fromPosition: 0,
          onEvents: async (e) => void delivered.push(...e),
        });
        await eventually('the subscription delivers both events', () => delivered.length === 2);
        await sub.stop();
        expect(shape(delivered)).toEqual(current);

        const plain = await subject.openStore({ clock });
        expect(shape(await plain.readStream('customer-1'))).toEqual([
          { schemaVersion: 1, data: { name: 'Ada King Lovelace' } },
          { schemaVersion: 2, data: { firstName: 'Grace', lastName: 'Hopper' } },
        ]);
      });
    });

    describe('subscribeAll', () => {
      const positionsOf = (batches: RecordedEvent[][]) => batches.flat().map((e) => e.globalPosition);

      it('delivers from a checkpoint in order, follows new appends, and stops', async () => {
        for (const n of [1, 2, 3, 4, 5]) {
          await store.append(`s-${n}`, [testEvent('E', n)], { expectedVersion: 'no_stream' });
        }
        const p = await feedPositions(store);
        const batches: RecordedEvent[][] = [];
        const sub = store.subscribeAll({
          fromPosition: p[1]!,
          batch: 2,
          onEvents: async (e) => void batches.push(e),
        });
        await eventually('the backlog after the checkpoint', () => positionsOf(batches).length === 3);
        expect(positionsOf(batches)).toEqual(p.slice(2));
        expect(batches.every((b) => b.length >= 1 && b.length <= 2)).toBe(true);

        const live = await store.append('s-6', [testEvent('E', 6), testEvent('E', 7)], {
          expectedVersion: 'no_stream',
        });
        await eventually('the live events', () => positionsOf(batches).length === 5);
        expect(positionsOf(batches)).toEqual([...p.slice(2), ...live.globalPositions]);

        await sub.stop();
        const sentinel: RecordedEvent[] = [];
        const watcher = store.subscribeAll({
          fromPosition: live.globalPositions[1]!,
          onEvents: async (e) => void sentinel.push(...e),
        });
        await store.append('s-8', [testEvent('E', 8)], { expectedVersion: 'no_stream' });
        await eventually(
          'a live subscription sees the event appended after stop',
          () => sentinel.length === 1,
        );
        await watcher.stop();
        expect(positionsOf(batches)).toEqual([...p.slice(2), ...live.globalPositions]);
      });

      it('resolves stop() only after the batch in flight, and delivers nothing after it', async () => {
        await store.append('s-1', [testEvent('E', 1), testEvent('E', 2), testEvent('E', 3)], {
          expectedVersion: 'no_stream',
        });
        const entered = new Latch();
        const release = new Latch();
        const batches: number[][] = [];
        let finished = 0;
        const sub = store.subscribeAll({
          fromPosition: 0,
          batch: 1,
          onEvents: async (events) => {
            batches.push(events.map((e) => e.globalPosition));
            entered.open();
            await release.promise;
            finished += 1;
          },
        });
        await entered.promise;
        let stopped = false;
        const stopping = sub.stop().then(() => {
          stopped = true;
        });
        for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
        expect(stopped).toBe(false);
        release.open();
        await stopping;
        expect(finished).toBe(1);
        expect(batches).toEqual([[(await feedPositions(store))[0]]]);
      });

      it('delivers a batch again after the handler failed, and reports the failure', async () => {
        await store.append('s-1', [testEvent('E', 1), testEvent('E', 2)], { expectedVersion: 'no_stream' });
        const calls: number[][] = [];
        const errors: unknown[] = [];
        const failure = new Error('projection table locked');
        const sub = store.subscribeAll({
          fromPosition: 0,
          onEvents: async (events) => {
            calls.push(events.map((e) => e.globalPosition));
            if (calls.length === 1) throw failure;
          },
          onError: (error) => errors.push(error),
        });
        await eventually('the batch is delivered again', () => calls.length >= 2);
        const third = await store.append('s-2', [testEvent('E', 3)], { expectedVersion: 'no_stream' });
        const [p3] = third.globalPositions;
        await eventually('the feed moves on', () => calls.flat().includes(p3!));
        await sub.stop();
        const [p1, p2] = await feedPositions(store);
        expect(errors).toEqual([failure]);
        expect(calls).toEqual([[p1, p2], [p1, p2], [p3]]);
      });
    });

    describeConcurrentAppendContract(() => ({ subject, store, clock }));
  });
}
