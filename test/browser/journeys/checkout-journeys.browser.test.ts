import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ProviderWithService,
  providerWithService,
} from '../../../api/src/checkout/testing/checkout-fixtures';
import { startTestPlatform } from '../../../server/src/testing/test-platform';
import { browserSuite } from '../browser-suite';
import { artifactsDir, browserZone, collectJourneyProblems, uploadTestPhotos } from '../harness';

/**
 * The client's journeys against the real product (startTestPlatform: API, projections, workers
 * and the built web app on a fresh database), in headless Chromium: a 4242 payment ending on
 * Booking Confirmed with the provider's contact, and a declined card ending on Payment Failed.
 */
const shots = path.join(artifactsDir, 'journeys');

// The browser judges expiry by its own clock, so the platform's time starts at the real now.
const suite = browserSuite(() => startTestPlatform({ start: new Date().toISOString() }));
let provider: ProviderWithService;

beforeAll(async () => {
  // Real uploaded photos, so the pages show images and the browser logs no failed loads.
  provider = await providerWithService(suite.app, {
    service: { images: await uploadTestPhotos(suite.app.url) },
  });
  mkdirSync(shots, { recursive: true });
});

async function newPage(): Promise<{ page: Page; problems: string[] }> {
  const context = await suite.browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...browserZone(),
  });
  const page = await context.newPage();
  const problems = collectJourneyProblems(page);
  return { page, problems };
}

/** yyyy-mm-dd, `days` from now. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

async function signUpAndCompleteProfile(page: Page, email: string) {
  await page.getByRole('link', { name: 'Sign Up as Client' }).first().click();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Client');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Complete your profile to start booking services.').waitFor();
  await page.getByRole('link', { name: 'Complete Profile' }).first().click();
  await page.waitForURL(/\/complete-profile$/);
  await page.getByLabel('Phone number').fill('07700 900123');
  await page.getByLabel('Address').fill('10 Park Row, Leeds');
  await page.getByLabel('Postcode').fill('LS1 5HD');
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await page.getByText('Profile Completed').first().waitFor();
  await page.waitForURL(/\/$/);
}

async function buildQuote(page: Page, eventDate: string) {
  const builder = page.locator('#quote-builder');
  await builder.getByLabel('Event type').selectOption('wedding');
  await builder.getByLabel('Guest count').fill('120');
  await builder.getByLabel('Event date').fill(eventDate);
  await builder.getByLabel('Venue address').fill('The Barn, Harewood');
  await builder.getByLabel('Venue postcode').fill('LS17 9LG');
  await builder.getByRole('button', { name: 'Add Service' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a service to your quote' });
  await picker.getByLabel('Search services').fill('Festival Stage');
  await picker.getByRole('button', { name: 'Add Festival Stage' }).click();
  await picker.getByRole('button', { name: 'Festival Stage added' }).waitFor();
  await page.keyboard.press('Escape');
  await builder.getByRole('button', { name: 'Request Full Quote' }).click();
  await page.getByText('Quote Created').first().waitFor();
  // The builder opens the new quote.
  await page.waitForURL(/\/booking\//);
  await shot(page, `quote-${eventDate}`);
  await page
    .getByRole('link', { name: /Checkout/ })
    .first()
    .click();
  await page.waitForURL(/\/checkout\?quote=/);
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel(/I accept the/).check();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Casey Client');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

describe('client journeys against the real platform', () => {
  it('search by category and postcode, sign up, quote, pay with 4242: Booking Confirmed with the contact', async () => {
    const { page, problems } = await newPage();
    await page.goto(suite.app.url);
    await page.getByLabel('Service', { exact: true }).selectOption('stage-hire');
    await page.getByLabel('Postcode', { exact: true }).fill('LS1 4DY');
    await page.getByRole('button', { name: 'Search Services' }).click();
    await page.waitForURL(/\/services\?category=stage-hire&location=LS1\+4DY/);
    await page
      .getByRole('link', { name: /Festival Stage/ })
      .first()
      .click();
    await page.waitForURL(/\/service\//);
    await page.getByRole('heading', { name: 'Festival Stage' }).first().waitFor();
    await shot(page, '1-service');

    await signUpAndCompleteProfile(page, 'casey.journey@example.co.uk');
    await buildQuote(page, daysAhead(60));
    await shot(page, '1-checkout');
    await payWith(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/booking-success\?quote=.+&payment_intent=pi_/);
    await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    await page.getByText('hello@test-events.co.uk').waitFor();
    await page.getByText('Paid').first().waitFor();
    await shot(page, '1-booking-confirmed');
    const { rows } = await suite.app.pool.query(
      'SELECT status, payment_status FROM rm.bookings WHERE provider_id = $1 AND paid',
      [provider.providerId],
    );
    expect(rows).toEqual([{ status: 'provider_reviewing', payment_status: 'paid' }]);
    expect(problems).toEqual([]);
  });

  it('a declined card 4000 0000 0000 0002 shows Payment Failed and books nothing', async () => {
    const { page, problems } = await newPage();
    await page.goto(suite.app.url);
    await signUpAndCompleteProfile(page, 'dana.declined@example.co.uk');
    await buildQuote(page, daysAhead(67));
    await payWith(page, '4000 0000 0000 0002');
    await page.getByText('Payment Failed').first().waitFor();
    await page.getByText('Your card was declined.').first().waitFor();
    await shot(page, '3-payment-failed');
    expect(page.url()).toMatch(/\/checkout\?quote=/);
    // Only the first journey's booking is paid; this checkout's stays pending until its hold ends.
    const { rows } = await suite.app.pool.query(
      'SELECT count(*)::int AS n FROM rm.bookings b JOIN rm.users u ON u.user_id = b.customer_id WHERE b.paid AND u.email = $1',
      ['dana.declined@example.co.uk'],
    );
    expect(rows[0].n).toBe(0);
    expect(problems).toEqual([]);
  });
});
