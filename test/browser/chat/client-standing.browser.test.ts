import { describe, expect, it } from 'vitest';
import { providerWithService } from '../../../api/src/chat/testing';
import { TestClient } from '../../../api/src/testing/test-client';
import { browserSuite } from '../browser-suite';
import { screenshot, startApp } from '../harness';
import { signedInPage } from '../signed-in-page';

/**
 * The contact-sharing ladder as a client meets it: the Terms say it applies to clients too; the
 * second refused message says the 24-hour restriction has started and when it ends (UK time);
 * and from then on the composer is disabled with that explanation instead of failing each send.
 */
describe('a client restricted for contact sharing', () => {
  const suite = browserSuite(startApp);

  it('is told the restriction started and when it ends, and the composer waits for it', async () => {
    const { serviceId } = await providerWithService(new TestClient(suite.app.url), 'Riverside Sound');
    const { email } = await new TestClient(suite.app.url).signUp({ firstName: 'Chloe', lastName: 'Brown' });
    const { context, page, problems } = await signedInPage(suite.browser, suite.app.url, email);

    await page.goto(`${suite.app.url}/terms`);
    await page.getByText('These rules apply to clients and providers alike').waitFor();

    await page.goto(`${suite.app.url}/service/${serviceId}`);
    await page.getByRole('button', { name: 'Ask Questions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with Riverside Sound' });
    const input = dialog.getByLabel('Type your message');
    await input.fill('Call me on 07700 900 123');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText(/This is a warning: a second violation restricts your messaging/).waitFor();
    expect(await input.isEnabled()).toBe(true);

    await input.fill('Or e-mail chloe.brown@example.co.uk');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page
      .getByText(
        /your 24-hour messaging restriction has started and ends on \d{1,2} \w+ \d{4} at \d{2}:\d{2} UK time/,
      )
      .waitFor();
    const explanation = dialog.getByRole('status').filter({ hasText: 'You cannot send messages until' });
    await explanation.waitFor();
    expect(await explanation.textContent()).toMatch(/\(UK time\): messaging is restricted for 24 hours/);
    expect(await input.isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await screenshot(page, 'chat/client-restricted-composer');

    // After a reload the composer is still disabled, from the standing alone.
    await page.reload();
    await page.getByRole('button', { name: 'Ask Questions' }).click();
    await dialog.getByRole('status').filter({ hasText: 'You cannot send messages until' }).waitFor();
    expect(await dialog.getByLabel('Type your message').isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
