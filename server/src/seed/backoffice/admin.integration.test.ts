import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { DEMO_PASSWORD } from '../demo-accounts';
import { DEMO_FUTURE_STAFF, seedAdminDemo } from './admin';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ seed: 'minimal' });
}, 90_000);
afterAll(() => t?.stop());

describe('the admin area’s demo data', () => {
  it('adds ordinary people an admin can find and make staff, who can sign in', async () => {
    await seedAdminDemo(t.platform.context);
    const admin = t.client();
    await admin.signIn('admin@demo.eventhire.uk', DEMO_PASSWORD);
    for (const person of DEMO_FUTURE_STAFF) {
      const found = await admin.get<Array<Record<string, unknown>>>(
        `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: person.email }))}`,
      );
      expect(found.body).toEqual([
        expect.objectContaining({
          email: person.email,
          name: `${person.firstName} ${person.lastName}`,
          roles: [],
          kind: 'client',
          isProfileComplete: true,
        }),
      ]);
      await t.client().signIn(person.email, DEMO_PASSWORD);
    }
  });
});
