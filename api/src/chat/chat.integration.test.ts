import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGE_PAGE } from '@esm/contract/chat';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/test-client';
import { providerWithService } from './testing';

let t: TestPlatform;
let provider: TestClient;
let client: TestClient;
let ids: { providerId: string; serviceId: string };
let roomId: string;

beforeAll(async () => {
  t = await startTestPlatform();
  provider = t.client();
  ids = await providerWithService(provider, 'Harbour Sound Co');
  client = t.client();
  await client.signUp({ firstName: 'Clara', lastName: 'Client' });
});
afterAll(() => t.stop());

const eventCount = async () => Number((await t.pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n);

interface Room {
  id: string;
  counterpartName: string;
  serviceName: string;
  unreadCount: number;
  lastMessage: string | null;
}
interface Message {
  id: string;
  senderId: string;
  message: string;
  isMine: boolean;
}

describe('chat rooms and messages over HTTP', () => {
  it('opens a room the first time and reuses it after', async () => {
    const first = await client.post<Room>('/api/chat/rooms', ids);
    expect(first.status).toBe(201);
    roomId = first.body.id;
    expect(first.body).toMatchObject({
      counterpartName: 'Harbour Sound Co',
      serviceName: 'Festival PA System',
    });
    const before = await eventCount();
    const again = await client.post<Room>('/api/chat/rooms', ids);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(roomId);
    expect(await eventCount()).toBe(before);
  });

  it('refuses opening a chat for a service of another provider, and for visitors', async () => {
    const wrong = await client.post('/api/chat/rooms', {
      ...ids,
      providerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrong.status).toBe(404);
    expect((await t.client().post('/api/chat/rooms', ids)).status).toBe(401);
    const own = await provider.post('/api/chat/rooms', ids);
    expect(own.status).toBe(403);
  });

  it('delivers messages both ways; ?after= returns only newer ones; rooms show both sides', async () => {
    const hello = await client.post<Message>(`/api/chat/rooms/${roomId}/messages`, {
      message: '  Is the PA free on 12 July?  ',
    });
    expect(hello.status).toBe(201);
    expect(hello.body).toMatchObject({ message: 'Is the PA free on 12 July?', isMine: true });

    const providerRooms = await provider.get<Room[]>('/api/chat/rooms');
    expect(providerRooms.body).toHaveLength(1);
    expect(providerRooms.body[0]).toMatchObject({
      id: roomId,
      counterpartName: 'Clara Client',
      unreadCount: 1,
      lastMessage: 'Is the PA free on 12 July?',
    });

    const all = await provider.get<Message[]>(`/api/chat/rooms/${roomId}/messages`);
    expect(all.body.map((m) => [m.message, m.isMine])).toEqual([['Is the PA free on 12 July?', false]]);
    // Reading marked them read.
    expect((await provider.get<Room[]>('/api/chat/rooms')).body[0]!.unreadCount).toBe(0);

    const reply = await provider.post<Message>(`/api/chat/rooms/${roomId}/messages`, {
      message: 'Yes, it is.',
    });
    expect(reply.status).toBe(201);
    const newer = await client.get<Message[]>(`/api/chat/rooms/${roomId}/messages?after=${hello.body.id}`);
    expect(newer.body.map((m) => m.message)).toEqual(['Yes, it is.']);
    const none = await client.get<Message[]>(`/api/chat/rooms/${roomId}/messages?after=${reply.body.id}`);
    expect(none.body).toEqual([]);
    expect((await client.get<Room[]>('/api/chat/rooms')).body.map((r) => r.id)).toEqual([roomId]);
  });

  it('lets only the room’s client and provider read or post', async () => {
    const otherClient = t.client();
    await otherClient.signUp();
    const otherProvider = t.client();
    await providerWithService(otherProvider, 'Other Events');
    for (const outsider of [otherClient, otherProvider]) {
      expect((await outsider.get(`/api/chat/rooms/${roomId}/messages`)).status).toBe(403);
      const before = await eventCount();
      const post = await outsider.post(`/api/chat/rooms/${roomId}/messages`, { message: 'hi' });
      expect(post.status).toBe(403);
      expect(await eventCount()).toBe(before);
      expect((await outsider.get<Room[]>('/api/chat/rooms')).body).toEqual([]);
    }
    const visitor = t.client();
    expect((await visitor.get(`/api/chat/rooms/${roomId}/messages`)).status).toBe(401);
    expect((await visitor.post(`/api/chat/rooms/${roomId}/messages`, { message: 'hi' })).status).toBe(401);
    expect((await visitor.get('/api/chat/rooms')).status).toBe(401);
    expect((await client.get('/api/chat/rooms/00000000-0000-4000-8000-000000000000/messages')).status).toBe(
      404,
    );
  });

  it('refuses empty and whitespace-only messages, appending nothing', async () => {
    const before = await eventCount();
    for (const message of ['', '   \n\t ']) {
      const res = await client.post<{ code: string; message: string }>(`/api/chat/rooms/${roomId}/messages`, {
        message,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'CHAT_MESSAGE_EMPTY',
        message: 'Please type a message before sending.',
      });
    }
    expect((await client.post(`/api/chat/rooms/${roomId}/messages`, {})).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('delivers every message once when both sides send and read at the same moment', async () => {
    const before = (await client.get<Message[]>(`/api/chat/rooms/${roomId}/messages`)).body.length;
    // Two people typing at once, each window also polling: all of it on one room's stream.
    const sent = await Promise.all([
      client.post<Message>(`/api/chat/rooms/${roomId}/messages`, { message: 'Client one' }),
      provider.post<Message>(`/api/chat/rooms/${roomId}/messages`, { message: 'Provider one' }),
      client.get(`/api/chat/rooms/${roomId}/messages`),
      provider.get(`/api/chat/rooms/${roomId}/messages`),
      client.post<Message>(`/api/chat/rooms/${roomId}/messages`, { message: 'Client two' }),
      provider.post<Message>(`/api/chat/rooms/${roomId}/messages`, { message: 'Provider two' }),
    ]);
    expect(sent.map((res) => res.status)).toEqual([201, 201, 200, 200, 201, 201]);
    const seenByClient = (await client.get<Message[]>(`/api/chat/rooms/${roomId}/messages`)).body;
    const seenByProvider = (await provider.get<Message[]>(`/api/chat/rooms/${roomId}/messages`)).body;
    const newest = seenByClient.slice(before).map((m) => m.message);
    expect([...newest].sort()).toEqual(['Client one', 'Client two', 'Provider one', 'Provider two']);
    expect(seenByProvider.map((m) => m.id)).toEqual(seenByClient.map((m) => m.id));
  });

  it('opens a long conversation at its latest messages and pages back from there', async () => {
    const owner = t.client();
    const talk = await providerWithService(owner, 'Long Talk Staging');
    const other = t.client();
    await other.signUp({ firstName: 'Lena', lastName: 'Long' });
    const room = (await other.post<{ id: string }>('/api/chat/rooms', talk)).body.id;
    const url = `/api/chat/rooms/${room}/messages`;
    const ids: string[] = [];
    for (let i = 1; i <= CHAT_MESSAGE_PAGE + 5; i++) {
      const res = await other.post<Message>(url, { message: `Note ${i}` });
      ids.push(res.body.id);
    }
    const notes = (res: { body: Message[] }) => res.body.map((m) => m.message);
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `Note ${from + i}`);

    // Opening shows the latest page at once, not the oldest one with the newest a poll away.
    expect(notes(await other.get<Message[]>(url))).toEqual(range(6, CHAT_MESSAGE_PAGE + 5));
    expect(notes(await other.get<Message[]>(`${url}?before=${ids[5]}`))).toEqual(range(1, 5));
    expect(notes(await other.get<Message[]>(`${url}?before=${ids[0]}`))).toEqual([]);
    expect(notes(await other.get<Message[]>(`${url}?after=${ids.at(-3)}`))).toEqual(range(204, 205));
    // An id that is not a message of this room: after it, the latest page; before it, nothing.
    const elsewhere = (await client.get<Message[]>(`/api/chat/rooms/${roomId}/messages`)).body[0]!.id;
    for (const unknown of [randomUUID(), 'not-an-id', elsewhere]) {
      expect(notes(await other.get<Message[]>(`${url}?after=${unknown}`))).toEqual(
        range(6, CHAT_MESSAGE_PAGE + 5),
      );
      expect((await other.get<Message[]>(`${url}?before=${unknown}`)).body).toEqual([]);
    }
    const both = await other.get<{ message: string }>(`${url}?after=${ids[1]}&before=${ids[3]}`);
    expect(both.status).toBe(400);
    expect(both.body.message).toContain('Ask for messages after one message or before one, not both.');

    // Reading further back marks nothing read; opening the conversation does.
    const unread = async () =>
      (await owner.get<Room[]>('/api/chat/rooms')).body.find((r) => r.id === room)!.unreadCount;
    expect(await unread()).toBe(CHAT_MESSAGE_PAGE + 5);
    const eventsBefore = await eventCount();
    expect(notes(await owner.get<Message[]>(`${url}?before=${ids[10]}`))).toEqual(range(1, 10));
    expect(await unread()).toBe(CHAT_MESSAGE_PAGE + 5);
    expect(await eventCount()).toBe(eventsBefore);
    await owner.get<Message[]>(url);
    expect(await unread()).toBe(0);
  });
});
