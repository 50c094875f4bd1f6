import { describe, expect, it } from 'vitest';
import { providerWithService } from '../../../api/src/chat/testing';
import { TestClient } from '../../../api/src/testing/test-client';
import { browserSuite } from '../browser-suite';
import { collectJourneyProblems, screenshot, startApp } from '../harness';

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const spoken = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(',', '');

/**
 * The service page's date picker against the real product: a day someone else is paying for is
 * named as taken before the visitor builds a quote, and Get Quote waits for another date.
 */
describe('event date picker on a service page', () => {
  const suite = browserSuite(startApp);

  it('says a taken day is already booked, naming the service, and lets a free day through', async () => {
    const { serviceId } = await providerWithService(new TestClient(suite.app.url), 'Riverside Sound');
    const taken = dayFromNow(40);
    const free = dayFromNow(41);
    // Another client is at checkout for that day: it is held for them.
    const other = new TestClient(suite.app.url);
    await other.signUp({ firstName: 'Olly', lastName: 'Other' });
    const hold = await other.post('/api/create-payment-intent', { serviceId, eventDate: taken });
    expect(hold.status).toBe(200);

    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const problems = collectJourneyProblems(page);
    await page.goto(`${suite.app.url}/service/${serviceId}`);
    const date = page.getByRole('main').getByLabel('Event date');
    await date.fill(taken);
    const text = `Festival PA System is already booked on ${spoken(taken)}`;
    await page.locator('.field__error', { hasText: text }).waitFor();
    const getQuote = page.getByRole('button', { name: 'Choose another date' });
    expect(await getQuote.isDisabled()).toBe(true);
    await screenshot(page, 'quotes/date-picker-taken-day');

    await date.fill(free);
    await page.getByText('The provider is free that day').waitFor();
    expect(await page.locator('.field__error').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Get Quote', exact: true }).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
