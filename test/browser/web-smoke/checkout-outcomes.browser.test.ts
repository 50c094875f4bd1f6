import { describe, expect, it } from 'vitest';
import { makeBooking } from './fixtures';
import type { MockApi } from './mock-api';
import { smokeSuite } from './smoke-suite';

const QUOTE = 'quote-0000-0000-0000-00000000a1b2';

/** What checkout and the confirmation page say, before, during and after paying. */
describe('web-marketplace, checkout outcomes', () => {
  const smoke = smokeSuite();

  const as = (configure?: (api: MockApi) => void, width = 1280) => smoke.open('client', { configure, width });

  it('/booking-success without a payment, or without quote and service, confirms nothing', async () => {
    const s = await as();
    for (const path of [
      '/booking-success',
      `/booking-success?quote=${QUOTE}`,
      '/booking-success?service=svc-stage-01',
      '/booking-success?payment_intent=pi_checkout_0001',
    ]) {
      await s.goto(path);
      await s.page.getByRole('heading', { name: 'Nothing to confirm' }).waitFor();
      expect(await s.page.getByText('Booking Confirmed!').count(), path).toBe(0);
      expect(await s.page.getByText('Paid', { exact: true }).count(), path).toBe(0);
      await s.page.getByRole('link', { name: 'View My Bookings' }).waitFor();
    }
    expect(s.api.called('POST', '/api/bookings/confirm')).toEqual([]);
    await s.shot('booking-success-neutral');
    expect(s.problems).toEqual([]);
  });

  it('after a real payment: confirmed, the 24 hours to accept, one labelled contact box per provider', async () => {
    const s = await as((api) => {
      const first = makeBooking({ id: 'booking-aaaa-0000-0000-00000000a001', quoteId: QUOTE });
      const second = makeBooking({
        id: 'booking-bbbb-0000-0000-00000000b002',
        quoteId: QUOTE,
        providerId: 'provider-0002',
        providerName: 'Yorkshire Event Co.',
        serviceName: 'Wedding Uplighting Package',
      });
      api.bookings = [first, second, ...api.bookings];
      api.confirmation = {
        id: first.id,
        providerId: first.providerId,
        bookings: [first, second].map((b) => ({ id: b.id, providerId: b.providerId })),
      };
    });
    await s.goto(`/booking-success?quote=${QUOTE}&payment_intent=pi_checkout_0001`);
    await s.page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    await s.page.getByText(/has 24 hours to accept/).waitFor();
    const first = s.page.getByRole('region', { name: 'Contact details: Northern Stageworks' });
    const second = s.page.getByRole('region', { name: 'Contact details: Yorkshire Event Co.' });
    await first.waitFor();
    await second.waitFor();
    await first.getByText('Northern Stageworks', { exact: false }).first().waitFor();
    await second.getByText('Yorkshire Event Co.', { exact: false }).first().waitFor();
    await s.shot('booking-success-two-providers');
    expect(s.problems).toEqual([]);
  });

  it('checkout: no terms error up front, the hold reads as time, a declined card is explained by the form', async () => {
    const s = await as(undefined, 375);
    await s.goto(`/checkout?quote=${QUOTE}`);
    const hold = s.page.getByText("We're holding your date for");
    await hold.waitFor();
    const terms = s.page.getByText('Terms Required: Please accept the terms and conditions to proceed.');
    expect(await terms.count()).toBe(0);
    const holdText = (await hold.textContent()) ?? '';
    expect(holdText).toMatch(/for 1[45] min \d{1,2} s \(until \d{2}:\d{2} UK time\)/);
    expect(holdText).not.toMatch(/\d+:\d{2}\s*left/);

    // Typing card details before accepting the terms: now the reason is an error.
    await s.page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await terms.waitFor();

    await s.page.getByLabel(/I accept the/).check();
    expect(await terms.count()).toBe(0);
    await s.page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await s.page.getByLabel('CVC').fill('123');
    await s.page.getByLabel('Name on card').fill('Sarah Jones');
    await s.page.getByRole('button', { name: 'Pay £2,689.66' }).click();
    const form = s.page.locator('form.card-form');
    await form.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await s.shot('checkout-declined-inline');
    // Correcting the card clears the message.
    await s.page.getByLabel('Card number').fill('4242 4242 4242 4242');
    expect(await form.getByText('Your card was declined.').count()).toBe(0);
    expect(s.problems).toEqual([]);
  });
});
