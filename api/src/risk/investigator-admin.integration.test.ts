import { fraudAlertIdFor } from '@esm/core/fraud/alert-id';
import { fraudAlertDecider } from '@esm/core/fraud/decider';
import { fraudAlertStream } from '@esm/core/fraud/events';
import { systemActor } from '@esm/core/kernel/actor';
import { DEMO_PASSWORD, demoAccounts } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RaHttpError, raDataProviderFor } from '../admin/testing/ra-client';
import { providerWithService } from '../chat/testing';
import type { TestClient } from '../testing/test-client';

/**
 * The fraud investigator's resources (fraud-alerts, providers, disputes) through react-admin's
 * own data provider, their workflow commands over HTTP, and the refusals.
 */
let t: TestPlatform;
let provider: TestClient;
let client: TestClient;
let investigator: TestClient;
let ids: { providerId: string; serviceId: string };
let customerId: string;
let roomId: string;
let alertId: string;
let otherAlertId: string;

const account = (label: string) => demoAccounts.find((a) => a.label === label)!;
const signedInAs = async (label: string) => {
  const c = t.client();
  await c.signIn(account(label).email, DEMO_PASSWORD);
  return c;
};
const RULES = systemActor('fraud-rules');

async function raise(dedupKey: string, severity: string, withCustomer: boolean): Promise<string> {
  const id = fraudAlertIdFor(ids.providerId, dedupKey);
  await t.platform.context.commands.run({
    stream: fraudAlertStream(id),
    decider: fraudAlertDecider,
    command: {
      type: 'RaiseFraudAlert',
      actor: RULES,
      alertId: id,
      providerId: ids.providerId,
      customerId: withCustomer ? customerId : null,
      alertType: 'repeated_contact_sharing',
      severity,
      description: `${severity} alert for the test`,
      metadata: { count: 3 },
      riskScore: 40,
    },
    actor: RULES,
    correlationId: `test-${dedupKey}`,
  });
  return id;
}

/** A call that must fail: its status and the error's body. */
async function refused(
  call: Promise<unknown>,
): Promise<{ status: number; body: { code?: string; message?: string } }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof RaHttpError) return { status: error.status, body: error.body as { code?: string } };
    throw error;
  }
  throw new Error('expected a refusal');
}

const actorOfLast = async (type: string) => {
  const { rows } = await t.pool.query<{ actor: { kind: string; userId?: string } }>(
    'SELECT actor FROM es.events WHERE type = $1 ORDER BY global_position DESC LIMIT 1',
    [type],
  );
  return rows[0]?.actor;
};

beforeAll(async () => {
  t = await startTestPlatform();
  provider = t.client();
  ids = await providerWithService(provider, 'Shady Sounds Ltd');
  client = t.client();
  customerId = (await client.signUp({ firstName: 'Casey', lastName: 'Client' })).id;
  roomId = (await client.post<{ id: string }>('/api/chat/rooms', ids)).body.id;
  expect(
    (await provider.post(`/api/chat/rooms/${roomId}/messages`, { message: 'Happy to help.' })).status,
  ).toBe(201);
  alertId = await raise('test:critical', 'critical', true);
  otherAlertId = await raise('test:low', 'low', false);
  investigator = await signedInAs('investigator');
}, 120_000);
afterAll(() => t.stop());

