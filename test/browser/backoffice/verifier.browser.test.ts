import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../api/src/testing/test-client';
import { startTestPlatform } from '../../../server/src/testing/test-platform';
import { browserSuite } from '../browser-suite';
import { browserZone, collectJourneyProblems, screenshot, testPng } from '../harness';
import { DEMO_PASSWORD, signInToBackOffice } from './sign-in';

/**
 * The verifier's journey against the real product (API, projections, workers and the built back
 * office on a fresh database): open the queue, open a pending identity document of a provider
 * with no checks yet, see the scan inline, approve it, and find the provider at 25%.
 */
const suite = browserSuite(() => startTestPlatform({ start: new Date().toISOString() }));
let providerId: string;
let businessName: string;
let pdfProvider: TestClient;

async function submitDocument(c: TestClient, documentType: string, bytes: Buffer, type: string) {
  const { body } = await c.post<{ uploadURL: string }>('/api/objects/upload', { kind: 'document' });
  const put = await c.putBytes<{ objectPath: string }>(body.uploadURL, bytes, type);
  expect(put.status).toBe(200);
  const res = await c.post<{ id: string }>('/api/verification-documents', {
    documentType,
    documentUrl: put.body.objectPath,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  // Someone else's document arrived first, so the queue has more than one row.
  pdfProvider = suite.app.client();
  await pdfProvider.signUp();
  await pdfProvider.becomeProvider({ businessName: 'Early Bird Marquees Ltd' });
  await submitDocument(pdfProvider, 'insurance', Buffer.from('%PDF-1.7\n%%EOF\n'), 'application/pdf');
  const bank = await pdfProvider.post('/api/providers/bank-details', {
    bankAccountHolderName: 'Someone Else',
    bankAccountNumber: '12345678',
    bankSortCode: '401276',
    bankName: 'HSBC UK',
  });
  expect(bank.status).toBe(200);

  const provider = suite.app.client();
  await provider.signUp({ firstName: 'Nadia', lastName: 'Okafor' });
  businessName = 'Northern Lights Sound Ltd';
  providerId = (await provider.becomeProvider({ businessName })).id;
  await submitDocument(provider, 'identity', testPng(480, 300, [37, 99, 235]), 'image/png');
});

describe('verifier journey', () => {
  it('approves a pending identity document and the provider reaches 25%', async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...browserZone(),
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const problems = collectJourneyProblems(page);

    await signInToBackOffice(page, suite.app.url, 'verifier@demo.eventhire.uk');
    await page
      .getByRole('link', { name: /Document queue/ })
      .first()
      .click();
    await page.waitForURL(/\/admin\/verification-documents/);
    const row = page.getByRole('row').filter({ hasText: businessName });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Identity');
    expect(await row.innerText()).toContain('0%');
    // Oldest first: the earlier provider's document is above.
    const rows = await page.getByRole('row').allInnerTexts();
    expect(rows.findIndex((r) => r.includes('Early Bird'))).toBeLessThan(
      rows.findIndex((r) => r.includes(businessName)),
    );
    await screenshot(page, 'backoffice-verifier-queue');

    await row.click();
    const scan = page.getByRole('img', { name: `Identity of ${businessName}` });
    await scan.waitFor();
    await expect
      .poll(() =>
        scan.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBe(480);
    await screenshot(page, 'backoffice-verifier-document');

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Document approved').waitFor();
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    await page.getByRole('link', { name: businessName }).click();
    await page.waitForURL(new RegExp(`/admin/provider-verifications/${providerId}/show`));
    await page.getByTestId('verification-progress').filter({ hasText: '25%' }).waitFor();
    await page.getByText('Identity: passed').waitFor();
    await page.getByText('Business registration: not yet').waitFor();
    await screenshot(page, 'backoffice-verifier-provider');

    const verifier = suite.app.client();
    await verifier.signIn('verifier@demo.eventhire.uk', DEMO_PASSWORD);
    const overview = await verifier.get<{ verificationProgress: number; identityVerified: boolean }>(
      `/api/admin/provider-verifications/${providerId}`,
    );
    expect(overview.body).toMatchObject({ verificationProgress: 25, identityVerified: true });
    const publicView = await suite.app
      .client()
      .get<{ verificationProgress?: number }>(`/api/providers/${providerId}`);
    expect(publicView.status).toBe(200);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('rejects bank details with a required reason, which the provider then reads', async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...browserZone(),
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const problems = collectJourneyProblems(page);

    await signInToBackOffice(page, suite.app.url, 'verifier@demo.eventhire.uk');
    await page
      .getByRole('link', { name: /Provider verification/ })
      .first()
      .click();
    await page.waitForURL(/\/admin\/provider-verifications/);
    const row = page.getByRole('row').filter({ hasText: 'Early Bird Marquees Ltd' });
    await row.getByText('Pending verification').waitFor();
    await screenshot(page, 'backoffice-verifier-providers');
    await row.click();

    await page.getByRole('button', { name: 'Reject bank details' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject bank details' }).click();
    await dialog.getByText('Please give the reason: the provider sees it.').waitFor();
    const reason = 'The account holder name is not your business name.';
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await screenshot(page, 'backoffice-verifier-bank-reject');
    await dialog.getByRole('button', { name: 'Reject bank details' }).click();
    await page.getByText('Bank details rejected; the provider sees your reason').waitFor();
    await page.getByText(`“${reason}”`, { exact: false }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Verify bank details' }).count()).toBe(0);

    const own = await pdfProvider.get<{ bankDetailsStatus: string; bankDetailsRejectionReason: string }>(
      '/api/providers/bank-details',
    );
    expect(own.body).toMatchObject({ bankDetailsStatus: 'rejected', bankDetailsRejectionReason: reason });

    // The provider's insurance PDF, on its own page.
    await page.getByRole('row').filter({ hasText: 'Insurance' }).click();
    await page.getByTitle('Insurance of Early Bird Marquees Ltd').waitFor();
    await screenshot(page, 'backoffice-verifier-pdf');

    expect(problems).toEqual([]);
    await context.close();
  });
});
