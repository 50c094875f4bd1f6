import { describe, expect, it } from 'vitest';
import { smokeSuite } from './smoke-suite';

const QUOTE = 'quote-0000-0000-0000-00000000a1b2';

/** The client texts the specification gives word for word. */
describe('web-marketplace, the spec’s texts on failures', () => {
  const smoke = smokeSuite();

  it('a failed booking confirmation is logged as "Failed to confirm booking. Please try again."', async () => {
    const s = await smoke.open('client', {
      configure: (api) => {
        api.confirmRefusal = {
          status: 409,
          body: { code: 'PAYMENT_NOT_SUCCEEDED', message: 'The payment has not gone through.' },
        };
      },
    });
    const logged: string[] = [];
    s.page.on('console', (message) => logged.push(message.text()));
    await s.goto(`/booking-success?quote=${QUOTE}&payment_intent=pi_checkout_0001`);
    await s.page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    await expect.poll(() => logged.join('\n')).toContain('Failed to confirm booking. Please try again.');
    expect(await s.page.getByText('Booking ID').count()).toBe(0);
  });

  it('a refused profile update says "Failed to update provider: {server text}"', async () => {
    const s = await smoke.open('provider', {
      configure: (api) => {
        api.providerUpdateRefusal = {
          status: 409,
          body: { code: 'PROVIDER_CONFLICT', message: 'Someone else changed this profile.' },
        };
      },
    });
    await s.goto('/provider-dashboard?tab=settings');
    await s.page.getByLabel('Business name').fill('Northern Stageworks Ltd');
    await s.page.getByRole('button', { name: 'Save Changes' }).click();
    await s.page.getByText('Failed to update provider: Someone else changed this profile.').waitFor();
  });

  it('boost: a session that ended says "Session Expired" and goes to sign-in after 1.5 s', async () => {
    const s = await smoke.open('provider', {
      configure: (api) => {
        api.boostStatus['svc-sound-01'] = { isBoosted: false, boostLevel: null };
      },
    });
    // The page's clock is the test's: measured on the wall clock, a loaded machine cannot tell
    // 1.5 s from the 2 s other payment errors wait.
    await s.page.clock.install();
    await s.goto('/services/svc-sound-01/boost');
    const choose = s.page.getByRole('button', { name: 'Choose Category Boost' });
    await choose.waitFor();
    await s.page.clock.pauseAt((await s.page.evaluate(() => Date.now())) + 1000);
    // The session ends while the page is open.
    s.api.user = null;
    await choose.click();
    // Time moves in steps of 10 ms while the session check goes to the server and back.
    const expired = s.page.getByText('Session Expired', { exact: true });
    for (let i = 0; i < 500 && !(await expired.isVisible()); i++) await s.page.clock.runFor(10);
    expect(await expired.isVisible()).toBe(true);
    expect(s.api.called('POST', '/api/services/svc-sound-01/boost')).toEqual([]);
    await s.page.clock.runFor(1450);
    expect(new URL(s.page.url()).pathname).toBe('/services/svc-sound-01/boost');
    await s.page.clock.runFor(100);
    await s.page.waitForURL(/\/login/, { timeout: 5000 });
  });

  it('Request Full Quote asks for a requested quote, since a quote is a draft unless it says so', async () => {
    const s = await smoke.open('client');
    await s.goto('/');
    const builder = s.page.locator('#quote-builder');
    await builder.getByLabel('Event type').selectOption('wedding');
    await builder.getByLabel('Guest count').fill('80');
    await builder.getByLabel('Event date').fill('2030-06-12');
    await builder.getByLabel('Venue address').fill('Hollins Hall, Baildon');
    await builder.getByLabel('Venue postcode').fill('BD17 7QW');
    await builder.getByRole('button', { name: 'Add Service' }).click();
    const picker = s.page.getByRole('dialog', { name: 'Add a service to your quote' });
    await picker.getByLabel('Search services').fill('chairs');
    await picker.getByRole('button', { name: 'Add Banquet Tables and Chiavari Chairs' }).click();
    await s.page.keyboard.press('Escape');
    await builder.getByRole('button', { name: 'Request Full Quote' }).click();
    await s.page.getByText('Quote Created').first().waitFor();
    expect(s.api.called('POST', '/api/quotes')[0]?.body).toMatchObject({ status: 'requested' });
  });
});