describe('fraud-alerts through ra-data-simple-rest', () => {
  it('lists open alerts most severe first, pages, filters and sorts', async () => {
    const ra = raDataProviderFor(investigator);
    const all = await ra.getList('fraud-alerts', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'priority', order: 'ASC' },
      filter: { status: 'open' },
    });
    expect(all.total).toBe(2);
    expect(all.data.map((a) => [a.id, a.severity])).toEqual([
      [alertId, 'critical'],
      [otherAlertId, 'low'],
    ]);
    expect(all.data[0]).toMatchObject({ businessName: 'Shady Sounds Ltd', customerName: 'Casey Client' });

    const page2 = await ra.getList('fraud-alerts', {
      pagination: { page: 2, perPage: 1 },
      sort: { field: 'severity', order: 'DESC' },
      filter: {},
    });
    expect(page2).toMatchObject({ total: 2, data: [{ id: otherAlertId }] });

    const low = await ra.getList('fraud-alerts', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { severity: 'low', providerId: ids.providerId },
    });
    expect(low.data.map((a) => a.id)).toEqual([otherAlertId]);

    expect((await ra.getOne('fraud-alerts', { id: alertId })).data).toMatchObject({
      id: alertId,
      status: 'open',
      investigatedBy: null,
    });
    const many = await ra.getMany('fraud-alerts', { ids: [alertId, otherAlertId] });
    expect(many.data.map((a) => a.id).sort()).toEqual([alertId, otherAlertId].sort());
  });

  it('shows the evidence: the risk score with its rules and both timelines', async () => {
    const res = await investigator.get<{
      risk: { score: number; reasons: { rule: string; points: number }[] };
      entries: { kind: string; subject: string; detail: string | null }[];
    }>(`/api/admin/fraud-alerts/${alertId}/timeline`);
    expect(res.status).toBe(200);
    expect(res.body.risk.reasons.map((r) => r.rule)).toEqual(
      expect.arrayContaining(['not_verified', 'young_account', 'open_fraud_alerts']),
    );
    expect(res.body.risk.score).toBe(res.body.risk.reasons.reduce((sum, r) => sum + r.points, 0));
    expect(res.body.entries).toContainEqual(
      expect.objectContaining({ kind: 'message', subject: 'provider', detail: 'Happy to help.' }),
    );
  });

  it('refuses strangers, the wrong roles, bad queries and unknown ids', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/admin/fraud-alerts')).status).toBe(401);
    for (const who of [client, provider, await signedInAs('verifier')]) {
      expect((await who.get('/api/admin/fraud-alerts')).status).toBe(403);
      expect((await who.post(`/api/admin/fraud-alerts/${alertId}/assign`, {})).status).toBe(403);
    }
    const auditor = await signedInAs('auditor');
    expect((await auditor.get(`/api/admin/fraud-alerts/${alertId}`)).status).toBe(200);
    expect((await auditor.post(`/api/admin/fraud-alerts/${alertId}/assign`, {})).status).toBe(403);
    const badSort = await investigator.get<{ message: string }>(
      `/api/admin/fraud-alerts?sort=${encodeURIComponent('["description","ASC"]')}`,
    );
    expect(badSort.status).toBe(400);
    const badFilter = await investigator.get(
      `/api/admin/fraud-alerts?filter=${encodeURIComponent('{"bogus":1}')}`,
    );
    expect(badFilter.status).toBe(400);
    const ra = raDataProviderFor(investigator);
    expect(
      (await refused(ra.getOne('fraud-alerts', { id: '00000000-0000-4000-8000-000000000000' }))).status,
    ).toBe(404);
  });
});

