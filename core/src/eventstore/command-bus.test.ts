import { describe, expect, it } from 'vitest';
import { type CategoryCommand, categoryDecider } from '../category/decider';
import { systemActor } from '../kernel/actor';
import { ManualClock } from '../kernel/clock';
import { CommandBus, type ReadScope } from './command-bus';
import { InMemoryEventStore } from './memory/in-memory-event-store';

const fields = { icon: 'fas fa-theater-masks', description: 'Stages', imageUrl: '/x.svg' };
const create = (id: string): CategoryCommand => ({
  type: 'CreateCategory',
  actor: systemActor('seed'),
  categoryId: id,
  slug: `slug-${id}`,
  name: `Category ${id}`,
  ...fields,
});

function bus() {
  const waits: Array<{ position: number; scope?: ReadScope }> = [];
  const commands = new CommandBus(
    new InMemoryEventStore(),
    new ManualClock(new Date('2026-06-01T12:00:00Z')),
    async (position, scope) => {
      waits.push({ position, ...(scope ? { scope } : {}) });
      return true;
    },
  );
  const run = (id: string, readYourWrites = true) =>
    commands.run({
      stream: `category-${id}`,
      decider: categoryDecider,
      command: create(id),
      actor: systemActor('seed'),
      correlationId: 'c-1',
      readYourWrites,
    });
  return { commands, waits, run };
}

describe('CommandBus read-your-writes scope', () => {
  it('waits after a command for the read models of the event types it appended', async () => {
    const { waits, run } = bus();
    const result = await run('a');
    expect(waits).toEqual([{ position: result.lastPosition, scope: { eventTypes: ['CategoryCreated'] } }]);
  });

  it('waits for every read model when the caller gives no scope', async () => {
    const { commands, waits } = bus();
    await commands.waitForReadModels(7);
    expect(waits).toEqual([{ position: 7 }]);
  });

  it('records the writes of every command run inside recordWrites, nested ones included, and waits once', async () => {
    const { commands, waits, run } = bus();
    const { writes } = await commands.recordWrites(async () => {
      await run('a', false);
      await commands.recordWrites(() => run('b', false));
    });
    // Outside the recording nothing is collected.
    await run('c', false);
    expect(writes.lastPosition).toBe(2);
    expect([...writes.eventTypes]).toEqual(['CategoryCreated']);
    await commands.waitForWrites(writes);
    expect(waits).toEqual([{ position: 2, scope: { eventTypes: ['CategoryCreated'] } }]);
  });

  it('does not wait when nothing was written', async () => {
    const { commands, waits } = bus();
    const { writes } = await commands.recordWrites(async () => 'nothing');
    expect(await commands.waitForWrites(writes)).toBe(true);
    expect(waits).toEqual([]);
  });
});
