import { DEMO_PASSWORD, demoAccounts } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from '../chat/testing';
import type { TestClient } from '../testing/test-client';

const DAY = 86_400_000;

let t: TestPlatform;
let provider: TestClient;
let client: TestClient;
let ids: { providerId: string; serviceId: string };

const signedInAs = async (label: string) => {
  const c = t.client();
  await c.signIn(demoAccounts.find((a) => a.label === label)!.email, DEMO_PASSWORD);
  return c;
};

beforeAll(async () => {
  t = await startTestPlatform();
  provider = t.client();
  ids = await providerWithService(provider);
  client = t.client();
  await client.signUp();
});
afterAll(() => t.stop());

interface Risk {
  riskScore: number;
  level: string;
  reasons: string[];
}
interface Alert {
  providerId: string;
  alertType: string;
  severity: string;
  status: string;
  riskScore: number;
}

const risk = async (who: TestClient = provider) =>
  who.get<Risk>(`/api/providers/${ids.providerId}/risk-score`);

describe('risk score from the events', () => {
  it('scores a new, unverified provider Medium, on the provider JSON too', async () => {
    const res = await risk();
    expect(res.status).toBe(200);
    // Not verified (15) + an account under 7 days old (10).
    expect(res.body).toEqual({
      riskScore: 25,
      level: 'medium',
      reasons: [
        'Identity, business and insurance are not all verified',
        'Account is 0 days old (under 7 days)',
      ],
    });
    expect((await provider.get<{ riskScore: number }>('/api/providers/me')).body.riskScore).toBe(25);
  });

  it('is for the provider and the back office only', async () => {
    expect((await risk(client)).status).toBe(403);
    expect((await risk(t.client())).status).toBe(401);
    for (const label of ['investigator', 'verifier', 'auditor', 'admin']) {
      expect((await risk(await signedInAs(label))).status).toBe(200);
    }
  });

  it('changes with time: the young-account points shrink as the account ages', async () => {
    await t.clock.setTime(t.clock.now() + 8 * DAY);
    expect((await risk()).body.riskScore).toBe(15 + 6);
  });

  it('counts contact-sharing violations, and three in 30 days raise a fraud alert', async () => {
    const roomId = (await client.post<{ id: string }>('/api/chat/rooms', ids)).body.id;
    for (const text of ['call 07700 900111', 'mail me at a@b.co.uk', 'ring 0113 496 0999']) {
      expect((await provider.post(`/api/chat/rooms/${roomId}/messages`, { message: text })).status).toBe(422);
      // The second violation restricts messaging for 24 hours: wait it out before the third.
      await t.clock.setTime(t.clock.now() + DAY + 1000);
    }
    const scored = await risk();
    expect(scored.body.riskScore).toBe(15 + 6 + 3 * 8);
    expect(scored.body.reasons).toContain('3 contact-sharing violations in the last 12 months');

    const investigator = await signedInAs('investigator');
    let alerts: Alert[] = [];
    for (let i = 0; i < 30 && alerts.length === 0; i++) {
      await t.clock.tick(1000);
      alerts = (await investigator.get<Alert[]>('/api/admin/fraud-alerts')).body;
    }
    expect(alerts).toEqual([
      expect.objectContaining({
        providerId: ids.providerId,
        alertType: 'repeated_contact_sharing',
        severity: 'medium',
        status: 'open',
      }),
    ]);
    // An open alert weighs on the score (10 points).
    expect((await risk()).body.riskScore).toBe(15 + 6 + 3 * 8 + 10);
  });

  it('lets investigators, admins and auditors read fraud alerts; nobody else', async () => {
    for (const label of ['investigator', 'admin', 'auditor']) {
      const res = await (await signedInAs(label)).get<Alert[]>(
        `/api/admin/fraud-alerts?filter=${encodeURIComponent('{"status":"open"}')}`,
      );
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
    }
    expect((await (await signedInAs('verifier')).get('/api/admin/fraud-alerts')).status).toBe(403);
    expect((await provider.get('/api/admin/fraud-alerts')).status).toBe(403);
    expect((await client.get('/api/admin/fraud-alerts')).status).toBe(403);
    expect((await t.client().get('/api/admin/fraud-alerts')).status).toBe(401);
    expect(
      (
        await (
          await signedInAs('auditor')
        ).get(`/api/admin/fraud-alerts?filter=${encodeURIComponent('{"status":"bogus"}')}`)
      ).status,
    ).toBe(400);
  });
});
