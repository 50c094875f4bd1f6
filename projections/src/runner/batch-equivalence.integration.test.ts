import type { PlatformEvent } from '@esm/core/event-catalogue';
import { migrate } from '@esm/infra/postgres/migrate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjectors, readModelExtensionsMigration } from '../index';
import { catchUp } from './catch-up';
import { bulkInsertEvents, type GeneratedEvent, generateMarketplaceEvents } from './marketplace-events';
import type { Projector } from './projector';
import { createReadModelSchema, quoteIdent } from './read-model-schema';
import { rebuildBlueGreen } from './rebuild';
import { openReadModelTestDb, type ReadModelTestDb } from './testing/read-model-db';

/**
 * Every batchable projector must leave exactly the rows of per-event apply: the same generated
 * marketplace log goes through `apply` one event at a time into one schema and through
 * `applyBatch` into another (with several batch sizes, so runs are cut in different places), and
 * every table is compared row for row. The log also holds the awkward cases: repeated ids,
 * messages to rooms that do not exist, ids in a non-canonical form.
 */
let db: ReadModelTestDb;
let head = 0;
beforeAll(async () => {
  db = await openReadModelTestDb();
  await migrate(db.pool, [readModelExtensionsMigration]);
  const events = withAwkwardCases(generateMarketplaceEvents({ count: 4000, seed: 7 }));
  await bulkInsertEvents(db.pool, events);
  head = await db.store.headPosition();
});
afterAll(() => db.close());

const batchable = allProjectors.filter((p) => p.applyBatch);

function withAwkwardCases(events: GeneratedEvent[]): GeneratedEvent[] {
  const out = [...events];
  let n = 0;
  const add = (event: PlatformEvent) => {
    out.push({
      stream: `awkward-${n++}`,
      version: 0,
      occurredAt: new Date(Date.UTC(2027, 0, 1, 0, 0, n)),
      event,
    });
  };
  const pick = <T extends PlatformEvent['type']>(type: T, nth: number) =>
    events.filter((e) => e.event.type === type)[nth]!.event as Extract<PlatformEvent, { type: T }>;
  // The same ids again, with other data: the first one must win everywhere.
  for (const type of [
    'AccountRegistered',
    'ProviderProfileCreated',
    'ServiceListed',
    'ChatRoomOpened',
  ] as const) {
    const again = structuredClone(pick(type, 3)) as PlatformEvent;
    (again.data as Record<string, unknown>).status = 'active';
    add(again);
  }
  const message = pick('ChatMessageSent', 5);
  add({ ...message, data: { ...message.data, message: 'sent twice' } });
  add({
    ...message,
    data: {
      ...message.data,
      roomId: '00000000-0000-4000-8000-0000deadbeef',
      messageId: '00000000-0000-4000-8000-0000deadbee1',
    },
  });
  // Upper-case ids are the same uuids to PostgreSQL but not to a string comparison.
  add({
    ...message,
    data: {
      ...message.data,
      roomId: message.data.roomId.toUpperCase(),
      senderId: message.data.senderId.toUpperCase(),
      messageId: '00000000-0000-4000-8000-0000deadbee2',
    },
  });
  // Then more ordinary traffic after the awkward events, in the same runs.
  for (const e of events.slice(-200)) {
    if (e.event.type === 'ChatMessageSent') {
      add({ ...e.event, data: { ...e.event.data, messageId: e.event.data.messageId.replace(/^0/, 'a') } });
    }
  }
  return out;
}

async function rowsOf(schema: string, projector: Projector): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const table of projector.tables) {
    const { rows } = await db.pool.query<{ row: string }>(
      `SELECT to_jsonb(t)::text AS row FROM ${quoteIdent(schema)}.${quoteIdent(table)} t`,
    );
    dump[table] = rows.map((r) => r.row).sort();
  }
  return dump;
}

async function replay(projector: Projector, batchSize: number): Promise<Record<string, string[]>> {
  const schema = await createReadModelSchema(db.pool, [projector], 'rm_eq');
  await catchUp({ pool: db.pool, store: db.store, schema, projectors: [projector], until: head, batchSize });
  return rowsOf(schema, projector);
}

describe('batch apply', () => {
  it('is offered by the projectors that dominate the log', () => {
    expect(batchable.map((p) => p.name)).toEqual(
      expect.arrayContaining(['chat', 'services', 'providers', 'users', 'categories', 'provider-dashboard']),
    );
  });

  it.each(batchable.map((p) => [p.name, p] as const))(
    '%s: applyBatch leaves exactly the rows of per-event apply',
    async (_name, projector) => {
      const { applyBatch: _, ...perEventOnly } = projector;
      const expected = await replay(perEventOnly, 10_000);
      expect(Object.values(expected).some((rows) => rows.length > 0)).toBe(true);
      for (const batchSize of [10_000, 61]) {
        expect(await replay(projector, batchSize)).toEqual(expected);
      }
    },
  );
});

describe('a blue-green rebuild of every projector', () => {
  it('ends with the rows of per-event apply and with the search indexes it built after the load', async () => {
    const perEvent = allProjectors.map(({ applyBatch: _, ...projector }) => projector);
    const reference = await createReadModelSchema(db.pool, perEvent, 'rm_eq');
    await catchUp({ pool: db.pool, store: db.store, schema: reference, projectors: perEvent, until: head });
    const rebuilt = await rebuildBlueGreen({ pool: db.pool, store: db.store, projectors: allProjectors });
    for (const projector of allProjectors) {
      expect(await rowsOf(rebuilt, projector)).toEqual(await rowsOf(reference, projector));
    }
    const indexes = async (schema: string) =>
      (
        await db.pool.query<{ indexname: string }>(
          'SELECT indexname FROM pg_indexes WHERE schemaname = $1 ORDER BY indexname',
          [schema],
        )
      ).rows.map((r) => r.indexname);
    expect(await indexes(rebuilt)).toEqual(await indexes(reference));
    expect(await indexes(rebuilt)).toEqual(
      expect.arrayContaining(['services_search_idx', 'services_name_trgm_idx', 'services_coverage_idx']),
    );
  });
});
