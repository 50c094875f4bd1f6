import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../api/src/testing/test-client';
import { browserSuite } from '../browser-suite';
import { screenshot, startApp } from '../harness';
import { signedInPage } from '../signed-in-page';

/**
 * Closing an account from the profile page: the consequences are stated before anything
 * happens, the password and a confirmation are asked for, and afterwards the person is signed
 * out and cannot sign in again.
 */
describe('closing an account in the browser', () => {
  const suite = browserSuite(startApp);

  it('states the consequences, asks for the password, closes and signs out', async () => {
    const { email } = await new TestClient(suite.app.url).signUp({ firstName: 'Clara', lastName: 'Closer' });
    const { context, page, problems } = await signedInPage(suite.browser, suite.app.url, email);

    await page.goto(`${suite.app.url}/complete-profile`);
    const section = page.getByRole('region', { name: 'Close your account' });
    await section.getByText('is erased 30 days').waitFor();
    await section.getByText('cannot sign in again').waitFor();
    await section.getByText('stay on record without your details').waitFor();
    const close = section.getByRole('button', { name: 'Close my account' });
    expect(await close.isDisabled()).toBe(true);

    await section.getByLabel('Your password').fill('correct-horse-battery');
    expect(await close.isDisabled()).toBe(true);
    await section.getByLabel(/I understand/).check();
    await screenshot(page, 'account/close-account-form');
    await close.click();
    await page.getByText('Your account is closed and you have been signed out everywhere').waitFor();
    await page.getByText(/personal data will be erased on/).waitFor();

    expect((await context.request.get(`${suite.app.url}/api/auth/user`)).status()).toBe(401);
    const again = await context.request.post(`${suite.app.url}/api/auth/login`, {
      data: { email, password: 'correct-horse-battery' },
    });
    expect(again.status()).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });
});
