import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CategoryCommand, categoryDecider } from '../category/decider';
import { systemActor } from '../kernel/actor';
import { ManualClock } from '../kernel/clock';
import type { Decider } from '../kernel/decider';
import { DomainError } from '../kernel/errors';
import { defineEvents } from '../kernel/events';
import { PersonalDataProtectingStore } from '../personal-data/protecting-store';
import { InMemoryPersonalDataVault } from '../personal-data/vault';
import { handleCommand } from './handle-command';
import { InMemoryEventStore } from './memory/in-memory-event-store';
import type { AppendResult, ExpectedVersion, NewEvent } from './port';
import { testEvent, testMetadata } from './testing';

const STREAM = 'category-c1';
const fields = {
  name: 'Stage Hire',
  icon: 'fas fa-theater-masks',
  description: 'Stages',
  imageUrl: '/x.svg',
};
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const create: CategoryCommand = {
  type: 'CreateCategory',
  actor: systemActor('seed'),
  categoryId: 'c1',
  slug: 'stage-hire',
  ...fields,
};
const rename = (name: string): CategoryCommand => ({
  type: 'UpdateCategory',
  actor: admin,
  categoryId: 'c1',
  ...fields,
  name,
});
const now = new Date('2026-06-01T12:00:00Z');
const metadata = testMetadata({ correlationId: 'req-1' });

