import type { PlatformMonth } from '@esm/contract/admin/analytics';
import type { AdminBoostPackage } from '@esm/contract/admin/boost-packages';
import type { AdminCategory } from '@esm/contract/admin/categories';
import type { AdminSummary } from '@esm/contract/admin/summary';
import type { AdminUser } from '@esm/contract/admin/users';
import { accountErrors } from '@esm/core/account/errors';
import { accountStream } from '@esm/core/account/events';
import { categoryErrors } from '@esm/core/category/errors';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowStream } from '@esm/core/escrow/events';
import { systemActor } from '@esm/core/kernel/actor';
import { newId } from '@esm/core/kernel/ids';
import { DEMO_PASSWORD } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/test-client';
import { RaHttpError, raDataProviderFor } from './testing/ra-client';

/**
 * The admin area of the back office over HTTP, driven by ra-data-simple-rest's own data provider:
 * users and their back-office roles, categories, boost packages and platform analytics.
 */
let t: TestPlatform;
let admin: TestClient;
let adminId: string;
let auditor: TestClient;
let verifier: TestClient;
let client: TestClient;

const signedIn = async (label: string) => {
  const c = t.client();
  await c.signIn(`${label}@demo.eventhire.uk`, DEMO_PASSWORD);
  return c;
};

/** The refusal of a data-provider call: status and the API's error body. */
async function refusal(
  call: Promise<unknown>,
): Promise<{ status: number; body: { code?: string; message?: string } }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof RaHttpError)
      return { status: error.status, body: error.body as { message?: string } };
    throw error;
  }
  throw new Error('expected the call to be refused');
}

beforeAll(async () => {
  t = await startTestPlatform({ seed: 'minimal', start: '2026-06-10T12:00:00.000Z' });
  admin = await signedIn('admin');
  adminId = ((await admin.get<{ id: string }>('/api/auth/user')).body as { id: string }).id;
  auditor = await signedIn('auditor');
  verifier = await signedIn('verifier');
  client = await signedIn('client');
}, 90_000);
afterAll(() => t?.stop());

describe('who may use the admin area', () => {
  it('refuses visitors with 401 and clients, providers and the wrong role with 403', async () => {
    for (const path of ['/api/admin/users', '/api/admin/categories', '/api/admin/boost-packages']) {
      expect((await t.client().get(path)).status).toBe(401);
      expect((await client.get(path)).status).toBe(403);
      expect((await verifier.get(path)).status).toBe(403);
      expect((await auditor.get(path)).status).toBe(403);
    }
    expect((await t.client().get('/api/admin/analytics')).status).toBe(401);
    expect((await verifier.get('/api/admin/analytics')).status).toBe(403);
    expect((await auditor.get('/api/admin/analytics')).status).toBe(200);
    // Refused before the body is read: a stranger learns nothing of the route's schema.
    expect((await client.post(`/api/admin/users/${adminId}/grant-role`, { role: 'nope' })).status).toBe(403);
    expect((await auditor.post('/api/admin/categories', {})).status).toBe(403);
  });
});

