import { CHAT_MESSAGE_PAGE } from '@esm/contract/chat';
import { describe, expect, it } from 'vitest';
import { providerWithService } from '../../../api/src/chat/testing';
import { TestClient } from '../../../api/src/testing/test-client';
import { browserSuite } from '../browser-suite';
import { screenshot, startApp } from '../harness';
import { signedInPage } from '../signed-in-page';

/**
 * A conversation longer than one read of it (CHAT_MESSAGE_PAGE messages), on the Messages page.
 */
describe('a long conversation', () => {
  const suite = browserSuite(startApp);

  // A conversation longer than one page opens at its newest messages, not its oldest with the
  // newest a poll away; earlier ones come on request, above the ones being read.
  it('opens a long conversation at its newest message and shows earlier ones on request', async () => {
    const { providerId, serviceId } = await providerWithService(
      new TestClient(suite.app.url),
      'Pennine Staging',
    );
    const customer = new TestClient(suite.app.url);
    const { email } = await customer.signUp({ firstName: 'Lena', lastName: 'Long' });
    const room = await customer.post<{ id: string }>('/api/chat/rooms', { providerId, serviceId });
    const total = CHAT_MESSAGE_PAGE + 3;
    for (let i = 1; i <= total; i++) {
      await customer.post(`/api/chat/rooms/${room.body.id}/messages`, { message: `Stage note ${i}.` });
    }

    const { context, page, problems } = await signedInPage(suite.browser, suite.app.url, email);
    await page.goto(`${suite.app.url}/messages`);
    await page.getByRole('button', { name: /Pennine Staging/ }).click();
    const log = page.getByRole('log');
    // Well inside the 5-second poll: the first load itself holds the newest message.
    await log.getByText(`Stage note ${total}.`, { exact: true }).waitFor({ timeout: 3000 });
    expect(await log.getByText('Stage note 3.', { exact: true }).count()).toBe(0);
    // The thread scrolls inside its log: the page itself does not grow with it (each message's
    // visually hidden sender once escaped the log and made it 15,000 px tall).
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2500);

    // In the log's scrolled view, not merely on the page.
    const inView = (text: string) =>
      log.getByText(text, { exact: true }).evaluate((element) => {
        const box = element.getBoundingClientRect();
        const frame = element.closest('[role="log"]')!.getBoundingClientRect();
        return box.top >= frame.top && box.bottom <= frame.bottom;
      });
    await page.getByRole('button', { name: 'Show earlier messages' }).click();
    await log.getByText('Stage note 1.', { exact: true }).waitFor({ state: 'attached' });
    await expect.poll(() => page.getByRole('button', { name: 'Show earlier messages' }).count()).toBe(0);
    // The reader stays at the message they were reading; the earlier ones are above it.
    expect(await inView('Stage note 4.')).toBe(true);
    expect(await inView('Stage note 1.')).toBe(false);
    await screenshot(page, 'chat/earlier-messages');
    expect(await log.locator('.chat-bubble').count()).toBe(total);
    expect(problems).toEqual([]);
    await context.close();
  });
});