describe('working an alert', () => {
  it('two investigators take one alert at the same moment: one has it, the other must take it over by name', async () => {
    const raceId = await raise('test:race', 'high', false);
    const admin = await signedInAs('admin');
    type Alert = { investigatedBy: string | null; code?: string; message?: string };
    const assign = (who: TestClient, body: Record<string, unknown> = {}) =>
      who.post<Alert>(`/api/admin/fraud-alerts/${raceId}/assign`, body);
    const [first, second] = await Promise.all([assign(investigator), assign(admin)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [won, lost] = first.status === 200 ? [first, second] : [second, first];
    const [winner, loser] = first.status === 200 ? [investigator, admin] : [admin, investigator];
    expect(lost.body).toMatchObject({
      code: 'FRAUD_ALERT_TAKEN',
      message:
        'Another investigator took this alert since you opened it. Take it over from them if you need to.',
    });
    const holder = won.body.investigatedBy!;

    expect((await assign(loser, { takeOverFrom: 'someone' })).status).toBe(400);
    const takenOver = await assign(loser, { takeOverFrom: holder });
    expect(takenOver.status).toBe(200);
    expect(takenOver.body.investigatedBy).not.toBe(holder);
    // Taking it back is a take-over too: without naming the new holder it is refused.
    expect(await assign(winner)).toMatchObject({ status: 409, body: { code: 'FRAUD_ALERT_TAKEN' } });
    const { rows } = await t.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM es.events WHERE type = 'FraudAlertAssigned' AND data->>'alertId' = $1",
      [raceId],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('assigns it to me, adds a note, suspends the provider from it and closes it', async () => {
    const assigned = await investigator.post<{ status: string; investigatorName: string | null }>(
      `/api/admin/fraud-alerts/${alertId}/assign`,
      {},
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'investigating' });
    expect(await actorOfLast('FraudAlertAssigned')).toMatchObject({ kind: 'user' });

    expect((await investigator.post(`/api/admin/fraud-alerts/${alertId}/note`, { note: ' ' })).status).toBe(
      400,
    );
    const noted = await investigator.post<{ notes: { note: string }[] }>(
      `/api/admin/fraud-alerts/${alertId}/note`,
      { note: 'Asked the client for screenshots.' },
    );
    expect(noted.body.notes.map((n) => n.note)).toEqual(['Asked the client for screenshots.']);

    const acted = await investigator.post<{ actions: { action: string }[] }>(
      `/api/admin/fraud-alerts/${alertId}/act`,
      { action: 'suspend_provider', note: 'Off-platform payment requests.' },
    );
    expect(acted.status).toBe(200);
    expect(acted.body.actions.map((a) => a.action)).toEqual(['suspend_provider']);
    const suspendedBy = await actorOfLast('StandingSuspended');
    expect(suspendedBy).toMatchObject({ kind: 'user' });
    expect(suspendedBy).toEqual(await actorOfLast('FraudAlertActionTaken'));

    const send = await provider.post<{ code: string; message: string }>(
      `/api/chat/rooms/${roomId}/messages`,
      {
        message: 'Still there?',
      },
    );
    expect(send.status).toBe(403);
    expect(send.body).toMatchObject({
      code: 'CHAT_SENDER_SUSPENDED',
      message: expect.stringMatching(
        /^Your account is suspended until .+ UK time, so you cannot send messages\. Reason: Off-platform payment requests\.$/,
      ),
    });

    expect(
      (await investigator.post(`/api/admin/fraud-alerts/${alertId}/resolve`, { outcome: 'maybe', note: 'x' }))
        .status,
    ).toBe(400);
    const resolved = await investigator.post<{ status: string; outcome: string }>(
      `/api/admin/fraud-alerts/${alertId}/resolve`,
      { outcome: 'confirmed_fraud', note: 'Confirmed by two clients.' },
    );
    expect(resolved.body).toMatchObject({ status: 'resolved', outcome: 'confirmed_fraud' });

    const again = await investigator.post<{ code: string; message: string }>(
      `/api/admin/fraud-alerts/${alertId}/act`,
      { action: 'terminate', note: 'Too late' },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'FRAUD_ALERT_RESOLVED',
      message: 'This alert has been resolved; nothing more can be done on it.',
    });
    // Refused before the provider was touched: still suspended, not terminated.
    const status = await provider.get<{ standing: string }>('/api/providers/block-status');
    expect(status.body.standing).toBe('suspended');
  });

  it('freezes payouts from an alert; the provider shows frozen until unfrozen', async () => {
    // Another transaction is in flight meanwhile (a job, another request): the feed holds the
    // freeze back until it ends, and the answer waits for the freeze rather than for the feed's head.
    const other = await t.pool.connect();
    await other.query('BEGIN');
    await other.query('SELECT pg_current_xact_id()');
    const ended = new Promise((resolve) => setTimeout(resolve, 500)).then(() => other.query('COMMIT'));
    const froze = await investigator
      .post(`/api/admin/fraud-alerts/${otherAlertId}/act`, {
        action: 'freeze_payouts',
        note: 'Hold while we check.',
      })
      .finally(async () => {
        await ended;
        other.release();
      });
    expect(froze.status).toBe(200);
    const ra = raDataProviderFor(investigator);
    expect((await ra.getOne('providers', { id: ids.providerId })).data).toMatchObject({
      payoutsFrozen: true,
      payoutsFrozenReason: 'Hold while we check.',
      standing: 'suspended',
    });
  });
});

describe('providers through ra-data-simple-rest', () => {
  it('lists, filters by standing and frozen payouts, gets many, and shows the history', async () => {
    const ra = raDataProviderFor(investigator);
    const suspended = await ra.getList('providers', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'businessName', order: 'ASC' },
      filter: { standing: 'suspended', payoutsFrozen: true },
    });
    expect(suspended.data.map((p) => p.id)).toEqual([ids.providerId]);
    expect(suspended.data[0]?.riskScore).toBeGreaterThan(0);
    const search = await ra.getList('providers', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'shady' },
    });
    expect(search.total).toBe(1);
    expect((await ra.getMany('providers', { ids: [ids.providerId] })).data).toHaveLength(1);

    const history = await investigator.get<{ entries: { type: string; reason: string | null }[] }>(
      `/api/admin/providers/${ids.providerId}/history`,
    );
    expect(history.body.entries.map((e) => [e.type, e.reason])).toEqual([
      ['ProviderPayoutsFrozen', 'Hold while we check.'],
      ['StandingSuspended', 'Off-platform payment requests.'],
    ]);
  });

  it('unfreezes payouts and lifts the suspension; repeating either is a 409 with its text', async () => {
    const path = `/api/admin/providers/${ids.providerId}`;
    const unfrozen = await investigator.post<{ payoutsFrozen: boolean }>(`${path}/payouts`, {
      action: 'unfreeze',
      reason: 'Checked.',
    });
    expect(unfrozen.body.payoutsFrozen).toBe(false);
    const twice = await investigator.post<{ message: string }>(`${path}/payouts`, {
      action: 'unfreeze',
      reason: 'Checked.',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Payouts to this provider are not frozen.');
    expect(await actorOfLast('ProviderPayoutsUnfrozen')).toMatchObject({ kind: 'user' });

    const lifted = await investigator.post<{ standing: string }>(`${path}/standing`, {
      action: 'lift',
      reason: 'Appeal upheld.',
    });
    expect(lifted.body.standing).toBe('good');
    expect(
      (await provider.post(`/api/chat/rooms/${roomId}/messages`, { message: 'Back again.' })).status,
    ).toBe(201);
    const nothing = await investigator.post<{ code: string }>(`${path}/standing`, {
      action: 'lift',
      reason: 'x',
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('STANDING_NOT_BLOCKED');
  });

  it('refuses the wrong roles, bad input and unknown providers', async () => {
    const path = `/api/admin/providers/${ids.providerId}`;
    expect((await t.client().get('/api/admin/providers')).status).toBe(401);
    expect((await client.get('/api/admin/providers')).status).toBe(403);
    expect((await (await signedInAs('auditor')).get('/api/admin/providers')).status).toBe(403);
    const verifier = await signedInAs('verifier');
    expect((await verifier.get(path)).status).toBe(200);
    expect((await verifier.post(`${path}/standing`, { action: 'suspend', reason: 'x' })).status).toBe(403);
    expect((await investigator.post(`${path}/standing`, { action: 'ban', reason: 'x' })).status).toBe(400);
    expect((await investigator.post(`${path}/payouts`, { action: 'freeze', reason: '' })).status).toBe(400);
    expect(
      (await investigator.get(`/api/admin/providers?filter=${encodeURIComponent('{"standing":"banned"}')}`))
        .status,
    ).toBe(400);
    expect((await investigator.get('/api/admin/providers/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });
});

describe('disputes through ra-data-simple-rest', () => {
  it('lists (none yet), refuses unknown ids, strangers and resolving what is not disputed', async () => {
    const ra = raDataProviderFor(investigator);
    const list = await ra.getList('disputes', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'raisedAt', order: 'DESC' },
      filter: { status: 'open' },
    });
    expect(list).toMatchObject({ total: 0, data: [] });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await refused(ra.getOne('disputes', { id: unknown }));
    expect(missing.status).toBe(404);
    expect((missing.body as { message: string }).message).toBe('No dispute has been raised on this booking.');
    expect((await ra.getMany('disputes', { ids: [unknown] })).data).toEqual([]);
    expect((await t.client().get('/api/admin/disputes')).status).toBe(401);
    expect((await provider.get('/api/admin/disputes')).status).toBe(403);
    expect(
      (await investigator.get(`/api/admin/disputes?sort=${encodeURIComponent('["reason","ASC"]')}`)).status,
    ).toBe(400);
    expect(
      (await investigator.post(`/api/admin/disputes/${unknown}/resolve`, { outcome: 'refund_in_full' }))
        .status,
    ).toBe(404);
    expect(
      (
        await investigator.post(`/api/admin/disputes/${unknown}/resolve`, {
          outcome: 'refund_in_part',
          refundAmount: 1.5,
        })
      ).status,
    ).toBe(400);
  });
});