describe('users', () => {
  it('lists, searches, filters, sorts and pages users the way react-admin asks', async () => {
    const ra = raDataProviderFor(admin);
    const staff = await ra.getList<AdminUser>('users', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'email', order: 'ASC' },
      filter: { role: 'staff' },
    });
    expect(staff.total).toBe(4);
    expect(staff.data.map((u) => u.email)).toEqual(['admin@demo.eventhire.uk', 'auditor@demo.eventhire.uk']);
    const second = await ra.getList<AdminUser>('users', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'email', order: 'ASC' },
      filter: { role: 'staff' },
    });
    expect(second.data.map((u) => u.email)).toEqual([
      'investigator@demo.eventhire.uk',
      'verifier@demo.eventhire.uk',
    ]);

    const found = await ra.getList<AdminUser>('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'joinedAt', order: 'DESC' },
      filter: { q: 'VERA' },
    });
    expect(found.data).toEqual([
      expect.objectContaining({
        name: 'Vera Verifier',
        roles: ['verifier'],
        kind: 'client',
        status: 'active',
      }),
    ]);

    const clients = await ra.getList<AdminUser>('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { kind: 'client', role: 'admin' },
    });
    expect(clients.data.map((u) => u.name)).toEqual(['Adam Admin']);

    const one = await ra.getOne<AdminUser>('users', { id: adminId });
    expect(one.data).toMatchObject({ id: adminId, email: 'admin@demo.eventhire.uk', roles: ['admin'] });
    const many = await ra.getMany<AdminUser>('users', { ids: [adminId, found.data[0]!.id] });
    expect(many.data.map((u) => u.name).sort()).toEqual(['Adam Admin', 'Vera Verifier']);
  });

  it('answers 400 naming a bad sort field or filter key, and 404 for an unknown user', async () => {
    const ra = raDataProviderFor(admin);
    const badSort = await refusal(
      ra.getList('users', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'password', order: 'ASC' },
        filter: {},
      }),
    );
    expect(badSort.status).toBe(400);
    expect(JSON.stringify(badSort.body)).toContain('sort');
    const badFilter = await refusal(
      ra.getList('users', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'name', order: 'ASC' },
        filter: { salary: 1 },
      }),
    );
    expect(badFilter.status).toBe(400);
    expect(JSON.stringify(badFilter.body)).toContain('salary');
    expect((await refusal(ra.getOne('users', { id: newId() }))).status).toBe(404);
    expect((await refusal(ra.getOne('users', { id: 'not-an-id' }))).status).toBe(404);
    const unknownGrant = await admin.post(`/api/admin/users/${newId()}/grant-role`, { role: 'verifier' });
    expect(unknownGrant.status).toBe(404);
  });

  it('grants a role that applies on the person’s next request, and revokes it again', async () => {
    const person = t.client();
    const { id } = await person.signUp({ firstName: 'Olive', lastName: 'Ordinary' });
    expect((await person.get('/api/admin/analytics')).status).toBe(403);

    const granted = await admin.post<AdminUser>(`/api/admin/users/${id}/grant-role`, { role: 'auditor' });
    expect(granted.status).toBe(200);
    expect(granted.body.roles).toEqual(['auditor']);
    // Same session, no sign-in again: the roles are read per request.
    expect((await person.get('/api/admin/analytics')).status).toBe(200);
    const events = await t.platform.context.store.readStream(accountStream(id));
    const grant = events.at(-1)!;
    expect(grant.type).toBe('AccountRoleGranted');
    expect(grant.metadata.actor).toMatchObject({ kind: 'user', userId: adminId });

    // Granting a role held already changes nothing.
    const again = await admin.post<AdminUser>(`/api/admin/users/${id}/grant-role`, { role: 'auditor' });
    expect(again.body.roles).toEqual(['auditor']);
    expect(await t.platform.context.store.readStream(accountStream(id))).toHaveLength(events.length);

    const revoked = await admin.post<AdminUser>(`/api/admin/users/${id}/revoke-role`, { role: 'auditor' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.roles).toEqual([]);
    expect((await person.get('/api/admin/analytics')).status).toBe(403);
  });

  it('refuses an unknown role (400) and an admin revoking their own admin role (422)', async () => {
    const unknown = await admin.post<{ message: string }>(`/api/admin/users/${adminId}/grant-role`, {
      role: 'superuser',
    });
    expect(unknown.status).toBe(400);
    const own = await admin.post<{ code: string; message: string }>(
      `/api/admin/users/${adminId}/revoke-role`,
      {
        role: 'admin',
      },
    );
    expect(own.status).toBe(422);
    expect(own.body).toMatchObject({
      code: 'ACCOUNT_OWN_ADMIN_ROLE',
      message: accountErrors.definitions.ACCOUNT_OWN_ADMIN_ROLE.message,
    });
    expect((await admin.get<AdminUser>(`/api/admin/users/${adminId}`)).body.roles).toEqual(['admin']);
  });
});

