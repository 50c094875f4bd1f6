import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

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

describe('contact form (000 §2, §5, §7)', () => {
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

describe('contact form rate limit', () => {
  it('answers 429 with its text once a sender has used up the limit', async () => {
    const limited = await startTestPlatform({ rateLimits: { contact: 3 } });
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
