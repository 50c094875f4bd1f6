import { describe, expect, it } from 'vitest';
import { LOS_ANGELES_ZONE } from '../harness';
import { makeBooking, makeQuote } from './fixtures';
import type { MockApi, Persona } from './mock-api';
import { smokeSuite } from './smoke-suite';

/**
 * Always run as a visitor in Los Angeles (en-US): an event on Saturday 12 June is on Saturday
 * 12 June there too, and the times the app shows are UK times.
 */
describe('web-marketplace, seen from Los Angeles', () => {
  const smoke = smokeSuite();

  const as = (persona: Persona, configure?: (api: MockApi) => void) =>
    smoke.open(persona, {
      configure,
      zone: LOS_ANGELES_ZONE,
    });

  it('runs in Los Angeles', async () => {
    const s = await as('visitor');
    await s.goto('/about');
    const zone = await s.page.evaluate(() => [
      Intl.DateTimeFormat().resolvedOptions().timeZone,
      navigator.language,
    ]);
    expect(zone).toEqual(['America/Los_Angeles', 'en-US']);
  });

  it("a client's booking and quote for Saturday 12 June show Saturday 12 June", async () => {
    const s = await as('client', (api) => {
      api.bookings = [makeBooking({ eventDate: '2027-06-12' })];
      api.quotes = [makeQuote({ eventDate: '2027-06-12' })];
    });
    await s.goto('/bookings');
    await s.page.getByText('Modular Outdoor Stage 8m x 6m').first().waitFor();
    const bookings = (await s.page.getByRole('main').textContent()) ?? '';
    expect(bookings).toMatch(/Sat,? 12 June 2027/);
    expect(bookings).not.toContain('11 June');

    await s.goto('/booking/quote-0000-0000-0000-00000000a1b2');
    await s.page.getByText('12 June 2027', { exact: false }).first().waitFor();
    expect((await s.page.getByRole('main').textContent()) ?? '').not.toContain('11 June');
    // Deadlines say which clock they are on.
    await s.page.getByText(/These prices are held until .+ UK time\./).waitFor();

    await s.goto('/checkout?serviceId=svc-stage-01&eventDate=2027-06-12');
    await s.page.getByRole('heading', { name: 'Order summary' }).waitFor();
    await s.page.getByText(/Sat,? 12 June 2027/).waitFor();
    // The hold's end is given in UK time.
    const hold = (await s.page.getByText("We're holding your date for").textContent()) ?? '';
    const until = /until (\d{2}:\d{2}) UK time/.exec(hold)?.[1];
    const londonNow = new Date(Date.now() + 15 * 60_000).toLocaleTimeString('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
    });
    const londonEarlier = new Date(Date.now() + 14 * 60_000).toLocaleTimeString('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect([londonNow, londonEarlier]).toContain(until);
    await s.shot('los-angeles-checkout');
    expect(s.problems).toEqual([]);
  });

  it('the quote builder sends the chosen day as a date, not an instant', async () => {
    const s = await as('client');
    await s.goto('/');
    const builder = s.page.locator('#quote-builder');
    await builder.getByLabel('Event type').selectOption('wedding');
    await builder.getByLabel('Guest count').fill('80');
    await builder.getByLabel('Event date').fill('2027-06-12');
    await builder.getByLabel('Venue address').fill('Hollins Hall, Baildon');
    await builder.getByLabel('Venue postcode').fill('BD17 7QW');
    await builder.getByRole('button', { name: 'Add Service' }).click();
    const picker = s.page.getByRole('dialog', { name: 'Add a service to your quote' });
    await picker.getByLabel('Search services').fill('chairs');
    await picker.getByRole('button', { name: 'Add Banquet Tables and Chiavari Chairs' }).click();
    await s.page.keyboard.press('Escape');
    await builder.getByRole('button', { name: 'Save Quote for Later' }).click();
    await s.page.getByText('Quote Saved').first().waitFor();
    expect(s.api.called('POST', '/api/quotes')[0]?.body).toMatchObject({ eventDate: '2027-06-12' });
    // The quote it saved reads 12 June.
    await s.goto('/quotes');
    await s.page.getByText('12 Jun 2027', { exact: false }).first().waitFor();
    expect(s.problems).toEqual([]);
  });

  it("a provider's booking request shows its day", async () => {
    const s = await as('provider', (api) => {
      api.bookings = [makeBooking({ eventDate: '2027-06-12' })];
    });
    await s.goto('/provider-dashboard?tab=bookings');
    await s.page
      .getByText(/Sat,? 12 June 2027/)
      .first()
      .waitFor();
    expect(s.problems).toEqual([]);
  });
});
