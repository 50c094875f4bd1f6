import { describe, expect, it } from 'vitest';
import { testServiceForm } from '../../../api/src/chat/testing';
import { TestClient } from '../../../api/src/testing/test-client';
import { browserSuite } from '../browser-suite';
import { screenshot, startApp } from '../harness';
import { signedInPage } from '../signed-in-page';

async function provider(url: string, businessName: string, firstName: string) {
  const client = new TestClient(url);
  const { email } = await client.signUp({ firstName, lastName: 'Provider' });
  const profile = await client.becomeProvider({ businessName });
  const service = await client.post<{ id: string }>(
    '/api/services',
    testServiceForm({ name: `${businessName} PA` }),
  );
  expect(service.status).toBe(201);
  return { client, email, providerId: profile.id, serviceId: service.body.id };
}

async function ask(client: TestClient, to: { providerId: string; serviceId: string }, message: string) {
  const room = await client.post<{ id: string }>('/api/chat/rooms', to);
  const sent = await client.post(`/api/chat/rooms/${room.body.id}/messages`, { message });
  expect(sent.status).toBe(201);
}

/**
 * A provider has one inbox: the account menu's Messages and Dashboard → Chats list the same
 * threads (their customers' and their own questions to other providers), and Chats links to
 * Messages.
 */
describe('one inbox for providers', () => {
  const suite = browserSuite(startApp);

  it('shows the same threads in Messages and in Dashboard → Chats', async () => {
    const priya = await provider(suite.app.url, 'Pennine Sound', 'Priya');
    const other = await provider(suite.app.url, 'Dales Lighting', 'Dan');
    const customer = new TestClient(suite.app.url);
    await customer.signUp({ firstName: 'Chloe', lastName: 'Brown' });
    await ask(customer, priya, 'Do you cover Harrogate?');
    await ask(priya.client, other, 'Could you light a stage for one of my events?');

    const { context, page, problems } = await signedInPage(suite.browser, suite.app.url, priya.email);
    const threads = async () =>
      (
        await page.getByRole('list', { name: 'Conversations' }).locator('.room-list__name').allTextContents()
      ).sort();

    await page.goto(`${suite.app.url}/`);
    await page.getByRole('button', { name: /Priya/ }).click();
    await page.getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL(/\/messages$/);
    await page.getByText('Do you cover Harrogate?').waitFor();
    await page.getByText('Could you light a stage for one of my events?').waitFor();
    const inMessages = await threads();
    expect(inMessages).toEqual(['Chloe Brown', 'Dales Lighting'].sort());
    await screenshot(page, 'chat/one-inbox-messages');

    await page.goto(`${suite.app.url}/provider-dashboard?tab=chats`);
    await page.getByText('Do you cover Harrogate?').waitFor();
    expect(await threads()).toEqual(inMessages);
    await page.getByRole('link', { name: 'Open Messages' }).click();
    await page.waitForURL(/\/messages$/);
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
