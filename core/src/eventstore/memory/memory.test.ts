import { describeEventStoreContract, type EventStoreContractSubject } from '../contract';
import type { EventStore } from '../port';
import { InMemoryEventLog } from './in-memory-event-log';
import { InMemoryEventStore } from './in-memory-event-store';

describeEventStoreContract('in-memory', async (): Promise<EventStoreContractSubject> => {
  const log = new InMemoryEventLog();
  const stores: EventStore[] = [];
  return {
    async openStore({ clock, registry }) {
      const store = new InMemoryEventStore({ log, clock, registry });
      stores.push(store);
      return store;
    },
    async dispose() {
      await Promise.all(stores.map((s) => s.close()));
    },
  };
});