describe('categories', () => {
  it('lists the seeded categories in the marketplace’s order, searches and pages them', async () => {
    const ra = raDataProviderFor(admin);
    const first = await ra.getList<AdminCategory>('categories', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'position', order: 'ASC' },
      filter: {},
    });
    expect(first.total).toBe(15);
    expect(first.data).toHaveLength(5);
    const byName = await ra.getList<AdminCategory>('categories', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'hire' },
    });
    expect(byName.data.length).toBeGreaterThan(0);
    expect(byName.data.every((c) => /hire/i.test(`${c.name} ${c.slug}`))).toBe(true);
    const names = byName.data.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const one = await ra.getOne<AdminCategory>('categories', { id: first.data[0]!.id });
    expect(one.data).toEqual(first.data[0]);
    const many = await ra.getMany<AdminCategory>('categories', {
      ids: [first.data[1]!.id, first.data[2]!.id],
    });
    expect(many.data).toHaveLength(2);
    expect((await refusal(ra.getOne('categories', { id: newId() }))).status).toBe(404);
  });

  it('creates a category, edits it, and refuses a taken slug or a blank name', async () => {
    const ra = raDataProviderFor(admin);
    const created = await ra.create<AdminCategory>('categories', {
      data: {
        name: 'Fireworks',
        slug: 'fireworks',
        icon: 'fas fa-fire',
        description: 'Displays for weddings and festivals.',
        imageUrl: '',
      },
    });
    expect(created.data).toMatchObject({ name: 'Fireworks', slug: 'fireworks', serviceCount: 0 });
    const marketplace = await t.client().get<Array<{ slug: string }>>('/api/categories');
    expect(marketplace.body.at(-1)?.slug).toBe('fireworks');

    // react-admin sends the whole record back; the read-only fields are ignored.
    const updated = await ra.update<AdminCategory>('categories', {
      id: created.data.id,
      data: { ...created.data, name: 'Fireworks & Pyrotechnics', slug: 'changed' },
      previousData: created.data,
    });
    expect(updated.data).toMatchObject({ name: 'Fireworks & Pyrotechnics', slug: 'fireworks' });

    const taken = await refusal(
      ra.create('categories', {
        data: { name: 'Again', slug: 'fireworks', icon: 'x', description: '', imageUrl: '' },
      }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(categoryErrors.definitions.CATEGORY_SLUG_TAKEN.message);
    const badSlug = await refusal(
      ra.create('categories', {
        data: { name: 'Bad', slug: 'Bad Slug', icon: 'x', description: '', imageUrl: '' },
      }),
    );
    expect(badSlug.status).toBe(400);
    const scriptImage = await refusal(
      ra.update('categories', {
        id: created.data.id,
        data: { ...created.data, imageUrl: 'javascript:alert(1)' },
        previousData: created.data,
      }),
    );
    expect(scriptImage.status).toBe(400);
    const blank = await refusal(
      ra.update('categories', {
        id: created.data.id,
        data: { ...created.data, name: '   ' },
        previousData: created.data,
      }),
    );
    expect(blank.status).toBe(400);
    expect((await ra.getOne<AdminCategory>('categories', { id: created.data.id })).data.name).toBe(
      'Fireworks & Pyrotechnics',
    );
    const unknown = await admin.put(`/api/admin/categories/${newId()}`, {
      name: 'X',
      icon: 'x',
      description: '',
      imageUrl: '',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('boost packages', () => {
  it('lists the two seeded packages with prices in pence, creates and edits one', async () => {
    const ra = raDataProviderFor(admin);
    const list = await ra.getList<AdminBoostPackage>('boost-packages', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'price', order: 'DESC' },
      filter: { isActive: true },
    });
    expect(list.total).toBe(2);
    expect(list.data.map((p) => [p.name, p.price])).toEqual([
      ['Featured Boost', 4500],
      ['Category Boost', 2500],
    ]);
    const many = await ra.getMany<AdminBoostPackage>('boost-packages', { ids: [list.data[0]!.id] });
    expect(many.data.map((p) => p.name)).toEqual(['Featured Boost']);

    const fields = {
      name: 'Weekend Spotlight',
      description: 'A short burst before a busy weekend.',
      durationDays: 7,
      price: 999,
      features: ['2x visibility for a week'],
      isActive: false,
      sortOrder: 3,
      visibilityMultiplier: 2,
    };
    const created = await ra.create<AdminBoostPackage>('boost-packages', { data: fields });
    expect(created.data).toMatchObject({ ...fields, activeBoosts: 0 });
    const updated = await ra.update<AdminBoostPackage>('boost-packages', {
      id: created.data.id,
      data: { ...created.data, price: 1499, isActive: true },
      previousData: created.data,
    });
    expect(updated.data).toMatchObject({ price: 1499, isActive: true });
    expect((await ra.getOne<AdminBoostPackage>('boost-packages', { id: created.data.id })).data.price).toBe(
      1499,
    );
    const marketplace = await t.client().get<Array<{ name: string; price: string }>>('/api/boost-packages');
    expect(marketplace.body.find((p) => p.name === 'Weekend Spotlight')?.price).toBe('14.99');
  });

  it('refuses pounds with pence fractions, negative prices and unknown packages', async () => {
    const ra = raDataProviderFor(admin);
    const current = (
      await ra.getList<AdminBoostPackage>('boost-packages', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'sortOrder', order: 'ASC' },
        filter: {},
      })
    ).data[0]!;
    for (const price of [24.99, -100]) {
      const refused = await refusal(
        ra.update('boost-packages', { id: current.id, data: { ...current, price }, previousData: current }),
      );
      expect(refused.status).toBe(400);
    }
    expect((await ra.getOne<AdminBoostPackage>('boost-packages', { id: current.id })).data.price).toBe(2500);
    expect((await refusal(ra.getOne('boost-packages', { id: newId() }))).status).toBe(404);
    const badSort = await refusal(
      ra.getList('boost-packages', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'cost', order: 'ASC' },
        filter: {},
      }),
    );
    expect(badSort.status).toBe(400);
  });
});

