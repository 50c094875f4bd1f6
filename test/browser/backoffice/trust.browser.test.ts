import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../browser-suite';
import { collectJourneyProblems, screenshot, startApp } from '../harness';
import { signInToBackOffice } from './sign-in';

/**
 * Trust and safety in the back office on the demo data: an investigator reads a contact-sharing
 * violation in its chat, moderates a reported review and handles a call-back request; an admin
 * retries a failed payout. No console errors on the way.
 */
describe('back office: trust and safety, and an admin retrying a payout and a job', () => {
  const suite = browserSuite(() => startApp({ SEED: 'demo' }), { timeout: 180_000 });

  const newPage = async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.app.url,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
    });
    const page = await context.newPage();
    return { page, problems: collectJourneyProblems(page) };
  };
  const notified = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

  it('an investigator reads a violation in its chat, moderates a review and handles a call-back', async () => {
    const { page, problems } = await newPage();
    await signInToBackOffice(page, suite.app.url, 'investigator@demo.eventhire.uk');

    await page.getByRole('menuitem', { name: 'Contact sharing' }).click();
    await page.getByRole('heading', { name: 'Contact-sharing violations' }).waitFor();
    const emailViolation = page.getByRole('row').filter({ hasText: 'martha dot q at gmail dot com' });
    await emailViolation.first().click();
    await page.getByText('What it matched, and why').waitFor();
    const chat = page.getByLabel('Chat context');
    await chat.getByText('Refused — never delivered').waitFor();
    await expect(
      chat.getByText('Two vegans. Send the menu to martha dot q at gmail dot com please'),
    ).toBeTruthy();
    await chat.getByText('We can. Do you have any dietary requirements we should plan for?').waitFor();
    await chat
      .getByText('I will put the menu on your quote here so everything stays on the platform.')
      .waitFor();
    expect(await chat.locator('[data-refused="true"]').count()).toBe(1);
    await page
      .getByText(/Looks like an e-mail address/)
      .first()
      .waitFor();
    await screenshot(page, 'backoffice-trust-violation');

    await page.getByRole('menuitem', { name: 'Reported reviews' }).click();
    await page.getByRole('heading', { name: 'Reported reviews' }).waitFor();
    const toJudge = page.getByRole('row').filter({ hasText: 'Fake (2)' });
    await toJudge.first().click();
    await page.getByText('Reports still to judge').waitFor();
    // An admin has the same review open on another page.
    const { page: other, problems: otherProblems } = await newPage();
    await signInToBackOffice(other, suite.app.url, 'admin@demo.eventhire.uk');
    await other.goto(page.url());
    await other.getByText('Reports still to judge').waitFor();

    await page.getByRole('button', { name: 'Hide' }).click();
    const dialog = page.getByRole('dialog');
    await expect(await dialog.getByRole('button', { name: 'Hide' }).isDisabled()).toBe(true);
    await dialog
      .getByLabel('Reason (recorded with your decision)')
      .fill('Two readers say it is fake; hidden while we check.');
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await notified(page, 'Review hidden');
    await page.getByRole('button', { name: 'Keep' }).waitFor();
    await page.getByText('Hidden', { exact: true }).first().waitFor();
    await screenshot(page, 'backoffice-trust-review');

    // The admin's page still shows the review as it was: removing it is refused, and says why;
    // closing the dialog reloads the page, which then shows the investigator's decision.
    await other.getByRole('button', { name: 'Remove' }).click();
    await other.getByRole('dialog').getByLabel('Reason (recorded with your decision)').fill('Fake.');
    await other.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await other
      .getByRole('dialog')
      .getByText('Another investigator decided on this review since you opened it.', { exact: false })
      .waitFor();
    await other.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await other.getByText('Hidden', { exact: true }).first().waitFor();
    await other.getByText('Two readers say it is fake; hidden while we check.').waitFor();
    await screenshot(other, 'backoffice-trust-review-decided-meanwhile');
    expect(otherProblems).toEqual([]);
    await other.context().close();

    await page.getByRole('menuitem', { name: 'Contact inbox' }).click();
    await page.getByRole('heading', { name: 'Contact inbox' }).waitFor();
    const firstRow = page.locator('tbody tr').first();
    await expect(await firstRow.textContent()).toContain('Call-back request');
    await firstRow.click();
    await page.getByRole('button', { name: 'Mark handled' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('Note (optional): what you did')
      .fill('Called back and explained when deposits are paid.');
    await page.getByRole('dialog').getByRole('button', { name: 'Mark handled' }).click();
    await notified(page, 'Marked handled');
    await page.getByText('Called back and explained when deposits are paid.').waitFor();
    await screenshot(page, 'backoffice-trust-contact');
    expect(problems).toEqual([]);
  }, 120_000);

  it('an admin retries a payout that failed five times, and a failed job', async () => {
    const { page, problems } = await newPage();
    await signInToBackOffice(page, suite.app.url, 'admin@demo.eventhire.uk');
    await page.goto(
      `${suite.app.url}/admin/payouts?filter=${encodeURIComponent(JSON.stringify({ status: 'needs_attention' }))}`,
    );
    await page.getByRole('heading', { name: 'Payouts' }).waitFor();
    const failed = page.getByRole('row').filter({ hasText: 'account closed' });
    await failed.first().click();
    await page.getByText('£482.50').waitFor();
    await page.getByRole('button', { name: 'Retry payout' }).click();
    await notified(page, 'Payout will be tried again');
    await page.getByRole('button', { name: 'Retry payout' }).waitFor({ state: 'detached' });
    await screenshot(page, 'backoffice-trust-payout');

    // A refund job the gateway refused: the admin sends it back to its queue from the job queues.
    await page.getByRole('menuitem', { name: 'Job queues' }).click();
    await page.getByRole('heading', { name: 'Job queues' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'refunds.issue' }).first().click();
    const failedJob = page.getByRole('row').filter({ hasText: 'greater than the unrefunded amount' });
    const noSuchIntent = page.getByRole('row').filter({ hasText: 'No such payment_intent' });
    const job = failedJob.or(noSuchIntent).first();
    await job.getByRole('button', { name: 'Retry' }).click();
    await notified(page, 'Job sent back to its queue');
    await screenshot(page, 'backoffice-trust-jobs');

    await page.getByRole('menuitem', { name: 'Refunds' }).click();
    await page.getByRole('heading', { name: 'Refunds' }).waitFor();
    await screenshot(page, 'backoffice-trust-refunds');
    expect(problems).toEqual([]);
  }, 120_000);
});
