import { accountStream } from '@esm/core/account/events';
import { bookingStream } from '@esm/core/booking/events';
import { chatStream } from '@esm/core/chat/events';
import { escrowStream } from '@esm/core/escrow/events';
import { planStream } from '@esm/core/plan/events';
import { providerStream } from '@esm/core/provider/events';
import { quoteStream } from '@esm/core/quote/events';
import { serviceStream } from '@esm/core/service/events';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/test-client';
import { registeredRoutes } from './route-catalogue';
import { buildFixtures, type Fixtures, PRINCIPALS, type Principal } from './testing/fixtures';
import { MATRIX, type MatrixRow, UNCLASSIFIED } from './testing/matrix';

let t: TestPlatform;
let f: Fixtures;
let sessions: Record<Principal, TestClient>;

beforeAll(async () => {
  t = await startTestPlatform({ seed: 'minimal' });
  ({ fixtures: f, sessions } = await buildFixtures(t));
}, 120_000);
afterAll(() => t?.stop());

async function sessionFor(who: Principal, row: MatrixRow): Promise<TestClient> {
  if (!row.fresh) return sessions[who];
  const client = t.client();
  if (who !== 'visitor') await client.signIn(f.credentials[who].email, f.credentials[who].password);
  return client;
}

async function call(row: MatrixRow, who: Principal) {
  const [m] = split(row);
  const client = await sessionFor(who, row);
  const body = row.body?.(f, who);
  return client.request<{ code?: string; message?: string }>(m, row.path(f), body);
}

function split(row: MatrixRow): [string, string] {
  return row.route.split(' ') as [string, string];
}

const expectedDenial = (row: MatrixRow, who: Principal) =>
  who === 'visitor' ? 401 : (row.expect?.[who] ?? row.deny ?? 403);

/** Stream versions of everything that belongs to A and B, to show denied calls changed nothing. */
async function versions(): Promise<Record<string, number>> {
  const streams = [
    bookingStream(f.clientA.bookingId),
    bookingStream(f.clientB.bookingId),
    escrowStream(f.clientA.bookingId),
    quoteStream(f.clientA.quoteId),
    quoteStream(f.clientB.quoteId),
    chatStream(f.clientA.roomId),
    chatStream(f.clientB.roomId),
    chatStream(f.suspended.roomId),
    providerStream(f.providerA.providerId),
    providerStream(f.providerB.providerId),
    serviceStream(f.providerA.serviceId),
    serviceStream(f.providerA.spareServiceId),
    serviceStream(f.providerB.serviceId),
    accountStream(f.clientA.userId),
    planStream(f.providerA.providerId),
    planStream(f.providerB.providerId),
  ];
  const { rows } = await t.pool.query<{ stream: string; n: number }>(
    'SELECT stream, count(*)::int AS n FROM es.events WHERE stream = ANY($1) GROUP BY stream',
    [streams],
  );
  // A boost purchase starts a stream of its own (boost-<new id>), so its streams cannot be listed
  // up front: count the events of every boost of provider A's services instead.
  const boosts = await t.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM es.events e
     WHERE e.stream LIKE 'boost-%' AND e.stream NOT LIKE 'boost-package-%'
       AND EXISTS (SELECT 1 FROM es.events r WHERE r.stream = e.stream
                   AND r.data->>'serviceId' = ANY($1))`,
    [[f.providerA.serviceId, f.providerA.spareServiceId]],
  );
  return {
    ...Object.fromEntries(streams.map((s) => [s, rows.find((r) => r.stream === s)?.n ?? 0])),
    "boosts of provider A's services": boosts.rows[0]?.n ?? 0,
  };
}

describe('authorisation matrix (docs/permissions.md)', () => {
  it('classifies every registered route', () => {
    const classified = new Set(MATRIX.map((row) => row.route));
    const registered = registeredRoutes(t.platform.app).filter((r) => !UNCLASSIFIED(r.method, r.url));
    expect(registered.length).toBeGreaterThan(40);
    const missing = registered.map((r) => `${r.method} ${r.url}`).filter((r) => !classified.has(r));
    expect(missing, 'routes missing from api/src/authz/matrix.ts (and docs/permissions.md)').toEqual([]);
    const stale = [...classified].filter(
      (route) => !registered.some((r) => `${r.method} ${r.url}` === route),
    );
    expect(stale, 'matrix rows for routes the app does not register').toEqual([]);
  });

  it('denies everyone the matrix does not allow, and the denied calls change nothing', async () => {
    const before = await versions();
    const wrong: string[] = [];
    for (const row of MATRIX) {
      for (const who of PRINCIPALS) {
        if (row.allow.includes(who)) continue;
        const res = await call(row, who);
        const want = expectedDenial(row, who);
        if (res.status !== want)
          wrong.push(
            `${row.route} [${row.target}] as ${who}: ${res.status} (want ${want}) ${res.body?.code ?? ''}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(await versions()).toEqual(before);
  }, 180_000);

  it('allows everyone the matrix allows', async () => {
    const wrong: string[] = [];
    for (const row of MATRIX) {
      for (const who of PRINCIPALS) {
        if (!row.allow.includes(who)) continue;
        const res = await call(row, who);
        const exact = row.expect?.[who];
        const fine =
          exact !== undefined
            ? res.status === exact
            : res.status !== 401 && res.status !== 403 && res.status < 500;
        if (!fine)
          wrong.push(
            `${row.route} [${row.target}] as ${who}: ${res.status} (want ${exact ?? 'allowed'}) ${res.body?.code ?? ''}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it("only client A and provider A ever changed client A's booking, quote and chat", async () => {
    const { rows } = await t.pool.query<{
      stream: string;
      type: string;
      actor: { kind: string; userId?: string };
    }>('SELECT stream, type, actor FROM es.events WHERE stream = ANY($1) ORDER BY global_position', [
      [
        bookingStream(f.clientA.bookingId),
        escrowStream(f.clientA.bookingId),
        quoteStream(f.clientA.quoteId),
        chatStream(f.clientA.roomId),
      ],
    ]);
    const parties = new Set([f.clientA.userId, f.providerA.userId]);
    const strangers = rows.filter((r) => r.actor.kind === 'user' && !parties.has(r.actor.userId ?? ''));
    expect(strangers).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('does not leak what is not yours in lists and public records', async () => {
    const quotesOfB = await sessions.clientB.get<{ id: string }[]>('/api/quotes');
    expect(quotesOfB.body.map((q) => q.id)).not.toContain(f.clientA.quoteId);
    const bookingsOfB = await sessions.clientB.get<{ id: string }[]>('/api/bookings');
    expect(bookingsOfB.body.map((b) => b.id)).not.toContain(f.clientA.bookingId);
    const roomsOfB = await sessions.providerB.get<{ id: string }[]>('/api/chat/rooms');
    expect(roomsOfB.body.map((r) => r.id)).not.toContain(f.clientA.roomId);
    const publicA = await sessions.clientB.get<Record<string, unknown>>(
      `/api/providers/${f.providerA.providerId}`,
    );
    expect(publicA.body).not.toHaveProperty('contactEmail');
    expect(publicA.body).not.toHaveProperty('phoneNumber');
    const ownA = await sessions.providerA.get<Record<string, unknown>>(
      `/api/providers/${f.providerA.providerId}`,
    );
    expect(ownA.body).toHaveProperty('contactEmail');
  });
});