describe('analytics', () => {
  it('gives each London month its sign-ups, bookings, gross value and commission', async () => {
    const ra = raDataProviderFor(auditor);
    const before = await ra.getOne<PlatformMonth>('analytics', { id: '2026-06' });
    await t.client().signUp();

    // A booking's money held and, after its event, released: the commission is recognised then.
    const bookingId = newId();
    const system = systemActor('test-escrow');
    const run = (command: Parameters<typeof escrowDecider.decide>[0]) =>
      t.platform.context.commands.run({
        stream: escrowStream(bookingId),
        decider: escrowDecider,
        command,
        actor: system,
        correlationId: `test-${bookingId}`,
      });
    await run({
      type: 'HoldPayment',
      actor: system,
      bookingId,
      paymentId: newId(),
      customerId: newId(),
      providerId: newId(),
      plan: 'basic',
      eventDate: '2026-06-01T10:00:00.000Z',
      eventEndsAt: '2026-06-01T18:00:00.000Z',
      money: {
        totalAmount: 60_000,
        platformFee: 8000,
        vatAmount: 10_000,
        providerAmount: 42_000,
        depositAmount: 0,
      },
    });
    await run({
      type: 'ReleaseBalance',
      actor: system,
      bookingId,
      payoutId: newId(),
      bookingStatus: 'completed',
    });

    const list = await ra.getList<PlatformMonth>('analytics', {
      pagination: { page: 1, perPage: 12 },
      sort: { field: 'month', order: 'DESC' },
      filter: {},
    });
    expect(list.total).toBe(24);
    expect(list.data).toHaveLength(12);
    expect(list.data[0]!.id).toBe('2026-06');
    expect(list.data[11]!.id).toBe('2025-07');
    expect(list.data[0]).toMatchObject({
      signups: before.data.signups + 1,
      commission: before.data.commission + 8000,
    });
    const oldest = await ra.getList<PlatformMonth>('analytics', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'month', order: 'ASC' },
      filter: {},
    });
    expect(oldest.data.map((m) => m.id)).toEqual(['2024-07']);
    const many = await ra.getMany<PlatformMonth>('analytics', { ids: ['2026-05', '2026-06'] });
    expect(many.data.map((m) => m.id).sort()).toEqual(['2026-05', '2026-06']);
    expect((await refusal(ra.getOne('analytics', { id: '2026-13' }))).status).toBe(404);
    expect((await refusal(ra.getOne('analytics', { id: '2019-01' }))).status).toBe(404);
  });
});

