import { describe, expect, it } from 'vitest';
import { testServiceForm } from '../../../api/src/chat/testing';
import { payAndConfirm, quoteFor, type Setup } from '../../../api/src/checkout/testing/checkout-fixtures';
import { TestClient } from '../../../api/src/testing/test-client';
import { browserSuite } from '../browser-suite';
import { screenshot, startApp } from '../harness';
import { signedInPage } from '../signed-in-page';

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A provider deciding on a booking request sees what they are accepting (event type, venue,
 * postcode, guests, the client's notes), and the client's contact details only once accepted.
 */
describe('a booking request as the provider sees it', () => {
  const suite = browserSuite(startApp);

  it('shows the event and the notes before accepting, and the client’s contact after', async () => {
    const provider = new TestClient(suite.app.url);
    const { email: providerEmail } = await provider.signUp();
    await provider.becomeProvider({ businessName: 'Riverside Sound' });
    const service = await provider.post<{ id: string }>('/api/services', testServiceForm());
    expect(service.status).toBe(201);

    const client = new TestClient(suite.app.url);
    const { email: clientEmail } = await client.signUp({ firstName: 'Sarah', lastName: 'Jones' });
    const quote = await client.post<{ id: string }>(
      '/api/quotes',
      quoteFor(service.body.id, {
        eventDate: `${dayFromNow(50)}T12:00:00.000Z`,
        eventLocation: 'Harewood House, Leeds',
        guestCount: 140,
        services: [{ serviceId: service.body.id, quantity: 1, duration: 2 }],
      }),
    );
    expect(quote.status).toBe(201);
    // The client writes the note on the quote page and starts checkout there.
    const {
      context: clientContext,
      page: clientPage,
      problems: clientProblems,
    } = await signedInPage(suite.browser, suite.app.url, clientEmail);
    await clientPage.goto(`${suite.app.url}/booking/${quote.body.id}`);
    await clientPage
      .getByLabel('Notes for your providers (optional)')
      .fill('Access via the rear gate, please.');
    await clientPage.getByRole('link', { name: /Book & Checkout/ }).click();
    await clientPage.waitForURL(/\/checkout\?quote=/);
    await clientPage.getByText("We're holding your date for").waitFor();
    expect(clientProblems).toEqual([]);
    await clientContext.close();
    // Checkout resumes the booking the note went with; the card is paid through the API.
    const setup = await client.post<Setup>('/api/create-payment-intent', { quoteId: quote.body.id });
    expect(setup.status).toBe(200);
    await payAndConfirm(client, setup.body, quote.body.id);

    const { context, page, problems } = await signedInPage(suite.browser, suite.app.url, providerEmail);
    await page.goto(`${suite.app.url}/provider-dashboard?tab=bookings`);
    const card = page.locator('.request', { hasText: 'Festival PA System' });
    const details = card.getByRole('definition');
    await card.getByText('Harewood House, Leeds').waitFor();
    for (const fact of ['Wedding', 'LS17 9LG', '140', 'Access via the rear gate, please.'])
      await details.getByText(fact, { exact: true }).waitFor();
    expect(await card.getByText(clientEmail).count()).toBe(0);
    await card.getByText('shared with you once you accept').waitFor();
    await screenshot(page, 'bookings/provider-request-details');

    await card.getByRole('button', { name: 'Respond' }).click();
    const dialog = page.getByRole('dialog', { name: 'Respond to booking request' });
    await dialog.getByText('Harewood House, Leeds').waitFor();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await card.getByRole('link', { name: clientEmail }).waitFor();
    await card.getByRole('link', { name: '07700 900123' }).waitFor();
    await card.getByText('Sarah Jones', { exact: true }).waitFor();
    await screenshot(page, 'bookings/provider-confirmed-contact');
    expect(problems).toEqual([]);
    await context.close();
  });
});
