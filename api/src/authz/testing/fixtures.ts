import { DEMO_PASSWORD, demoAccounts } from '@esm/server/seed/demo-accounts';
import type { TestPlatform } from '@esm/server/testing/test-platform';
import { testServiceForm } from '../../chat/testing';
import { payAndConfirm, quoteFor, type Setup } from '../../checkout/testing/checkout-fixtures';
import type { TestClient } from '../../testing/test-client';

/** Who runs each route in the authorisation matrix. */
export const PRINCIPALS = [
  'visitor',
  'clientA',
  'clientB',
  'providerA',
  'providerB',
  'suspended',
  'verifier',
  'investigator',
  'auditor',
  'admin',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

const PASSWORD = 'correct-horse-battery';

export interface ClientFixture {
  userId: string;
  email: string;
  quoteId: string;
  bookingId: string;
  roomId: string;
  setup: Setup;
}

export interface ProviderFixture {
  userId: string;
  email: string;
  providerId: string;
  serviceId: string;
}

/** Everything the matrix targets, built through the real API. */
export interface Fixtures {
  clientA: ClientFixture;
  clientB: ClientFixture;
  providerA: ProviderFixture & { spareServiceId: string };
  providerB: ProviderFixture;
  suspended: ProviderFixture & { roomId: string };
  ids: Record<Principal, string | null>;
  credentials: Record<Exclude<Principal, 'visitor'>, { email: string; password: string }>;
}

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.co.uk`;

async function ok<T>(what: string, res: Promise<{ status: number; body: T }>, status = 201): Promise<T> {
  const r = await res;
  if (r.status !== status) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

async function provider(t: TestPlatform, label: string, businessName: string) {
  const client = t.client();
  const email = unique(label);
  const user = await client.signUp({ email, firstName: 'Pat', lastName: label });
  const profile = await client.becomeProvider({ businessName });
  const service = await ok(
    `${label} service`,
    client.post<{ id: string }>('/api/services', testServiceForm({ name: `${businessName} PA` })),
  );
  return { client, fixture: { userId: user.id, email, providerId: profile.id, serviceId: service.id } };
}

/** A client with a requested quote, a paid booking (card 4242…) and a chat room, all with `p`. */
async function client(t: TestPlatform, label: string, p: ProviderFixture) {
  const c = t.client();
  const email = unique(label);
  const user = await c.signUp({ email, firstName: 'Casey', lastName: label });
  const quote = await ok(
    `${label} quote`,
    c.post<{ id: string }>(
      '/api/quotes',
      quoteFor(p.serviceId, { services: [{ serviceId: p.serviceId, quantity: 1, duration: 2 }] }),
    ),
  );
  const setup = await ok(
    `${label} checkout`,
    c.post<Setup>('/api/create-payment-intent', { quoteId: quote.id }),
    200,
  );
  const bookingId = await payAndConfirm(c, setup, quote.id);
  const room = await ok(
    `${label} chat`,
    c.post<{ id: string }>('/api/chat/rooms', { providerId: p.providerId, serviceId: p.serviceId }),
  );
  await ok(`${label} message`, c.post(`/api/chat/rooms/${room.id}/messages`, { message: 'Hello!' }));
  return {
    client: c,
    fixture: { userId: user.id, email, quoteId: quote.id, bookingId, roomId: room.id, setup },
  };
}

/** Builds every fixture and returns one signed-in session per principal. */
export async function buildFixtures(
  t: TestPlatform,
): Promise<{ fixtures: Fixtures; sessions: Record<Principal, TestClient> }> {
  const back = async (label: string) => {
    const account = demoAccounts.find((a) => a.label === label);
    if (!account) throw new Error(`no demo account ${label}`);
    const c = t.client();
    const user = (await c.signIn(account.email, DEMO_PASSWORD)) as { id: string };
    return { client: c, id: user.id, email: account.email };
  };
  const [verifier, investigator, auditor, admin] = await Promise.all(
    ['verifier', 'investigator', 'auditor', 'admin'].map(back),
  );
  const pA = await provider(t, 'provider-a', 'Alpha Events Ltd');
  const spare = await ok(
    'provider A spare service',
    pA.client.post<{ id: string }>('/api/services', testServiceForm({ name: 'Alpha Spare PA' })),
  );
  const pB = await provider(t, 'provider-b', 'Bravo Events Ltd');
  const pS = await provider(t, 'provider-s', 'Suspended Sounds Ltd');
  const cA = await client(t, 'client-a', pA.fixture);
  const cB = await client(t, 'client-b', pB.fixture);
  // Client A also talks to the provider who is about to be suspended.
  const roomS = await ok(
    'suspended room',
    cA.client.post<{ id: string }>('/api/chat/rooms', {
      providerId: pS.fixture.providerId,
      serviceId: pS.fixture.serviceId,
    }),
  );
  await ok(
    'suspend',
    admin!.client.post(`/api/admin/providers/${pS.fixture.providerId}/standing`, {
      action: 'suspend',
      reason: 'Authorisation matrix fixture',
    }),
    200,
  );
  const status = await pS.client.get<{ standing: string }>('/api/providers/block-status');
  if (status.body.standing !== 'suspended') throw new Error(`not suspended: ${JSON.stringify(status.body)}`);

  const sessions: Record<Principal, TestClient> = {
    visitor: t.client(),
    clientA: cA.client,
    clientB: cB.client,
    providerA: pA.client,
    providerB: pB.client,
    suspended: pS.client,
    verifier: verifier!.client,
    investigator: investigator!.client,
    auditor: auditor!.client,
    admin: admin!.client,
  };
  const fixtures: Fixtures = {
    clientA: cA.fixture,
    clientB: cB.fixture,
    providerA: { ...pA.fixture, spareServiceId: spare.id },
    providerB: pB.fixture,
    suspended: { ...pS.fixture, roomId: roomS.id },
    ids: {
      visitor: null,
      clientA: cA.fixture.userId,
      clientB: cB.fixture.userId,
      providerA: pA.fixture.userId,
      providerB: pB.fixture.userId,
      suspended: pS.fixture.userId,
      verifier: verifier!.id,
      investigator: investigator!.id,
      auditor: auditor!.id,
      admin: admin!.id,
    },
    credentials: {
      clientA: { email: cA.fixture.email, password: PASSWORD },
      clientB: { email: cB.fixture.email, password: PASSWORD },
      providerA: { email: pA.fixture.email, password: PASSWORD },
      providerB: { email: pB.fixture.email, password: PASSWORD },
      suspended: { email: pS.fixture.email, password: PASSWORD },
      verifier: { email: verifier!.email, password: DEMO_PASSWORD },
      investigator: { email: investigator!.email, password: DEMO_PASSWORD },
      auditor: { email: auditor!.email, password: DEMO_PASSWORD },
      admin: { email: admin!.email, password: DEMO_PASSWORD },
    },
  };
  return { fixtures, sessions };
}
