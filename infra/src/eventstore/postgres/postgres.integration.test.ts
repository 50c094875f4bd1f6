import { describeEventStoreContract, type EventStoreContractSubject } from '@esm/core/eventstore/contract';
import { PostgresEventStore } from './postgres-event-store';
import { openTestEventLog } from './testing/open-test-log';

describeEventStoreContract('postgres', async (): Promise<EventStoreContractSubject> => {
  const db = await openTestEventLog();
  const stores: PostgresEventStore[] = [];
  return {
    // Every store gets its own small pool, so concurrent appenders really use separate sessions.
    async openStore({ clock, registry }) {
      const store = PostgresEventStore.connect({ connectionString: db.url, poolSize: 2, clock, registry });
      stores.push(store);
      return store;
    },
    async dispose() {
      await Promise.all(stores.map((s) => s.close()));
      await db.drop();
    },
  };
});
