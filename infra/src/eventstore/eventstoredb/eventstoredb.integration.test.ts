import { randomUUID } from 'node:crypto';
import { describeEventStoreContract, type EventStoreContractSubject } from '@esm/core/eventstore/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { findEventStoreDbServer } from './testing/eventstoredb-server';

const server = await findEventStoreDbServer();

if ('skipped' in server) {
  // Skipped where no EventStoreDB can be reached: neither EVENTSTORE_URL nor a container engine
  // for testcontainers (this project's development machines and CI have neither). The same
  // contract runs for the in-memory and PostgreSQL stores on every run. To run it, point
  // EVENTSTORE_URL at a server (docker compose up eventstore) or run where testcontainers finds
  // an engine; the plan is a CI job with a container engine that runs this file.
  console.warn(`EventStoreDB contract skipped: ${server.skipped}`);
  describe.skip(`event store contract: eventstoredb (skipped: ${server.skipped})`, () => {
    it('needs EVENTSTORE_URL or a container engine', () => {});
  });
} else {
  afterAll(() => server.stop());

  // An EventStoreDB log cannot be emptied: every test gets streams under a prefix of its own,
  // and the store sees only those.
  describeEventStoreContract('eventstoredb', async (): Promise<EventStoreContractSubject> => {
    const streamPrefix = `t${randomUUID().replaceAll('-', '')}-`;
    const stores: EventStoreDbEventStore[] = [];
    return {
      refusesEventIdsOfOtherStreams: false,
      async openStore({ clock, registry }) {
        const store = await EventStoreDbEventStore.connect(server.url, {
          clock,
          ...(registry ? { registry } : {}),
          streamPrefix,
          pollIntervalMs: 100,
        });
        stores.push(store);
        return store;
      },
      async dispose() {
        await Promise.all(stores.map((s) => s.close()));
      },
    };
  });

  describe('EventStoreDB adapter', () => {
    it('refuses to start with one clear line when the server cannot be reached', async () => {
      await expect(
        EventStoreDbEventStore.connect('esdb://127.0.0.1:1?tls=false', { timeoutMs: 1000 }),
      ).rejects.toThrow(/^EventStoreDB at esdb:\/\/127\.0\.0\.1:1\?tls=false is unreachable: /);
    });
  });
}