describe('the dashboard summary', () => {
  it('gives each role the counts of the work it may open, and nothing else', async () => {
    const forVerifier = await verifier.get<AdminSummary>('/api/admin/summary');
    expect(forVerifier.status).toBe(200);
    expect(forVerifier.body).toEqual({ id: 'summary', pendingDocuments: 0 });
    const forAuditor = await auditor.get<AdminSummary>('/api/admin/summary');
    expect(forAuditor.body).toEqual({
      id: 'summary',
      openFraudAlerts: {},
      openDisputes: 0,
      payoutsNeedingAttention: 0,
      failedRefunds: 0,
    });
    const forAdmin = await admin.get<AdminSummary>('/api/admin/summary');
    expect(forAdmin.body).toMatchObject({
      pendingDocuments: 0,
      openFraudAlerts: {},
      openContactMessages: 0,
      openDisputes: 0,
      reportedReviews: 0,
      violationsThisWeek: 0,
      payoutsNeedingAttention: 0,
      failedRefunds: 0,
      staff: 4,
    });
    expect(forAdmin.body.users).toBeGreaterThanOrEqual(6);
    expect((await client.get('/api/admin/summary')).status).toBe(403);
    expect((await t.client().get('/api/admin/summary')).status).toBe(401);
  });
});

describe('bad input from an admin', () => {
  it('is answered with a 4xx and the error body, never a 5xx', async () => {
    const q = (value: unknown) =>
      encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
    const queries = [
      `sort=${q('nope')}`,
      `sort=${q(['name'])}`,
      `range=${q([5, 1])}`,
      `range=${q([0, 10_000])}`,
      `range=${q([-1, 3])}`,
      `range=${q([0, 1e300])}`,
      `filter=${q('{')}`,
      `filter=${q([])}`,
      `filter=${q({ id: 'one' })}`,
      `filter=${q({ id: [1, 2] })}`,
      `filter=${q({ q: "%_\\' OR 1=1 --" })}`,
      `filter=${q({ id: ['not-a-uuid', "'; DROP TABLE users; --"] })}`,
    ];
    for (const resource of ['users', 'categories', 'boost-packages', 'analytics']) {
      for (const query of queries) {
        const res = await admin.get<{ code?: string }>(`/api/admin/${resource}?${query}`);
        expect(res.status, `${resource}?${decodeURIComponent(query)}`).toBeLessThan(500);
        if (res.status >= 400) expect(res.body.code, `${resource}?${query}`).toBeTypeOf('string');
      }
      for (const id of ['%00', 'x'.repeat(101), "' OR 1=1", '00000000-0000-0000-0000-000000000000'])
        expect(
          (await admin.get(`/api/admin/${resource}/${encodeURIComponent(id)}`)).status,
        ).toBeGreaterThanOrEqual(400);
    }
    const bodies: unknown[] = [
      null,
      [],
      'text',
      { role: null },
      { price: '25.00' },
      { name: 'x'.repeat(5000) },
    ];
    for (const body of bodies) {
      for (const [method, path] of [
        ['POST', `/api/admin/users/${adminId}/grant-role`],
        ['POST', '/api/admin/categories'],
        ['POST', '/api/admin/boost-packages'],
      ] as const) {
        const res = await admin.request<{ code?: string }>(method, path, body);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });
});
