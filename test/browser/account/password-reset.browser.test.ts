import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../api/src/testing/test-client';
import { DEMO_PASSWORD } from '../../../server/src/seed/demo-accounts';
import { browserSuite } from '../browser-suite';
import { collectJourneyProblems, screenshot, startApp } from '../harness';

const unescapeHtml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The reset link sent to `to`, read from the dev mailbox as the demo admin (the workers send it). */
async function resetLinkFor(baseUrl: string, to: string): Promise<string> {
  const admin = new TestClient(baseUrl);
  await admin.signIn('admin@demo.eventhire.uk', DEMO_PASSWORD);
  for (let i = 0; i < 60; i++) {
    const list = await admin.get<string>('/dev/mailbox');
    const row = list.body
      .split('<tr>')
      .find((r) => r.includes(to) && r.includes('Reset your EventHire UK password'));
    const id = row && /href="\/dev\/mailbox\/([0-9a-f-]{36})"/.exec(row)?.[1];
    if (id) {
      const message = await admin.get<string>(`/dev/mailbox/${id}`);
      const link = /(https?:\/\/[^\s<"]+\/reset-password\?[^\s<"]+)/.exec(message.body)?.[1];
      if (link) return unescapeHtml(link);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no reset e-mail to ${to}`);
}

/**
 * Password recovery as a person who forgot theirs: Forgot password? on the sign-in page, the
 * e-mailed link, a new password (checked with the Show toggle), then signing in with it.
 */
describe('password recovery in the browser', () => {
  const suite = browserSuite(startApp);

  it('requests a link, sets a new password through it, and signs in with the new password', async () => {
    const { email } = await new TestClient(suite.app.url).signUp({
      firstName: 'Fran',
      lastName: 'Forgetful',
    });
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const problems = collectJourneyProblems(page);

    await page.goto(`${suite.app.url}/login`);
    // The password can be shown before signing in.
    const password = page.getByLabel('Password');
    await password.fill('what-was-it');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that e-mail address').waitFor();
    await screenshot(page, 'account/forgot-password-sent');

    const link = new URL(await resetLinkFor(suite.app.url, email));
    await page.goto(`${suite.app.url}${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // A commonly used password: the server's text shows on the field, and the link still works.
    const newPassword = page.getByLabel(/^New password/);
    await newPassword.fill('Password123');
    await page.getByLabel('Repeat the new password').fill('Password123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    const tooCommon = 'This password is too common. Choose one that is harder to guess.';
    await page.getByText(tooCommon).waitFor();
    expect(await newPassword.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await newPassword.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(tooCommon);
    await newPassword.fill('fresh-start-2026');
    await page.getByLabel('Repeat the new password').fill('fresh-start-2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await screenshot(page, 'account/password-reset-done');

    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('fresh-start-2026');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${suite.app.url}/`);
    const me = await context.request.get(`${suite.app.url}/api/auth/user`);
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);

    // The link was used up.
    await page.goto(`${suite.app.url}${link.pathname}${link.search}`);
    await page.getByLabel(/^New password/).fill('another-one-2026');
    await page.getByLabel('Repeat the new password').fill('another-one-2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(/not valid or has already been used/).waitFor();

    expect(problems.filter((p) => !p.includes('/api/auth/reset-password'))).toEqual([]);
    await context.close();
  });
});
