import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../browser-suite';
import { collectConsoleErrors, screenshot, startApp } from '../harness';

/**
 * The trust screens against the real API (not the mock of web-smoke): a provider uploads a
 * verification document from the verification tab, and a visitor sends the contact form.
 */
describe('verification upload and contact form against the real API', () => {
  const suite = browserSuite(startApp);
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
  });

  /**
   * Console errors other than failed loads, plus every failed call of the routes under test.
   * (Other screens' calls, such as the risk score, belong to other parts of the product; a
   * visitor's 401 from /api/auth/user is how the app learns it is signed out.)
   */
  async function open(): Promise<{ page: Page; errors: string[] }> {
    const context = await suite.browser.newContext({ baseURL: suite.app.url });
    contexts.push(context);
    const page = await context.newPage();
    const consoleErrors = collectConsoleErrors(page);
    const failed: string[] = [];
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (res.status() >= 400 && /^\/(api\/(objects|verification-documents|contact)|objects)\b/.test(path))
        failed.push(`${res.status()} ${path}`);
    });
    return {
      page,
      get errors() {
        return [...consoleErrors.filter((e) => !e.startsWith('Failed to load resource')), ...failed];
      },
    };
  }

  it('a provider uploads an identity document and sees it under review', async () => {
    const opened = await open();
    const { page } = opened;
    // Accounts through the API with the page's own cookie jar; the screen under test is the tab.
    const email = `trust-${Date.now()}@example.co.uk`;
    const call = async (method: 'post' | 'put', path: string, data: unknown) => {
      const res = await page.request[method](path, { data });
      expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    };
    await call('post', '/api/auth/signup', {
      email,
      password: 'correct-horse',
      firstName: 'Tess',
      lastName: 'Trust',
    });
    await call('put', '/api/auth/complete-profile', {
      firstName: 'Tess',
      lastName: 'Trust',
      phoneNumber: '07700 900456',
      address: '1 Market Street, York',
      postcode: 'YO1 8RR',
    });
    await call('post', '/api/providers', {
      businessName: 'Minster Marquees',
      contactEmail: 'hello@minster-marquees.co.uk',
      phoneNumber: '01904 496000',
      businessAddress: '1 Market Street, York',
      postcode: 'YO1 8RR',
    });

    await page.goto('/provider-dashboard');
    await page.getByRole('tab', { name: 'Verification' }).click();
    await page.getByText('Verification progress').waitFor();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    await page
      .locator('article', { hasText: 'Identity' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('Your verification document has been submitted for review.').waitFor();
    await page.locator('article', { hasText: 'Identity' }).getByText('Under Review').waitFor();
    await screenshot(page, 'trust-verification-uploaded');

    const docs = await (await page.request.get('/api/verification-documents')).json();
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ documentType: 'identity', verificationStatus: 'pending' });
    const file = await page.request.get(docs[0].documentUrl);
    expect(file.status()).toBe(200);
    expect(opened.errors).toEqual([]);
  });

  it('a visitor sends the contact form as a call-back request', async () => {
    const opened = await open();
    const { page } = opened;
    await page.goto('/contact?callback=true');
    await page.getByLabel('Name').fill('Priya Shah');
    await page.getByLabel('Email').fill('priya@example.co.uk');
    await page.getByLabel('Subject').fill('Please call me about a marquee');
    await page.getByLabel('Message').fill('I would like a call back about a 120-guest marquee in June.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor();
    await screenshot(page, 'trust-contact-sent');
    expect(opened.errors).toEqual([]);
  });
});
