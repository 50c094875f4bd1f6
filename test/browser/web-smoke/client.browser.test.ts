import { describe, expect, it } from 'vitest';
import type { MockApi, Persona } from './mock-api';
import { smokeSuite } from './smoke-suite';

/** Client smoke tests: quote builder, checkout with the simulated gateway, bookings, chat. */
describe('web-marketplace, signed in as a client', () => {
  const smoke = smokeSuite();

  const as = (persona: Persona = 'client', configure?: (api: MockApi) => void) =>
    smoke.open(persona, { configure });

  it('renders the client routes', async () => {
    const s = await as();
    const routes: Array<[string, string]> = [
      ['/', 'Your saved quotes'],
      ['/quotes', 'My Quotes'],
      ['/bookings', 'Pending Review'],
      ['/messages', 'Northern Stageworks'],
      ['/booking/quote-0000-0000-0000-00000000a1b2', 'Book & Checkout'],
      [
        '/booking/quote-expired',
        'This quote has expired and can no longer be booked. Please create a new quote.',
      ],
      ['/booking/quote-unknown', 'Quote not found. The quote may have expired or been removed.'],
      ['/checkout', 'No quote or service found. Please start from a service page.'],
      ['/complete-profile', 'My Profile'],
      ['/analytics', 'Platform Analytics'],
    ];
    for (const [route, text] of routes) {
      await s.goto(route);
      await s.page.getByText(text, { exact: false }).first().waitFor({ timeout: 10_000 });
    }
    await s.goto('/complete-profile');
    await s.page.getByText('The details your bookings use.').waitFor();
    expect(await s.page.getByText('We need a few details before you can book.').count()).toBe(0);
    await s.goto('/bookings');
    await s.page.getByText('Pending Review').waitFor();
    await s.shot('my-bookings');
    expect(s.problems).toEqual([]);
    expect(s.api.unhandled).toEqual([]);
  });

  it('header shows the name and Logout; incomplete profiles get the banner and the guard', async () => {
    const s = await as('incomplete');
    await s.goto('/');
    await s.page.getByText('Complete your profile to start booking services.').waitFor();
    await s.page.getByRole('button', { name: /Tom Newman/ }).waitFor();
    expect(await s.page.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/api/logout');
    await s.goto('/checkout?serviceId=svc-stage-01&eventDate=2030-06-01');
    await s.page.waitForURL(/\/complete-profile$/);
    await s.page.getByText('We need a few details before you can book.').waitFor();
    // The form is what the banner links to: it does not repeat itself above it.
    expect(await s.page.getByText('Complete your profile to start booking services.').count()).toBe(0);
    await s.page.getByRole('button', { name: 'Complete Profile' }).click();
    await s.page.getByText('Valid phone number is required').waitFor();
    await s.page.getByText('Address is required').waitFor();
    await s.page.getByLabel('Postcode').pressSequentially('bd17 7qw');
    expect(await s.page.getByLabel('Postcode').inputValue()).toBe('BD17 7QW');
    await s.page.getByLabel('Phone number').fill('07700 900456');
    await s.page.getByLabel('Address').fill('3 Mill Lane, Baildon');
    await s.page.getByRole('button', { name: 'Complete Profile' }).click();
    await s.page.getByText('Profile Completed').waitFor();
    // Back to the checkout that needed the profile, with the chosen service and day.
    await s.page.waitForURL(/\/checkout\?serviceId=svc-stage-01&eventDate=2030-06-01$/);
    await s.page.getByRole('heading', { name: 'Order summary' }).waitFor();
    await s.page.getByText('Complete your profile to start booking services.').waitFor({ state: 'detached' });
    expect(s.problems).toEqual([]);
  });

  it('a profile completed from the banner goes home, as the spec says', async () => {
    const s = await as('incomplete');
    await s.goto('/');
    await s.page.getByRole('link', { name: 'Complete Profile' }).first().click();
    await s.page.waitForURL(/\/complete-profile$/);
    await s.page.getByLabel('Phone number').fill('07700 900456');
    await s.page.getByLabel('Address').fill('3 Mill Lane, Baildon');
    await s.page.getByLabel('Postcode').fill('BD17 7QW');
    await s.page.getByRole('button', { name: 'Complete Profile' }).click();
    await s.page.getByText('Profile Completed').waitFor();
    await s.page.waitForURL(/\/$/);
    expect(s.problems).toEqual([]);
  });

  it('quote builder: validation order, real service picker, request and save for later', async () => {
    const s = await as();
    await s.goto('/');
    const builder = s.page.locator('#quote-builder');
    await builder.getByRole('button', { name: 'Request Full Quote' }).click();
    await s.page.getByText('Missing Information').waitFor();

    await builder.getByLabel('Event type').selectOption('wedding');
    await builder.getByLabel('Guest count').fill('120');
    await builder.getByLabel('Event date').fill('2030-07-18');
    await builder.getByLabel('Venue address').fill('Hollins Hall, Baildon');
    await builder.getByLabel('Venue postcode').fill('not a pc');
    await builder.getByRole('button', { name: 'Add Service' }).click();
    const picker = s.page.getByRole('dialog', { name: 'Add a service to your quote' });
    await picker.getByLabel('Search services').fill('chairs');
    await picker.getByRole('button', { name: 'Add Banquet Tables and Chiavari Chairs' }).click();
    await picker.getByRole('button', { name: 'Banquet Tables and Chiavari Chairs added' }).waitFor();
    await s.page.keyboard.press('Escape');
    await builder.getByRole('spinbutton', { name: 'Tables' }).waitFor();
    expect(await builder.getByRole('spinbutton', { name: 'Chairs' }).inputValue()).toBe('8');

    await builder.getByRole('button', { name: 'Request Full Quote' }).click();
    await s.page.getByText('Invalid Postcode').waitFor();
    await s.page
      .getByText('Please enter a valid UK postcode (e.g., M1 1AA) for accurate mileage calculation.')
      .waitFor();

    await builder.getByLabel('Venue postcode').fill('bd17 7qw');
    await s.shot('quote-builder');
    await builder.getByRole('button', { name: 'Save Quote for Later' }).click();
    await s.page.getByText('Quote Saved').waitFor();
    const saved = s.api.called('POST', '/api/quotes')[0]?.body as Record<string, unknown>;
    expect(saved).toMatchObject({
      eventType: 'wedding',
      eventPostcode: 'BD17 7QW',
      guestCount: 120,
      status: 'draft',
      services: [{ serviceId: 'svc-furn-01', quantity: 1, tableQuantity: 1, chairQuantity: 8 }],
    });
    // Saved: the builder opens the new quote, priced by the server.
    await s.page.waitForURL(/\/booking\/quote-new-/);
    await s.page.getByText('Total').first().waitFor();
    await s.page.getByRole('link', { name: /Book & Checkout/ }).waitFor();
    expect(s.problems).toEqual([]);
  });

  it('furniture detail passes presets to checkout; terms gate; 4242 pays and confirms', async () => {
    const s = await as();
    await s.goto('/service/svc-furn-01');
    await s.page.getByRole('button', { name: /Medium \(5 \/ 40\)/ }).click();
    expect(await s.page.getByRole('spinbutton', { name: 'Chairs' }).inputValue()).toBe('40');
    await s.page.getByRole('main').getByLabel('Event date').fill('2030-08-09');
    await s.page.getByRole('button', { name: 'Get Quote', exact: true }).click();
    await s.page.waitForURL(
      /\/checkout\?serviceId=svc-furn-01&eventDate=2030-08-09&tableQuantity=5&chairQuantity=40$/,
    );
    await s.page.getByText("We're holding your date for").waitFor();
    // Nothing done yet: a hint, not an error.
    await s.page.getByText('Accept the terms and conditions above to pay.').waitFor();
    expect(
      await s.page.getByText('Terms Required: Please accept the terms and conditions to proceed.').count(),
    ).toBe(0);
    const pay = s.page.getByRole('button', { name: 'Pay £1,740.00' });
    expect(await pay.isDisabled()).toBe(true);
    expect(s.api.called('POST', '/api/create-payment-intent')[0]?.body).toEqual({
      serviceId: 'svc-furn-01',
      eventDate: '2030-08-09',
      tableQuantity: 5,
      chairQuantity: 40,
    });

    await s.page.getByRole('button', { name: 'terms and conditions' }).click();
    await s.page
      .getByRole('dialog', { name: 'Terms and Conditions' })
      .getByRole('button', { name: 'I Accept' })
      .click();
    await s.page.getByLabel('Card number').fill('4242424242424242');
    expect(await s.page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await s.page.getByLabel('Expiry (MM/YY)').fill('1234');
    await s.page.getByLabel('CVC').fill('123');
    await s.page.getByLabel('Name on card').fill('Sarah Jones');
    await s.shot('checkout');
    await pay.click();
    await s.page.waitForURL(/\/booking-success\?service=svc-furn-01&payment_intent=pi_checkout_0001$/);
    await s.page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    await s.page.getByText('#abcd1234').waitFor();
    await s.page.getByText('bookings@northernstageworks.co.uk').waitFor();
    await s.page.getByText('4 Tariff Street, Manchester, M1 2FF').waitFor();
    await s.shot('booking-success');
    expect(s.api.called('POST', '/api/bookings/confirm')[0]?.body).toEqual({
      paymentIntentId: 'pi_checkout_0001',
      serviceId: 'svc-furn-01',
    });
    expect(await s.page.getByRole('link', { name: 'View My Bookings' }).getAttribute('href')).toBe(
      '/bookings',
    );
    expect(s.problems).toEqual([]);
  });

  it('declined card and the authentication step', async () => {
    const s = await as();
    await s.goto('/checkout?quote=quote-0000-0000-0000-00000000a1b2');
    await s.page.getByText('Hollins Hall, Baildon', { exact: false }).first().waitFor();
    // The quote's lines, its platform fee with the providers' rate, and what the total includes.
    await s.page.getByText('Platform fee (20%)').waitFor();
    await s.page.getByText('Includes provider fees, the platform fee and VAT, as listed above.').waitFor();
    await s.page.getByLabel(/I accept the/).check();
    const fillCard = async (number: string) => {
      await s.page.getByLabel('Card number').fill(number);
      await s.page.getByLabel('Expiry (MM/YY)').fill('12/34');
      await s.page.getByLabel('CVC').fill('123');
      await s.page.getByLabel('Name on card').fill('Sarah Jones');
      await s.page.getByRole('button', { name: 'Pay £2,689.66' }).click();
    };
    await fillCard('4000 0000 0000 0002');
    // In the toast, and by the card form.
    await s.page.getByText('Payment Failed').first().waitFor();
    await s.page.locator('form.card-form').getByText('Your card was declined.').waitFor();

    await fillCard('4000 0025 0000 3155');
    const auth = s.page.getByRole('dialog', { name: 'Authenticate payment' });
    await auth.waitFor();
    await auth.getByRole('button', { name: 'Complete' }).click();
    await s.page.waitForURL(
      /\/booking-success\?quote=quote-0000-0000-0000-00000000a1b2&payment_intent=pi_checkout_0001$/,
    );
    await s.page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    expect(s.problems).toEqual([]);
  });

  it('an expired quote cannot be paid; the server text is shown', async () => {
    const s = await as();
    await s.goto('/checkout?quote=quote-expired');
    await s.page
      .getByText('This quote has expired and can no longer be booked. Please create a new quote.')
      .waitFor();
    expect(s.problems).toEqual([]);
  });

  it('my bookings: cancel shows the refund first; review after a completed booking', async () => {
    const s = await as();
    await s.goto('/bookings');
    await s.page.getByRole('button', { name: 'Cancel Booking' }).first().click();
    const dialog = s.page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByText('Refund: £1,740.00 (100%)').waitFor();
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await s.page.getByText('Booking cancelled').waitFor();
    expect(s.api.called('POST', '/api/bookings/booking-7f3a-4c1d-9e2b-5a6c7d8e9f01/cancel')).toHaveLength(1);
    // The list shows the cancellation; the refund preview is not asked again for a cancelled booking.
    await s.page.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(
      s.api.called('GET', '/api/bookings/booking-7f3a-4c1d-9e2b-5a6c7d8e9f01/cancellation'),
    ).toHaveLength(1);

    await s.page.getByRole('button', { name: 'Leave a Review' }).click();
    const review = s.page.getByRole('dialog', { name: 'Leave a Review' });
    await review.locator('label', { hasText: '5 stars' }).click();
    expect(await review.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await review.getByLabel('Title').fill('Stunning uplighting');
    await review.getByLabel('Your review').fill('The venue looked incredible and the team were lovely.');
    await review.getByRole('button', { name: 'Submit Review' }).click();
    await s.page.getByText('Review submitted').waitFor();
    expect(s.api.called('POST', '/api/reviews')[0]?.body).toMatchObject({
      rating: 5,
      title: 'Stunning uplighting',
    });
    expect(s.problems).toEqual([]);
  });

  it('chat: polls with ?after=, blocks empty messages and shows the contact-sharing toast', async () => {
    const s = await as();
    await s.goto('/service/svc-stage-01');
    await s.page.getByRole('button', { name: 'Ask Questions' }).click();
    const chat = s.page.getByRole('dialog', { name: 'Chat with Northern Stageworks' });
    await chat.getByText('Yes, the roof canopy is included.').waitFor();
    const send = chat.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await chat.getByLabel('Type your message').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await chat.getByLabel('Type your message').fill('Great, can you do the 14th of June?');
    await send.click();
    await chat.getByText('Great, can you do the 14th of June?').waitFor();
    await chat.getByLabel('Type your message').fill('Call me on 07700 900123');
    await send.click();
    await s.page.getByText('Contact Sharing Policy Violation').waitFor();
    await s.page
      .getByText(/Contact sharing detected/)
      .first()
      .waitFor();
    await s.shot('chat-dialog');
    // The 5-second poll asks only for what is new.
    await s.page.waitForRequest((r) => r.url().includes('/messages?after=msg-0003'), { timeout: 8000 });
    expect(s.problems).toEqual([]);
  });
});
