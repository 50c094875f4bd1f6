import { DEMO_PASSWORD, demoAccounts } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/test-client';
import { MATRIX } from './testing/matrix';

/**
 * Back-office routes check who is calling before they look at the input: a visitor sending
 * nonsense gets 401 and a client 403, never a 400 that describes the route's schema.
 */
const BACK_OFFICE = new Set(['verifier', 'investigator', 'auditor', 'admin']);
const backOfficeRoutes = [
  ...new Set(MATRIX.filter((row) => row.allow.every((who) => BACK_OFFICE.has(who))).map((row) => row.route)),
];

let t: TestPlatform;
let client: TestClient;
beforeAll(async () => {
  t = await startTestPlatform({ seed: 'minimal' });
  client = t.client();
  await client.signIn(demoAccounts.find((a) => a.label === 'client')!.email, DEMO_PASSWORD);
});
afterAll(() => t.stop());

const nonsense = { unexpected: [1], note: 42, reason: 42, decision: 42, status: 42, action: 42 };
const call = (who: TestClient, route: string) => {
  const [method, path] = route.split(' ') as [string, string];
  const url = `${path.replace(/:\w+/g, 'not-an-id')}?status=bogus&limit=-1&from=yesterday`;
  return who.request<{ code: string; fieldErrors?: unknown }>(
    method,
    url,
    method === 'GET' ? undefined : nonsense,
  );
};

describe('back-office routes authenticate before validating', () => {
  it('covers the back-office routes of the matrix', () => {
    expect(backOfficeRoutes.length).toBeGreaterThanOrEqual(12);
    expect(backOfficeRoutes.filter((r) => r.includes('/api/admin/')).length).toBeGreaterThanOrEqual(11);
  });

  for (const route of backOfficeRoutes) {
    it(`${route}: a visitor with bad input gets 401, a client 403, no schema details`, async () => {
      const visitor = await call(t.client(), route);
      expect(visitor.status).toBe(401);
      expect(visitor.body.fieldErrors).toBeUndefined();
      const signedIn = await call(client, route);
      expect(signedIn.status).toBe(403);
      expect(signedIn.body.fieldErrors).toBeUndefined();
    });
  }
});
