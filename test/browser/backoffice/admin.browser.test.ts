import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '../../../server/src/testing/test-platform';
import { browserSuite } from '../browser-suite';
import { artifactsDir, browserZone, collectJourneyProblems } from '../harness';
import { signInToBackOffice } from './sign-in';

/**
 * The admin area against the real product: an admin finds an ordinary user and makes them a
 * verifier; that person signs in to the back office and gets the verifier's work, not the
 * users page; once the role is revoked they are refused. The admin's other screens (categories,
 * boost packages, analytics) are opened on the way. No console errors anywhere.
 */
const shots = path.join(artifactsDir, 'backoffice');
const PASSWORD = 'correct-horse-battery';

const suite = browserSuite(() => startTestPlatform({ start: new Date().toISOString() }), { timeout: 90_000 });
beforeAll(() => {
  mkdirSync(shots, { recursive: true });
});

async function newPage(): Promise<{ page: Page; problems: string[] }> {
  const context = await suite.browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...browserZone(),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { page, problems: collectJourneyProblems(page) };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

describe('admin: users and roles', () => {
  it('grants the verifier role to an ordinary user, who then works as a verifier until it is revoked', async () => {
    const email = `olive.ordinary.${Date.now()}@example.co.uk`;
    await suite.app.client().signUp({ email, firstName: 'Olive', lastName: 'Ordinary' });

    const admin = await newPage();
    await signInToBackOffice(admin.page, suite.app.url, 'admin@demo.eventhire.uk');
    await admin.page.getByRole('menuitem', { name: 'Users' }).click();
    await admin.page.getByPlaceholder('Name, e-mail or business').fill('olive');
    // The search is debounced: wait for the list to hold only her.
    await admin.page.getByText('1-1 of 1').waitFor();
    await shot(admin.page, 'admin-users-search');
    await admin.page.getByRole('cell', { name: 'Olive Ordinary' }).click();
    await admin.page.getByRole('heading', { name: 'Back-office roles' }).waitFor();
    await admin.page.getByRole('button', { name: 'Grant Verifier' }).click();
    await admin.page.getByText('Olive Ordinary is now verifier').waitFor();
    await admin.page.getByRole('button', { name: 'Revoke Verifier' }).waitFor();
    await shot(admin.page, 'admin-granted-verifier');

    // Olive signs in with the role just granted: the verifier's work, not the admin's.
    const olive = await newPage();
    await signInToBackOffice(olive.page, suite.app.url, email, PASSWORD);
    await olive.page.getByRole('heading', { name: 'Document queue' }).waitFor();
    // The dashboard's count of her waiting work (the minimal seed has no documents yet).
    await olive.page.getByText('0 pending').waitFor();
    expect(await olive.page.getByRole('heading', { name: 'Users and roles' }).count()).toBe(0);
    expect(await olive.page.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
    await shot(olive.page, 'verifier-dashboard');
    await olive.page.goto(`${suite.app.url}/admin/users`);
    await olive.page
      .getByText(/not allowed|access denied|unauthori[sz]ed/i)
      .first()
      .waitFor();
    expect(await olive.page.getByRole('cell', { name: 'Olive Ordinary' }).count()).toBe(0);
    await shot(olive.page, 'verifier-refused-users');

    // The admin revokes it; Olive's next visit is refused.
    await admin.page.getByRole('button', { name: 'Revoke Verifier' }).click();
    await admin.page.getByText('Olive Ordinary is no longer verifier').waitFor();
    await admin.page.getByRole('button', { name: 'Grant Verifier' }).waitFor();
    await olive.page.goto(`${suite.app.url}/admin/`);
    await olive.page.getByLabel('E-mail').waitFor();
    await olive.page.getByLabel('E-mail').fill(email);
    await olive.page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await olive.page.getByRole('button', { name: 'Sign in' }).click();
    await olive.page.getByText('This account has no back-office role').waitFor();
    await shot(olive.page, 'revoked-refused');

    // The admin's own admin role cannot be revoked from the screen.
    await admin.page.getByRole('menuitem', { name: 'Users' }).click();
    await admin.page.getByPlaceholder('Name, e-mail or business').fill('adam');
    await admin.page.getByText('1-1 of 1').waitFor();
    await admin.page.getByRole('cell', { name: 'Adam Admin' }).click();
    expect(await admin.page.getByRole('button', { name: 'Revoke Admin' }).isDisabled()).toBe(true);

    expect(admin.problems).toEqual([]);
    // Typing the users page's address: react-admin asks for the list once it knows access is
    // denied, as it redirects (its list controller), so that one 403 is the API refusing, as it should.
    expect(olive.problems.filter((p) => !/status of 403 .*\/api\/admin\/users\?/.test(p))).toEqual([]);
  }, 120_000);

  it('shows categories, boost packages in pounds and the analytics charts', async () => {
    const admin = await newPage();
    await signInToBackOffice(admin.page, suite.app.url, 'admin@demo.eventhire.uk');

    await admin.page.getByRole('menuitem', { name: 'Categories' }).click();
    await admin.page.getByRole('cell', { name: 'stage-hire' }).waitFor();
    await shot(admin.page, 'admin-categories');

    await admin.page.getByRole('menuitem', { name: 'Boost packages' }).click();
    await admin.page.getByRole('cell', { name: '£45.00' }).waitFor();
    await admin.page.getByRole('cell', { name: 'Featured Boost' }).click();
    const price = admin.page.getByLabel('Price (£)');
    await expect.poll(() => price.inputValue()).toBe('45');
    await shot(admin.page, 'admin-boost-package-edit');

    await admin.page.getByRole('menuitem', { name: 'Analytics' }).click();
    await admin.page.getByRole('heading', { name: 'Gross booking value and platform commission' }).waitFor();
    await admin.page.locator('.recharts-surface').first().waitFor();
    await shot(admin.page, 'admin-analytics');

    expect(admin.problems).toEqual([]);
  }, 120_000);
});