/** An in-memory store where another writer appends to the stream just before some of our appends. */
class ContendedStore extends InMemoryEventStore {
  appendAttempts = 0;
  constructor(readonly interferences: NewEvent[][]) {
    super({ clock: new ManualClock() });
  }
  override async append(
    stream: string,
    events: NewEvent[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    this.appendAttempts += 1;
    const theirs = this.interferences.shift();
    if (theirs) await super.append(stream, theirs, { expectedVersion: 'any' });
    return super.append(stream, events, options);
  }
}

const renamedBySomeoneElse = (name: string): NewEvent[] => [
  testEvent('CategoryUpdated', { categoryId: 'c1', ...fields, name }),
];

describe('handleCommand', () => {
  it('decides on the folded stream, appends with metadata, and returns state and position', async () => {
    const store = new InMemoryEventStore({ clock: new ManualClock() });
    const created = await handleCommand({
      store,
      stream: STREAM,
      decider: categoryDecider,
      command: create,
      now,
      metadata,
    });
    expect(created.events.map((e) => [e.type, e.version, e.globalPosition, e.metadata])).toEqual([
      ['CategoryCreated', 0, 1, metadata],
    ]);
    expect(created).toMatchObject({
      lastPosition: 1,
      duplicate: false,
      state: { exists: true, name: 'Stage Hire' },
    });

    const renamed = await handleCommand({
      store,
      stream: STREAM,
      decider: categoryDecider,
      command: rename('Stages'),
      now,
      metadata,
    });
    expect(renamed.events.map((e) => [e.type, e.version])).toEqual([['CategoryUpdated', 1]]);
    expect(renamed.state).toMatchObject({ exists: true, slug: 'stage-hire', name: 'Stages' });
    expect(renamed.lastPosition).toBe(2);
  });

  it('throws the decider refusal and appends nothing', async () => {
    const store = new InMemoryEventStore();
    const refused = handleCommand({
      store,
      stream: STREAM,
      decider: categoryDecider,
      command: rename('X'),
      now,
      metadata,
    });
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({ code: 'CATEGORY_NOT_FOUND', status: 404 });
    expect(await store.headPosition()).toBe(0);
  });

  it('re-reads and re-decides after a version conflict instead of overwriting', async () => {
    const store = new ContendedStore([]);
    await handleCommand({ store, stream: STREAM, decider: categoryDecider, command: create, now, metadata });
    store.appendAttempts = 0;
    store.interferences.push(renamedBySomeoneElse('Renamed by the other admin'));

    const result = await handleCommand({
      store,
      stream: STREAM,
      decider: categoryDecider,
      command: rename('Ours'),
      now,
      metadata,
    });
    expect(store.appendAttempts).toBe(2);
    expect(result.events.map((e) => e.version)).toEqual([2]);
    expect(result.state).toMatchObject({ name: 'Ours' });
    const names = (await store.readStream(STREAM)).map((e) => (e.data as { name: string }).name);
    expect(names).toEqual(['Stage Hire', 'Renamed by the other admin', 'Ours']);
  });

  it('refuses on the fresh state when a conflicting writer made the command invalid', async () => {
    const store = new ContendedStore([
      [testEvent('CategoryCreated', { categoryId: 'c1', slug: 'stage-hire', ...fields, name: 'Theirs' })],
    ]);
    await expect(
      handleCommand({ store, stream: STREAM, decider: categoryDecider, command: create, now, metadata }),
    ).rejects.toMatchObject({ code: 'CATEGORY_EXISTS' });
    expect(store.appendAttempts).toBe(1);
    expect((await store.readStream(STREAM)).map((e) => (e.data as { name: string }).name)).toEqual([
      'Theirs',
    ]);
  });

  it('gives up with CONCURRENCY_CONFLICT after maxRetries re-decisions', async () => {
    const store = new ContendedStore([]);
    await handleCommand({ store, stream: STREAM, decider: categoryDecider, command: create, now, metadata });
    store.appendAttempts = 0;
    store.interferences.push(...[1, 2, 3, 4, 5].map((n) => renamedBySomeoneElse(`theirs ${n}`)));
    const head = await store.headPosition();

    await expect(
      handleCommand({
        store,
        stream: STREAM,
        decider: categoryDecider,
        command: rename('Ours'),
        now,
        metadata,
        maxRetries: 2,
      }),
    ).rejects.toMatchObject({ code: 'CONCURRENCY_CONFLICT', status: 409 });
    expect(store.appendAttempts).toBe(3);
    const events = await store.readAll({ fromPosition: head });
    expect(events.map((e) => (e.data as { name: string }).name)).toEqual([
      'theirs 1',
      'theirs 2',
      'theirs 3',
    ]);
  });

  it('returns the first outcome for a repeated idempotency key instead of deciding again', async () => {
    const store = new InMemoryEventStore();
    const keyed = { ...metadata, idempotencyKey: 'create-c1' };
    const first = await handleCommand({
      store,
      stream: STREAM,
      decider: categoryDecider,
      command: create,
      now,
      metadata: keyed,
    });
    await handleCommand({
      store,
      stream: STREAM,
      decider: categoryDecider,
      command: rename('Later'),
      now,
      metadata,
    });

    // Deciding again would refuse with CATEGORY_EXISTS; the key says this command already ran.
    const again = await handleCommand({
      store,
      stream: STREAM,
      decider: categoryDecider,
      command: create,
      now,
      metadata: keyed,
    });
    expect(again.duplicate).toBe(true);
    expect(again.events).toEqual(first.events);
    expect(again.lastPosition).toBe(first.lastPosition);
    expect(again.state).toEqual(first.state);
    expect(await store.headPosition()).toBe(2);
  });

  it('folds the stream of a decider that ignores personal data without decrypting it', async () => {
    type Note = { type: 'Noted'; data: { authorId: string; text: string } };
    const notes: Decider<{ text: string }, number, Note> = {
      initialState: 0,
      decide: (command) => [{ type: 'Noted', data: { authorId: 'u1', text: command.text } }],
      evolve: (count) => count + 1,
      ignoresPersonalData: true,
    };
    const definitions = defineEvents({
      Noted: {
        schema: z.object({ authorId: z.string(), text: z.string() }),
        personal: { subject: 'authorId', fields: ['text'] },
      },
    });
    class CountingVault extends InMemoryPersonalDataVault {
      opened = 0;
      override async existingKeyFor(subjectId: string) {
        this.opened++;
        return super.existingKeyFor(subjectId);
      }
    }
    const vault = new CountingVault();
    const store = new PersonalDataProtectingStore(new InMemoryEventStore(), vault, definitions);
    const note = (text: string, idempotencyKey?: string) =>
      handleCommand({
        store,
        stream: 'notes-1',
        decider: notes,
        command: { text },
        now,
        metadata: { ...metadata, idempotencyKey },
      });

    for (let i = 1; i <= 5; i++) await note(`note ${i}`);
    const before = vault.opened;
    const sixth = await note('note 6', 'note-6');
    expect(sixth.state).toBe(6);
    // Only its own new event is opened, for the answer; the five it folded are not.
    expect(vault.opened - before).toBe(1);
    // The answer holds the events as written, in plain text, and so does a repeat's.
    expect(sixth.events.map((e) => e.data)).toEqual([{ authorId: 'u1', text: 'note 6' }]);
    await note('note 7');
    const repeat = await note('note 6 again', 'note-6');
    expect(repeat.duplicate).toBe(true);
    expect(repeat.events).toEqual(sixth.events);
    expect(repeat.state).toBe(6);
  });

  it('appends nothing and reports position 0 when the decider has nothing to say', async () => {
    const counter: Decider<{ add: number }, number, { type: 'Added'; data: { n: number } }> = {
      initialState: 0,
      decide: (command) => (command.add === 0 ? [] : [{ type: 'Added', data: { n: command.add } }]),
      evolve: (state, event) => state + event.data.n,
    };
    const store = new InMemoryEventStore();
    await handleCommand({ store, stream: 'counter-1', decider: counter, command: { add: 2 }, now, metadata });
    const result = await handleCommand({
      store,
      stream: 'counter-1',
      decider: counter,
      command: { add: 0 },
      now,
      metadata,
    });
    expect(result).toEqual({ events: [], state: 2, lastPosition: 0, duplicate: false });
    expect(await store.headPosition()).toBe(1);
  });
});
