import { describe, expect, it } from 'vitest';
import { providerWithService } from '../../../api/src/chat/testing';
import { TestClient } from '../../../api/src/testing/test-client';
import { browserSuite } from '../browser-suite';
import { screenshot, startApp } from '../harness';
import { signedInPage } from '../signed-in-page';

/**
 * The chat dialog against the real product (Ask Questions): a message that shares a
 * phone number is refused by the server and the client sees the 8-second policy toast; an ordinary
 * message is delivered into the thread; a double click on Send delivers one message.
 */
describe('chat dialog against the real API', () => {
  const suite = browserSuite(startApp);

  it('shows the Contact Sharing Policy Violation toast for a phone number, and delivers a clean message', async () => {
    const { serviceId } = await providerWithService(new TestClient(suite.app.url), 'Riverside Sound');
    const { email } = await new TestClient(suite.app.url).signUp({ firstName: 'Chloe', lastName: 'Brown' });

    const { context, page } = await signedInPage(suite.browser, suite.app.url, email);
    const chatFailures: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/chat') && response.status() >= 400)
        chatFailures.push(
          `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
        );
    });

    await page.goto(`${suite.app.url}/service/${serviceId}`);
    await page.getByRole('button', { name: 'Ask Questions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with Riverside Sound' });
    await dialog.getByText('No messages yet').waitFor();

    const input = dialog.getByLabel('Type your message');
    await input.fill('Easier by phone: 07700 900 123');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Contact Sharing Policy Violation').waitFor();
    await page
      .getByText(/Contact sharing detected: your message contains a phone number/)
      .first()
      .waitFor();
    // The toast is in the top layer, above the modal chat dialog, not dimmed behind its backdrop.
    expect(await page.locator('.toast-region').evaluate((el) => el.matches(':popover-open'))).toBe(true);
    await screenshot(page, 'chat-contact-sharing-toast');
    // Refused, so nothing reached the thread.
    await expect(dialog.getByText('No messages yet').isVisible()).resolves.toBe(true);

    await input.fill('Does the price include delivery to Leeds?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByRole('log').getByText('Does the price include delivery to Leeds?').waitFor();
    await screenshot(page, 'chat-message-delivered');

    // The one refusal is the contact-sharing 422; every other chat call succeeded.
    expect(chatFailures).toEqual([expect.stringMatching(/^422 POST \/api\/chat\/rooms\/[^/]+\/messages$/)]);
    await context.close();
  });

  // A double click on Send, or Enter pressed twice, reaches the form twice before the button shows
  // the request as pending: each must still send the message once.
  it('sends a message once for a double click on Send and for Enter pressed twice', async () => {
    const { providerId, serviceId } = await providerWithService(
      new TestClient(suite.app.url),
      'Ribble Valley Marquees',
    );
    const customer = new TestClient(suite.app.url);
    const { email } = await customer.signUp({ firstName: 'Chloe', lastName: 'Brown' });
    const room = await customer.post<{ id: string }>('/api/chat/rooms', {
      providerId,
      serviceId,
    });
    await customer.post(`/api/chat/rooms/${room.body.id}/messages`, {
      message: 'Hello, are you free in June?',
    });

    const { context, page, problems } = await signedInPage(suite.browser, suite.app.url, email);
    await page.goto(`${suite.app.url}/messages`);
    await page.getByRole('button', { name: /Ribble Valley Marquees/ }).click();
    await page.getByRole('log').getByText('Hello, are you free in June?').waitFor();
    const box = page.getByPlaceholder('Type your message…');

    await box.fill('Can the marquee be up by noon?');
    await page.getByRole('button', { name: 'Send' }).dblclick();
    await expect.poll(() => box.inputValue()).toBe('');
    await box.fill('Is there a lighting package?');
    await box.press('Enter');
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('');
    await page.getByRole('log').getByText('Is there a lighting package?').first().waitFor();
    await screenshot(page, 'chat/double-send');

    const messages = await customer.get<Array<{ message: string }>>(
      `/api/chat/rooms/${room.body.id}/messages`,
    );
    const times = (text: string) => messages.body.filter((m) => m.message === text).length;
    expect(times('Can the marquee be up by noon?')).toBe(1);
    expect(times('Is there a lighting package?')).toBe(1);
    expect(messages.body).toHaveLength(3);
    expect(problems).toEqual([]);
    await context.close();
  });
});
