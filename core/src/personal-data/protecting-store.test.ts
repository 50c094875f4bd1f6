import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InMemoryEventStore } from '../eventstore/memory/in-memory-event-store';
import { defineEvents, ERASED } from '../kernel/events';
import { PersonalDataProtectingStore } from './protecting-store';
import { InMemoryPersonalDataVault } from './vault';

const definitions = defineEvents({
  Registered: {
    schema: z.object({ userId: z.string(), email: z.string(), plan: z.string() }),
    personal: { subject: 'userId', fields: ['email'] },
  },
  Noted: { schema: z.object({ text: z.string() }) },
});
const metadata = { actor: { kind: 'system' as const, name: 'test' }, correlationId: 'c1' };

function setup() {
  const inner = new InMemoryEventStore();
  const vault = new InMemoryPersonalDataVault();
  return { inner, vault, store: new PersonalDataProtectingStore(inner, vault, definitions) };
}

describe('personal data in events (crypto-shredding)', () => {
  it('stores declared personal fields encrypted and gives them back in plain text', async () => {
    const { inner, store } = setup();
    const appended = await store.append(
      'account-u1',
      [{ type: 'Registered', data: { userId: 'u1', email: 'a@b.co', plan: 'x' }, metadata }],
      {
        expectedVersion: 'no_stream',
      },
    );
    const raw = (await inner.readStream('account-u1'))[0]!.data as Record<string, string>;
    expect(raw.email).toMatch(/^pii:v1:/);
    expect(JSON.stringify(raw)).not.toContain('a@b.co');
    expect(raw.plan).toBe('x');
    expect((await store.readStream('account-u1'))[0]!.data).toEqual({
      userId: 'u1',
      email: 'a@b.co',
      plan: 'x',
    });
    expect((await store.readAll())[0]!.data).toMatchObject({ email: 'a@b.co' });
    // The append answers its events as a read of this store does: in plain text.
    expect(appended.events).toEqual(await store.readStream('account-u1'));
  });

  it('leaves personal fields as stored for a reader that asks for them sealed', async () => {
    const { inner, store } = setup();
    await store.append(
      'account-u1',
      [{ type: 'Registered', data: { userId: 'u1', email: 'a@b.co', plan: 'x' }, metadata }],
      { expectedVersion: 'no_stream' },
    );
    const sealed = await store.readStream('account-u1', { personalData: 'sealed' });
    expect(sealed).toEqual(await inner.readStream('account-u1'));
    expect((sealed[0]!.data as Record<string, string>).email).toMatch(/^pii:v1:/);
    expect((await store.readStream('account-u1', { personalData: 'open' }))[0]!.data).toMatchObject({
      email: 'a@b.co',
    });
  });

  it('after erasure the history replays with the personal fields erased and the rest intact', async () => {
    const { vault, store } = setup();
    await store.append(
      'account-u1',
      [{ type: 'Registered', data: { userId: 'u1', email: 'a@b.co', plan: 'x' }, metadata }],
      {
        expectedVersion: 'no_stream',
      },
    );
    await vault.erase('u1');
    expect((await store.readAll())[0]!.data).toEqual({ userId: 'u1', email: ERASED, plan: 'x' });
  });

  it('never records new personal data for an erased person', async () => {
    const { inner, vault, store } = setup();
    await vault.erase('u2');
    const appended = await store.append(
      'account-u2',
      [{ type: 'Registered', data: { userId: 'u2', email: 'z@b.co', plan: 'x' }, metadata }],
      {
        expectedVersion: 'any',
      },
    );
    expect(JSON.stringify(await inner.readAll())).not.toContain('z@b.co');
    expect(JSON.stringify(appended.events)).not.toContain('z@b.co');
    expect(appended.events[0]!.data).toMatchObject({ email: ERASED });
  });

  it('passes events without personal fields through untouched, in subscriptions too', async () => {
    const { store } = setup();
    await store.append('note-1', [{ type: 'Noted', data: { text: 'hello' }, metadata }], {
      expectedVersion: 'any',
    });
    const seen: unknown[] = [];
    const sub = store.subscribeAll({
      fromPosition: 0,
      onEvents: async (events) => {
        seen.push(...events.map((e) => e.data));
      },
    });
    await expect.poll(() => seen.length).toBe(1);
    await sub.stop();
    expect(seen[0]).toEqual({ text: 'hello' });
  });
});
