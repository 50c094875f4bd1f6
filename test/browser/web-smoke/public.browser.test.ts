import { describe, expect, it } from 'vitest';
import { smokeSuite } from './smoke-suite';

/** Visitor (signed out) smoke tests against the built app with a mocked API. */
describe('web-marketplace, signed out', () => {
  const smoke = smokeSuite();

  const visitor = () => smoke.open('visitor');

  it('renders every public route with its key text and no console errors', async () => {
    const s = await visitor();
    const routes: Array<[string, string]> = [
      ['/', 'Find Perfect Event Services Across the UK'],
      ['/services', 'All Services'],
      ['/services/stage-hire', 'Stage Hire'],
      ['/service/svc-stage-01', 'Modular Outdoor Stage 8m x 6m'],
      // An id of the right shape that no service has: 404 (a malformed one is the dead-ends file's).
      ['/service/7d0c0a52-1f0e-4e53-9a3f-00000000dead', 'Service not found'],
      ['/about', 'About EventHire UK'],
      ['/how-it-works', 'Browse & Compare'],
      ['/pricing', 'Basic Provider'],
      ['/terms', 'Version 2.1'],
      ['/privacy', 'Privacy Policy'],
      ['/support', 'Frequently asked questions'],
      ['/contact', 'Send us a message'],
      ['/logo-download', 'Download JPG'],
      ['/login', 'Welcome back'],
      ['/no/such/page', 'Page not found'],
    ];
    for (const [route, text] of routes) {
      await s.goto(route);
      await s.page.getByText(text, { exact: false }).first().waitFor({ timeout: 10_000 });
      await s.shot(`public${route.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}`);
    }
    expect(s.problems).toEqual([]);
    expect(s.api.unhandled).toEqual([]);
  });

  it('home: categories, featured services, footer, and a search that builds the right URL', async () => {
    const s = await visitor();
    await s.goto('/');
    await s.page
      .getByRole('link', { name: /Sound Hire/ })
      .first()
      .waitFor();
    await s.page.getByText('Modular Outdoor Stage 8m x 6m').first().waitFor();
    await expect(
      s.page
        .getByText('© 2024 EventHire UK Ltd. All rights reserved. Registered in England and Wales.')
        .isVisible(),
    ).resolves.toBe(true);
    // Real figures from the API, not the spec's placeholder '4.8 (24)'.
    await s.page.getByText('4.8 (24)').first().waitFor();
    await s.shot('home-desktop');

    await s.page.getByLabel('Service', { exact: true }).selectOption('sound-hire');
    await s.page.getByLabel('Postcode', { exact: true }).fill('sw1a 1aa');
    expect(await s.page.getByLabel('Postcode', { exact: true }).inputValue()).toBe('SW1A 1AA');
    await s.page.getByRole('button', { name: 'Search Services' }).click();
    await s.page.waitForURL(/\/services\?category=sound-hire&location=SW1A\+1AA$/);
    await s.page.getByRole('heading', { name: 'Sound Hire' }).waitFor();
    expect(s.problems).toEqual([]);
  });

  it('listing: filters, count, sort options and Get Quote asking visitors to sign in', async () => {
    const s = await visitor();
    await s.goto('/services');
    await s.page.getByText('8 services found').waitFor();
    const sortOptions = await s.page.locator('#listing-sort option').allTextContents();
    expect(sortOptions).not.toContain('Distance');
    await s.goto('/services?location=M1%201AE');
    await s.page.getByText('8 services found').waitFor();
    expect(await s.page.locator('#listing-sort option').allTextContents()).toContain('Distance');
    await s.shot('listing');

    await s.page.getByRole('button', { name: 'Get Quote for Modular Outdoor Stage 8m x 6m' }).click();
    await s.page.getByText('Authentication Required').waitFor();
    await s.page.getByText('Please sign in to request quotes for services.').waitFor();
    // After 1 s the browser goes to /api/login, which answers with the sign-in page.
    await s.page.waitForURL(/\/login\?returnTo=%2Fcheckout%3FserviceId%3Dsvc-stage-01/, { timeout: 5000 });
    await s.page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect(s.problems).toEqual([]);
  });

  it('listing: a total the server stopped counting reads "1,000+" and the pages go on', async () => {
    const session = await smoke.open('visitor', {
      configure: (api) => {
        api.searchCountedTo = 1000;
      },
    });
    await session.goto('/services');
    await session.page.getByText('1,000+ services found').waitFor();
    const pages = session.page.getByRole('navigation', { name: 'Pagination' });
    // 1,000 counted and more behind them: at least 84 pages of 12, and Next stays open.
    await pages.getByRole('button', { name: 'Page 84' }).waitFor();
    await pages.getByRole('button', { name: /Next/ }).click();
    await session.page.waitForURL(/[?&]page=2/);
    expect(session.problems).toEqual([]);
  });

  it('service detail: gallery of 6, equipment +N more, Boosted, and chat asks visitors to log in', async () => {
    const s = await visitor();
    await s.goto('/service/svc-stage-01');
    await s.page.getByRole('heading', { name: 'Modular Outdoor Stage 8m x 6m' }).waitFor();
    await s.page.getByText('Boosted').first().waitFor();
    expect(await s.page.locator('.gallery__thumb').count()).toBe(6);
    await s.page.getByRole('button', { name: 'Show 3 more items' }).waitFor();
    await s.page.getByText('58 events completed').waitFor();
    await s.page.getByText('Member since 2023').waitFor();
    await s.shot('service-detail');
    await s.page.getByRole('button', { name: 'Ask Questions' }).click();
    await s.page.getByRole('heading', { name: 'Login Required' }).waitFor();
    const href = await s.page.getByRole('link', { name: 'Login to Chat' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/login\?returnTo=/);
    await s.page.keyboard.press('Escape');
    await s.page.getByRole('heading', { name: 'Login Required' }).waitFor({ state: 'detached' });
    expect(s.problems).toEqual([]);
  });

  it('pages for signed-in users show the sign-in landing page', async () => {
    const s = await visitor();
    for (const route of [
      '/checkout?serviceId=svc-stage-01',
      '/provider-dashboard',
      '/analytics',
      '/bookings',
    ]) {
      await s.goto(route);
      await s.page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
      const signUp = await s.page
        .getByRole('main')
        .getByRole('link', { name: 'Sign Up as Client' })
        .getAttribute('href');
      const signIn = await s.page
        .getByRole('main')
        .getByRole('link', { name: 'Sign In' })
        .getAttribute('href');
      expect(signUp).toMatch(/^\/api\/login/);
      expect(signIn).toMatch(/^\/api\/login/);
    }
    expect(s.problems).toEqual([]);
  });

  it('support: live search, tabs, no results', async () => {
    const s = await visitor();
    await s.goto('/support');
    await s.page.getByRole('tab', { name: 'Payments' }).click();
    await s.page.getByText('When am I charged?').waitFor();
    await s.page.getByLabel('Search the help centre').fill('refund');
    await s.page.getByText('What refund do I get if I cancel?').waitFor();
    await s.page.getByLabel('Search the help centre').fill('xylophone');
    await s.page.getByText('No results found').waitFor();
    expect(await s.page.getByRole('link', { name: /Request Call Back/ }).getAttribute('href')).toBe(
      '/contact?callback=true',
    );
    expect(s.problems).toEqual([]);
  });

  it('contact: the spec texts for each field, then the sent view', async () => {
    const s = await visitor();
    await s.goto('/contact?callback=true');
    expect(await s.page.getByLabel('Category').inputValue()).toBe('callback');
    await s.page.getByLabel('Category').selectOption('');
    await s.page.getByRole('button', { name: 'Send Message' }).click();
    for (const text of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Please select a category',
      'Message must be at least 10 characters',
    ]) {
      await s.page.getByText(text).waitFor();
    }
    await s.page.getByLabel('Name').fill('Amira Khan');
    await s.page.getByLabel('Email').fill('amira@example.co.uk');
    await s.page.getByLabel('Subject').fill('Marquee for a July wedding');
    await s.page.getByLabel('Category').selectOption('booking');
    await s.page.getByLabel('Message').fill('Could you help me find a marquee for 150 guests near Bath?');
    await s.page.getByRole('button', { name: 'Send Message' }).click();
    await s.page.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor();
    expect(s.api.called('POST', '/api/contact')[0]?.body).toMatchObject({
      category: 'booking',
      name: 'Amira Khan',
    });
    await s.page.getByRole('button', { name: 'Send Another Message' }).click();
    await s.page.getByRole('button', { name: 'Send Message' }).waitFor();
    expect(s.problems).toEqual([]);
  });

  it('login: wrong password shows the API error inline; sign-up goes to returnTo', async () => {
    const s = await visitor();
    await s.goto('/login?returnTo=%2Fbookings');
    await s.page.getByLabel('Email').fill('sarah.jones@example.co.uk');
    await s.page.getByLabel('Password').fill('wrong-password');
    await s.page.getByRole('button', { name: 'Sign In' }).click();
    await s.page.getByText('The e-mail address or password is incorrect.').waitFor();
    await s.page.getByRole('tab', { name: 'Sign Up' }).click();
    await s.page.getByLabel('First name').fill('Dev');
    await s.page.getByLabel('Last name').fill('Patel');
    await s.page.getByLabel('Email').fill('dev.patel@example.co.uk');
    await s.page.getByLabel('Password').fill('short');
    await s.page.getByRole('button', { name: 'Create Account' }).click();
    await s.page.getByText('Password must be at least 8 characters').waitFor();
    await s.page.getByLabel('Password').fill('long-enough-password');
    await s.page.getByRole('button', { name: 'Create Account' }).click();
    await s.page.waitForURL(/\/bookings$/);
    expect(s.api.called('POST', '/api/auth/signup')).toHaveLength(1);
    expect(s.problems).toEqual([]);
  });

  it('logo download gives a real JPEG named eventhire-logo.jpg', async () => {
    const s = await visitor();
    await s.goto('/logo-download');
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      s.page.getByRole('button', { name: 'Download JPG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('eventhire-logo.jpg');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    // JPEG files start with the SOI marker FF D8 FF.
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(s.problems).toEqual([]);
  });
});
