import { describe, expect, it } from 'vitest';
import { type MockApi, type Persona, SEEDED_BOOKED_DAY } from './mock-api';
import { smokeSuite } from './smoke-suite';

/** Provider smoke tests: every dashboard tab, service form rules, boost, upgrade, bank details. */
describe('web-marketplace, signed in as a provider', () => {
  const smoke = smokeSuite();

  const as = (persona: Persona = 'provider', configure?: (api: MockApi) => void) =>
    smoke.open(persona, { configure });

  it('dashboard tabs show the API figures and the spec texts', async () => {
    const s = await as('provider', (api) => {
      api.blockStatus = { ...api.blockStatus, violationCount: 1, standing: 'warned' };
    });
    await s.goto('/provider-dashboard');
    await s.page.getByRole('heading', { name: 'Northern Stageworks' }).waitFor();
    await s.page.getByText('Warning: contact sharing').waitFor();
    await s.page.getByText("This month's bookings").waitFor();
    await s.page.getByText('£6,840.00').waitFor();
    await s.page.getByText('31 reviews').waitFor();
    await s.page.getByText('Booking #7d8e9f01').waitFor();
    await s.shot('dashboard');

    await s.page.getByRole('tab', { name: 'Services' }).click();
    await s.page.getByRole('heading', { name: 'Modular Outdoor Stage 8m x 6m' }).waitFor();
    expect(await s.page.getByRole('link', { name: 'Manage Boost' }).getAttribute('href')).toBe(
      '/services/svc-stage-01/boost',
    );
    expect(await s.page.getByRole('link', { name: 'Boost', exact: true }).getAttribute('href')).toBe(
      '/services/svc-sound-01/boost',
    );

    await s.page.getByRole('tab', { name: 'Bookings' }).click();
    await s.page.getByText(/left to respond/).waitFor();

    await s.page.getByRole('tab', { name: 'Chats' }).click();
    await s.page.getByText('Select a conversation to start chatting').waitFor();
    await s.page.getByRole('button', { name: /Oliver P\./ }).click();
    await s.page.getByRole('log').getByText('Hi! Does the stage come with a roof?').waitFor();

    await s.page.getByRole('tab', { name: 'Verification' }).click();
    await s.page.getByText('50%').waitFor();
    await s.page.getByText('Medium').waitFor();
    await s.page.getByText('Document rejected: The certificate has expired').waitFor();
    await s.page.getByText('Under Review').waitFor();
    await s.shot('dashboard-verification');

    await s.page.getByRole('tab', { name: 'Settings' }).click();
    await s.page.getByText('•••• 4821').waitFor();
    // The fixture's details await our team: their status, and a payout account not yet called set up.
    await s.page.getByText('Pending verification', { exact: true }).waitFor();
    await s.page.getByText('Payout account ready', { exact: true }).waitFor();
    await s.page.getByLabel('Business name').fill('');
    await s.page.getByLabel('Contact email').fill('not-an-email');
    await s.page.getByRole('button', { name: 'Save Changes' }).click();
    await s.page.getByText('Business name is required').waitFor();
    await s.page.getByText('Valid email is required').waitFor();
    expect(s.problems).toEqual([]);
    expect(s.api.unhandled).toEqual([]);
  });

  it('keyboard: arrow keys move between tabs', async () => {
    const s = await as();
    await s.goto('/provider-dashboard');
    await s.page.getByRole('tab', { name: 'Dashboard' }).focus();
    await s.page.keyboard.press('ArrowRight');
    await s.page.getByRole('tab', { name: 'Services', selected: true }).waitFor();
    await s.page.waitForURL(/tab=services/);
    await s.page.keyboard.press('End');
    await s.page.getByRole('tab', { name: 'Settings', selected: true }).waitFor();
    expect(s.problems).toEqual([]);
  });

  it('add service: photo rule on the button, mileage and food-only fields, uploads', async () => {
    const s = await as();
    await s.goto('/provider-dashboard?tab=services');
    await s.page.getByRole('button', { name: 'Add Service' }).first().click();
    const dialog = s.page.getByRole('dialog', { name: 'Add Service' });
    await dialog.getByRole('button', { name: 'Add 3 more photos' }).waitFor();
    expect(await dialog.getByLabel('Price per mile (£)').count()).toBe(0);
    await dialog.getByLabel('Charge for travel (mileage)').check();
    await dialog.getByText('We recommend £0.45 to £0.65 per mile').waitFor();
    expect(await dialog.getByLabel('Cost per person (£)').count()).toBe(0);
    await dialog.getByLabel('Category').selectOption({ label: 'Food Services' });
    await dialog.getByLabel('Cost per person (£)').waitFor();

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const files = [1, 2, 3].map((n) => ({ name: `stage-${n}.png`, mimeType: 'image/png', buffer: png }));
    await dialog.locator('input[type="file"]').setInputFiles(files);
    await s.page.getByText('Successfully uploaded 3 photo(s).').waitFor();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
    await s.page.getByText('Please select only image files.').waitFor();

    await dialog.getByLabel('Service name').fill('Street Food Catering for 200');
    await dialog
      .getByLabel('Description')
      .fill('Three street food traders with vegan, halal and gluten-free menus.');
    await dialog.getByLabel('Base price (£)').fill('1200');
    await dialog.getByLabel('Maximum distance (miles)').fill('');
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await dialog.getByText('Maximum distance must be a whole number from 1 to 500 miles').waitFor();
    await dialog.getByLabel('Maximum distance (miles)').fill('80');
    await dialog.getByLabel('Price per mile (£)').fill('0.50');
    await dialog.getByLabel('Cost per person (£)').fill('14.50');
    await s.shot('add-service');
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await s.page.getByText('Service Added').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const payload = s.api.called('POST', '/api/services')[0]?.body as Record<string, unknown>;
    expect(payload).toMatchObject({
      providerId: 'provider-0001',
      name: 'Street Food Catering for 200',
      basePrice: '1200.00',
      chargesMileage: true,
      pricePerMile: '0.50',
      maxMileageDistance: 80,
      costPerPerson: '14.50',
      providerFeePercentage: '5.00',
      priceUnit: 'per day',
      minBookingDuration: 4,
      maxBookingDuration: 24,
    });
    expect(payload.images).toHaveLength(3);
    expect(payload).not.toHaveProperty('isBoosted');
    expect(s.problems).toEqual([]);
  });

  it('days off: block a date (one request on a double click), unblock it, and a booked day is refused', async () => {
    const s = await as();
    await s.goto('/provider-dashboard?tab=services');
    const stage = s.page.locator('article', {
      has: s.page.getByRole('heading', { name: 'Modular Outdoor Stage 8m x 6m' }),
    });
    await stage.getByRole('button', { name: 'Days off' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Days off' });
    await dialog
      .getByText(
        'Clients cannot book or quote Modular Outdoor Stage 8m x 6m on your days off. A day that is already booked cannot be taken off: decline or cancel that booking instead.',
      )
      .waitFor();
    await dialog.getByText('No days off yet.').waitFor();
    // The booked day and the day a client is paying for are listed, with nothing to do about them.
    await dialog
      .getByRole('listitem')
      .filter({ hasText: /Sat,? 14 September 2030/ })
      .getByText('Booked')
      .waitFor();
    await dialog
      .getByRole('listitem')
      .filter({ hasText: /Sat,? 21 September 2030/ })
      .getByText('A client is paying for this day')
      .waitFor();
    expect(await dialog.getByRole('listitem').getByRole('button').count()).toBe(0);
    const date = dialog.getByLabel('Date', { exact: true });
    expect(await date.getAttribute('min')).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()),
    );

    await date.fill('2030-09-12');
    await dialog.getByRole('button', { name: 'Block date' }).dblclick();
    const unblock = dialog.getByRole('button', { name: 'Unblock Thursday 12 September 2030' });
    await unblock.waitFor();
    await dialog.getByText('Thursday 12 September 2030 is now a day off.').waitFor();
    expect(s.api.called('PUT', '/api/services/svc-stage-01/days/2030-09-12/block')).toHaveLength(1);
    expect(await dialog.getByText('No days off yet.').count()).toBe(0);
    expect(await date.inputValue()).toBe('');
    await s.shot('days-off');

    await unblock.dblclick();
    await unblock.waitFor({ state: 'detached' });
    await dialog.getByText('No days off yet.').waitFor();
    expect(s.api.called('DELETE', '/api/services/svc-stage-01/days/2030-09-12/block')).toHaveLength(1);

    // A booked day cannot be taken off: the server's sentence by the date, and the list read again.
    const reads = s.api.called('GET', '/api/services/svc-stage-01/calendar').length;
    await date.fill(SEEDED_BOOKED_DAY);
    await dialog.getByRole('button', { name: 'Block date' }).click();
    await dialog
      .getByText(
        'This date is already booked, so it cannot be blocked. Please cancel the booking first if you cannot attend.',
      )
      .waitFor();
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => s.api.called('GET', '/api/services/svc-stage-01/calendar').length)
      .toBeGreaterThan(reads);
    await s.shot('days-off-refused');

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(s.problems).toEqual([]);
    expect(s.api.unhandled).toEqual([]);
  });

  it('days off on a phone, by keyboard: Tab, Enter (twice: one request), Unblock, Escape', async () => {
    const s = await smoke.open('provider', { width: 390, height: 844 });
    await s.goto('/provider-dashboard?tab=services');
    const opener = s.page
      .locator('article', { has: s.page.getByRole('heading', { name: 'Festival PA System with Engineer' }) })
      .getByRole('button', { name: 'Days off' });
    await opener.focus();
    await s.page.keyboard.press('Enter');
    const dialog = s.page.getByRole('dialog', { name: 'Days off' });
    await dialog.getByText('No days off yet.').waitFor();
    // The dialog opens on its close button; the date comes next.
    await s.page.keyboard.press('Tab');
    const date = dialog.getByLabel('Date', { exact: true });
    expect(await date.evaluate((el) => el === document.activeElement)).toBe(true);
    await date.fill('2030-09-19');
    await s.page.keyboard.press('Enter');
    await s.page.keyboard.press('Enter');
    const unblock = dialog.getByRole('button', { name: 'Unblock Thursday 19 September 2030' });
    await unblock.waitFor();
    expect(s.api.called('PUT', '/api/services/svc-sound-01/days/2030-09-19/block')).toHaveLength(1);
    // Focus is back on the date, ready for the next one.
    await expect.poll(() => date.evaluate((el) => el === document.activeElement)).toBe(true);

    // Something the server refuses, shown by the field, on the phone's screenshot too.
    await date.fill('2020-01-01');
    await s.page.keyboard.press('Enter');
    await dialog.getByText('This date has passed. Please choose a future date.').waitFor();
    const overflow = await dialog.evaluate((el) => ({
      dialog: el.scrollWidth - el.clientWidth,
      page: document.scrollingElement?.scrollWidth ?? 0,
      right: Math.max(...[...el.querySelectorAll('*')].map((child) => child.getBoundingClientRect().right)),
    }));
    expect(overflow.dialog).toBe(0);
    expect(overflow.page).toBeLessThanOrEqual(390);
    expect(overflow.right).toBeLessThanOrEqual(390);
    await s.shot('days-off-phone');

    // Tab on past the date's own parts (day, month, year) and Block date, to the day's Unblock.
    const focused = () => s.page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let tab = 0; tab < 8 && (await focused()) !== 'Unblock'; tab++) await s.page.keyboard.press('Tab');
    expect(await unblock.evaluate((el) => el === document.activeElement)).toBe(true);
    await s.page.keyboard.press('Enter');
    await unblock.waitFor({ state: 'detached' });
    expect(s.api.called('DELETE', '/api/services/svc-sound-01/days/2030-09-19/block')).toHaveLength(1);
    await s.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(s.problems).toEqual([]);
    expect(s.api.unhandled).toEqual([]);
  });

  it('respond to a booking with a message', async () => {
    const s = await as();
    await s.goto('/provider-dashboard?tab=bookings');
    await s.page.getByRole('button', { name: 'Respond' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Respond to booking request' });
    await dialog.getByLabel('Message to the client (optional)').fill('Happy to help, see you on the day!');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await s.page.getByText('Booking accepted').waitFor();
    expect(s.api.called('POST', '/api/bookings/booking-7f3a-4c1d-9e2b-5a6c7d8e9f01/accept')[0]?.body).toEqual(
      {
        response: 'Happy to help, see you on the day!',
      },
    );
    expect(s.problems).toEqual([]);
  });

  it('a request answered in another tab: the server says so, and the list shows it as it is now', async () => {
    const s = await as();
    await s.goto('/provider-dashboard?tab=bookings');
    await s.page.getByRole('button', { name: 'Respond' }).click();
    // Accepted meanwhile in another tab.
    s.api.bookings = s.api.bookings.map((b, i) =>
      i === 0 ? { ...b, status: 'confirmed', respondBy: null } : b,
    );
    const dialog = s.page.getByRole('dialog', { name: 'Respond to booking request' });
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await s.page.getByText('This request has already been answered').waitFor();
    await s.page
      .getByText('This booking can only be accepted or declined while it is pending your review.')
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await s.page.getByRole('button', { name: 'Respond' }).waitFor({ state: 'detached' });
    expect(s.problems).toEqual([]);
  });

  it("a booking's payout: the agreed share, what is left after a refund, nothing after a full one", async () => {
    const s = await as('provider', (api) => {
      api.bookings = api.bookings.map((b, i) =>
        i === 1
          ? { ...b, status: 'cancelled', paymentStatus: 'partially_refunded', providerPayout: '290.00' }
          : b,
      );
    });
    await s.goto('/provider-dashboard?tab=bookings');
    await s.page.getByText('your payout', { exact: true }).waitFor();
    await s.page.getByText('your payout after the refund (was £1,160.00)').waitFor();
    await s.page.getByRole('button', { name: 'Respond' }).click();
    await s.page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
    await s.page.getByText('no payout: refunded to the client').waitFor();
    expect(s.problems).toEqual([]);
  });

  it('a booking says what to bring: the tables and chairs, on the card and when responding', async () => {
    const s = await as('provider', (api) => {
      api.bookings = api.bookings.map((b, i) =>
        i === 0
          ? { ...b, serviceName: 'Banqueting tables and chairs', tableQuantity: 5, chairQuantity: 40 }
          : b,
      );
    });
    await s.goto('/provider-dashboard?tab=bookings');
    const card = s.page.locator('li', { hasText: 'Banqueting tables and chairs' });
    await card.getByText('5 tables, 40 chairs').waitFor();
    // A service booked once, with nothing more to bring, says nothing more.
    expect(await s.page.getByText(/Quantity|tables?,/).count()).toBe(1);
    await card.getByRole('button', { name: 'Respond' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Respond to booking request' });
    await dialog.getByRole('definition').filter({ hasText: '5 tables, 40 chairs' }).waitFor();
    expect(s.problems).toEqual([]);
  });

  it("a quote's booking shows its event; one booked from the service page says it has none", async () => {
    const s = await as('provider', (api) => {
      api.bookings = api.bookings.map((b, i) =>
        i === 0
          ? { ...b, quoteId: 'quote-1a2b-3c4d-5e6f-7a8b9c0d1e2f', serviceName: 'Stage from a quote' }
          : b,
      );
      api.bookings.push({
        ...api.bookings[0]!,
        id: 'booking-dddd-0000-0000-00000000d001',
        quoteId: null,
        serviceName: 'Stage from the service page',
      });
    });
    await s.goto('/provider-dashboard?tab=bookings');
    const respond = async (service: string) => {
      await s.page.locator('li', { hasText: service }).getByRole('button', { name: 'Respond' }).click();
      return s.page.getByRole('dialog', { name: 'Respond to booking request' });
    };
    const quoted = await respond('Stage from a quote');
    const event = quoted.locator('dl[aria-label="Event details"]');
    await event.getByRole('definition').filter({ hasText: 'The Barn, Harewood' }).waitFor();
    await event.getByRole('definition').filter({ hasText: '120' }).waitFor();
    await quoted.getByRole('button', { name: 'Close dialog' }).click();
    const direct = await respond('Stage from the service page');
    await direct
      .getByText('Booked straight from your service page: the client chose the date only')
      .waitFor();
    expect(await direct.getByText('Not given').count()).toBe(0);
    expect(await direct.locator('dl[aria-label="Event details"]').count()).toBe(0);
    expect(s.problems).toEqual([]);
  });

  it('booking cards keep their facts inside the card on a phone', async () => {
    const s = await smoke.open('provider', {
      width: 390,
      height: 844,
      configure: (api) => {
        api.bookings = api.bookings.map((b) => ({ ...b, status: 'confirmed', respondBy: null }));
      },
    });
    await s.goto('/provider-dashboard?tab=bookings');
    await s.page.getByRole('link', { name: 'sarah.jones.weddings@example.co.uk' }).first().waitFor();
    const overflow = await s.page.$$eval('.request', (cards) =>
      cards.flatMap((card) => {
        const edge = card.getBoundingClientRect().right;
        return [...card.querySelectorAll('dd, .request__amount')]
          .filter((el) => el.getBoundingClientRect().right > edge + 0.5)
          .map((el) => el.textContent);
      }),
    );
    expect(overflow).toEqual([]);
    expect(s.problems).toEqual([]);
  });

  it('boost: a service marked unavailable is said to be, before paying to put it first', async () => {
    const s = await as('provider', (api) => {
      api.unavailable.add('svc-sound-01');
    });
    await s.goto('/services/svc-sound-01/boost');
    await s.page.getByText('Most Popular').waitFor();
    await s.page.getByText('This service is marked unavailable').waitFor();
    expect(s.problems).toEqual([]);
  });

  it('boost: packages from the server, Most Popular, pay, back to the dashboard with the toast', async () => {
    const s = await as();
    await s.goto('/services/svc-sound-01/boost');
    await s.page.getByText('Most Popular').waitFor();
    expect(await s.page.getByText('This service is marked unavailable').count()).toBe(0);
    await s.page.getByText('30 days notice').first().waitFor();
    await s.shot('boost');
    await s.page.getByRole('button', { name: 'Choose Featured Boost' }).click();
    await s.page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await s.page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await s.page.getByLabel('CVC').fill('123');
    await s.page.getByLabel('Name on card').fill('James Walker');
    await s.page.getByRole('button', { name: 'Pay £45.00' }).click();
    await s.page.waitForURL(/\/provider-dashboard$/);
    await s.page.getByText('Boost Activated').waitFor();
    expect(s.api.called('POST', '/api/services/svc-sound-01/boost')[0]?.body).toEqual({
      packageId: 'boost-pkg-featured',
    });
    expect(s.api.called('POST', '/api/services/svc-sound-01/boost/confirm')[0]?.body).toEqual({
      paymentIntentId: 'pi_boost',
    });
    expect(s.problems).toEqual([]);
  });

  it('upgrade: plan page, unknown plan, payment', async () => {
    const s = await as();
    await s.goto('/upgrade/platinum');
    await s.page.getByRole('heading', { name: 'Plan not found' }).waitFor();
    expect(await s.page.getByRole('link', { name: /Back to pricing/ }).getAttribute('href')).toBe('/pricing');
    await s.goto('/upgrade/professional');
    await s.page.getByRole('button', { name: 'Continue to payment' }).click();
    await s.page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await s.page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await s.page.getByLabel('CVC').fill('123');
    await s.page.getByLabel('Name on card').fill('James Walker');
    await s.page.getByRole('button', { name: 'Pay £29.00' }).click();
    await s.page.waitForURL(/\/provider-dashboard$/);
    await s.page.getByText('Plan Upgraded').waitFor();
    expect(s.api.called('POST', '/api/provider/upgrade/confirm')[0]?.body).toEqual({
      paymentIntentId: 'pi_upgrade',
    });
    expect(s.problems).toEqual([]);
  });

  it('bank details: the spec texts, then the saved view', async () => {
    const s = await as();
    await s.goto('/provider/bank-details');
    // Saved details are named (masked), and the form replaces them.
    await s.page.getByText('Saved now: account •••• 4821, sort code **-**-56.', { exact: false }).waitFor();
    await s.page.getByLabel('Account number').fill('1234');
    await s.page.getByLabel('Sort code').fill('12-34');
    await s.page.getByRole('button', { name: 'Replace Bank Details' }).click();
    await s.page.getByText('Account number must be at least 8 digits').waitFor();
    // The hyphens are removed as typed; what is left is too short.
    await s.page.getByText('Sort code must be exactly 6 digits').waitFor();
    await s.page.getByLabel('Sort code').fill('12-34-ab');
    await s.page.getByRole('button', { name: 'Replace Bank Details' }).click();
    await s.page.getByText('Sort code must be 6 digits (no spaces or hyphens)').waitFor();
    await s.page.getByLabel('Sort code').fill('');
    await s.page.getByRole('button', { name: 'Replace Bank Details' }).click();
    await s.page.getByText('Sort code is required').waitFor();
    await s.page.getByLabel('Account number').fill('31926819');
    await s.page.getByLabel('Sort code').fill('601613');
    await s.page.getByRole('button', { name: 'Replace Bank Details' }).click();
    await s.page.getByText('Bank details saved successfully').waitFor();
    await s.page.getByRole('link', { name: 'Return to Dashboard' }).waitFor();
    expect(s.problems).toEqual([]);
  });

  it('payout set-up with Stripe: the details Stripe still needs, its page, and back to payouts set up', async () => {
    const s = await as('provider', (api) => {
      api.payoutAccount = {
        gateway: 'stripe',
        status: 'action_required',
        requirementsDue: ['individual.dob.day', 'tos_acceptance.date'],
        message:
          'Our payment partner needs a few more details before we can pay you. Payouts wait until this is done.',
      };
      api.payoutAccountReadDelayMs = 800;
      // Details our team has verified: once Stripe has what it needs, payouts are set up.
      if (api.provider)
        api.provider = { ...api.provider, bankDetailsStatus: 'verified', bankDetailsVerified: true };
    });
    await s.goto('/provider/bank-details');
    await s.page.getByText('Action needed to receive payouts').waitFor();
    await s.shot('payout-setup-action-needed');
    await s.page.getByRole('button', { name: 'Continue payout set-up with Stripe' }).click();
    await s.page.getByText('Payouts set up', { exact: true }).waitFor();
    expect(s.api.called('POST', '/api/providers/payout-account/refresh')).toHaveLength(1);
    // A status read that started before the refresh and answers after it must not undo it.
    await s.page.waitForTimeout(1500);
    expect(await s.page.getByText('Payouts set up', { exact: true }).isVisible()).toBe(true);
    // The return flag is consumed, so a reload does not ask Stripe again.
    await s.page.waitForURL(/\/provider\/bank-details$/);
    expect(s.problems).toEqual([]);
  });

  it('a signed-in user without a provider record gets the create-profile form', async () => {
    const s = await as('client');
    await s.goto('/provider-dashboard');
    await s.page.getByRole('heading', { name: 'Create your provider profile' }).waitFor();
    await s.page.getByLabel('Business name').fill('Jones Events');
    await s.page.getByLabel('Business address').fill('12 Deansgate, Manchester');
    await s.page.getByLabel('Postcode').pressSequentially('m3 2bw');
    await s.page.getByRole('button', { name: 'Create Provider Profile' }).click();
    await s.page.getByRole('tab', { name: 'Dashboard' }).waitFor();
    expect(s.api.called('POST', '/api/providers')[0]?.body).toMatchObject({
      businessName: 'Jones Events',
      postcode: 'M3 2BW',
      businessAddress: '12 Deansgate, Manchester',
      contactEmail: 'sarah.jones@example.co.uk',
    });
    expect(s.problems).toEqual([]);
  });

  it('analytics with data draws charts; without data shows labelled samples', async () => {
    const s = await as();
    await s.goto('/analytics');
    await s.page.locator('figcaption', { hasText: 'Bookings per month' }).waitFor();
    await s.page.getByText('98.2%').waitFor();
    expect(await s.page.locator('svg.chart__svg').count()).toBe(3);
    await s.shot('analytics');
    const empty = await as('provider', (api) => {
      api.analyticsEmpty = true;
    });
    await empty.goto('/analytics');
    await empty.page
      .getByText('Live statistics are not available yet, so these are sample figures.')
      .waitFor();
    expect(s.problems).toEqual([]);
    expect(empty.problems).toEqual([]);
  });

  it('a suspended provider sees Account Suspended', async () => {
    const s = await as('provider', (api) => {
      api.blockStatus = {
        isBlocked: true,
        violationCount: 3,
        blockReason: 'Repeated contact sharing in chat.',
        blockedUntil: new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString(),
        standing: 'suspended',
      };
    });
    await s.goto('/provider-dashboard');
    await s.page.getByText('Account Suspended').waitFor();
    await s.page.getByText(/The suspension lifts automatically on .+ \(UK time\)\./).waitFor();
    expect(s.problems).toEqual([]);
  });
});
