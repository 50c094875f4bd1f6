import { describe, expect, it } from 'vitest';
import { type CategoryCommand, categoryDecider } from '../category/decider';
import { systemActor } from '../kernel/actor';
import { ManualClock } from '../kernel/clock';
import { CommandBus, type ReadScope } from './command-bus';
import { InMemoryEventStore } from './memory/in-memory-event-store';

const create = (id: string): CategoryCommand => ({
  type: 'CreateCategory',
  actor: systemActor('seed'),
  categoryId: id,
  slug: `slug-${id}`,
  name: `Category ${id}`,
  icon: 'fas fa-theater-masks',
  description: 'Stages',
  imageUrl: '/x.svg',
});

function busWithWaits() {
  const waits: Array<{ position: number; scope?: ReadScope }> = [];
  const bus = new CommandBus(
    new InMemoryEventStore(),
    new ManualClock(new Date('2026-06-01T12:00:00Z')),
    async (position, scope) => {
      waits.push(scope ? { position, scope } : { position });
      return true;
    },
  );
  const run = (id: string, readYourWrites = true) =>
    bus.run({
      stream: `category-${id}`,
      decider: categoryDecider,
      command: create(id),
      actor: systemActor('seed'),
      correlationId: `c-${id}`,
      readYourWrites,
    });
  return { bus, waits, run };
}

describe('CommandBus read-your-writes', () => {
  it("waits for the read models of the command's own event types", async () => {
    const { waits, run } = busWithWaits();
    const result = await run('a');
    expect(waits).toEqual([{ position: result.lastPosition, scope: { eventTypes: ['CategoryCreated'] } }]);
  });

  it('records the writes of nested work once, for a single wait after it', async () => {
    const { bus, waits, run } = busWithWaits();
    const { writes } = await bus.recordWrites(async () => {
      await run('a', false);
      const inner = await bus.recordWrites(() => run('b', false));
      expect(inner.writes.eventTypes).toEqual(new Set(['CategoryCreated']));
    });
    expect(writes.eventTypes).toEqual(new Set(['CategoryCreated']));
    expect(writes.lastPosition).toBe(2);
    expect(waits).toEqual([]);
    await bus.waitForWrites(writes);
    expect(waits).toEqual([{ position: 2, scope: { eventTypes: ['CategoryCreated'] } }]);
  });

  it('does not wait when nothing was written', async () => {
    const { bus, waits } = busWithWaits();
    const { writes } = await bus.recordWrites(async () => 'nothing');
    expect(await bus.waitForWrites(writes)).toBe(true);
    expect(waits).toEqual([]);
  });
});
