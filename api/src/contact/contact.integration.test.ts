import { allProjectors } from '@esm/projections/index';
import { checkDrift } from '@esm/projections/runner/drift-check';
import { DEMO_PASSWORD } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.stop());

const form = {
  name: 'Priya Shah',
  email: 'Priya.Shah@Example.co.uk',
  subject: 'Marquee for a June wedding',
  category: 'general',
  message: 'Do your providers cover the Cotswolds for a 120-guest marquee?',
};

const received = async (id: string) => {
  const { rows } = await t.pool.query(
    "SELECT type, data FROM es.events WHERE stream = $1 AND type = 'ContactMessageReceived'",
    [`contact-message-${id}`],
  );
  return rows;
};
const eventCount = async () => Number((await t.pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n);

describe('contact form', () => {
  it('records a visitor’s message as an event and answers with its id', async () => {
    const res = await t.client().post<{ id: string }>('/api/contact', form);
    expect(res.status).toBe(201);
    const events = await received(res.body.id);
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ messageId: res.body.id, userId: null, category: 'general' });
  });

  it('records who sent it when signed in, and a call-back request with its 2-hour promise', async () => {
    const c = t.client();
    const { id: userId } = await c.signUp();
    const res = await c.post<{ id: string }>('/api/contact', { ...form, category: 'callback' });
    expect(res.status).toBe(201);
    const [event] = await received(res.body.id);
    expect(event.data.userId).toBe(userId);
    expect(Date.parse(event.data.respondBy) - Date.parse(event.data.receivedAt)).toBe(2 * 3_600_000);
  });

  it('refuses each bad field with the spec text and appends nothing', async () => {
    const before = await eventCount();
    const res = await t.client().post('/api/contact', {
      name: 'P',
      email: 'not-an-email',
      subject: 'Hi',
      category: '',
      message: 'Short',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'CONTACT_MESSAGE_INVALID',
      message: 'Name must be at least 2 characters',
      fieldErrors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        subject: 'Subject must be at least 5 characters',
        category: 'Please select a category',
        message: 'Message must be at least 10 characters',
      },
    });
    const empty = await t.client().post('/api/contact', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ fieldErrors: { category: 'Please select a category' } });
    expect(await eventCount()).toBe(before);
  });
});

describe('support inbox in the back office', () => {
  it('lists messages for admins with call-back requests first, and marks one handled once', async () => {
    const general = await t.client().post<{ id: string }>('/api/contact', form);
    const callback = await t.client().post<{ id: string }>('/api/contact', { ...form, category: 'callback' });
    const client = t.client();
    await client.signUp();
    expect((await client.get('/api/admin/contact-messages')).status).toBe(403);
    expect((await t.client().get('/api/admin/contact-messages')).status).toBe(401);
    const admin = t.client();
    await admin.signIn('admin@demo.eventhire.uk', DEMO_PASSWORD);
    const open = await admin.get<Array<{ id: string; name: string; email: string; category: string }>>(
      '/api/admin/contact-messages',
    );
    expect(open.status).toBe(200);
    const ids = open.body.map((m) => m.id);
    // The call back (2 hours) comes before the general question (24 hours) sent just before it.
    expect(ids.indexOf(callback.body.id)).toBeLessThan(ids.indexOf(general.body.id));
    expect(open.body.find((m) => m.id === general.body.id)).toMatchObject({
      name: 'Priya Shah',
      email: 'priya.shah@example.co.uk',
      category: 'general',
    });

    expect((await client.post(`/api/admin/contact-messages/${general.body.id}/handle`, {})).status).toBe(403);
    const handled = await admin.post<{ handledAt: string; note: string }>(
      `/api/admin/contact-messages/${general.body.id}/handle`,
      { note: 'Replied with three Cotswolds marquee providers.' },
    );
    expect(handled.status).toBe(200);
    expect(handled.body.note).toBe('Replied with three Cotswolds marquee providers.');
    expect((await admin.post(`/api/admin/contact-messages/${general.body.id}/handle`, {})).status).toBe(409);
    const done = await admin.get<Array<{ id: string }>>(
      `/api/admin/contact-messages?filter=${encodeURIComponent(JSON.stringify({ status: 'handled' }))}`,
    );
    expect(done.body.map((m) => m.id)).toContain(general.body.id);
  });
});

describe('contact form rate limit', () => {
  it('answers 429 with its text once a sender has used up the limit', async () => {
    const limited = await startTestPlatform({ rateLimits: { signIn: 1000, signUp: 1000, contact: 3 } });
    try {
      const c = limited.client();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await c.post('/api/contact', form)).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await c.post('/api/contact', form);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.stop();
    }
  });
});

describe('read models after all of the above', () => {
  it('a clean rebuild from the events gives exactly the live rows', async () => {
    const { differences } = await checkDrift({
      pool: t.pool,
      store: t.platform.store,
      projectors: allProjectors,
    });
    expect(differences).toEqual([]);
  });
});
