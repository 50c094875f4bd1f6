import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startTestPlatform } from '../../../server/src/testing/test-platform';
import { browserSuite } from '../browser-suite';
import { collectJourneyProblems, screenshot } from '../harness';
import { DEMO_PASSWORD, signInToBackOffice } from './sign-in';

/**
 * The fraud investigator's journey on the demo data: open the most severe open alert, take it,
 * note it, suspend the provider from it (who then cannot send chat messages), and close it with
 * an outcome. Fails on any console error or uncaught page error.
 */
const suite = browserSuite(() => startTestPlatform({ seed: 'demo', start: new Date().toISOString() }), {
  timeout: 240_000,
});

const dialog = (page: Page) => page.getByRole('dialog');

describe('fraud investigator', () => {
  it('works an alert from open to resolved and the suspension stops the provider’s messages', async () => {
    const context = await suite.browser.newContext({ timezoneId: 'Europe/London', locale: 'en-GB' });
    const page = await context.newPage();
    const problems = collectJourneyProblems(page);

    await signInToBackOffice(page, suite.app.url, 'investigator@demo.eventhire.uk');
    await page.getByRole('menuitem', { name: 'Fraud alerts' }).click();
    // Open alerts, the most severe first: the critical one heads the list.
    const firstRow = page.locator('tbody tr').first();
    await firstRow.getByText('Critical').waitFor();
    await firstRow.click();
    await page.getByText('Not assigned yet').waitFor();
    await page.getByRole('heading', { name: /^Risk score now: \d+/ }).waitFor();
    await page.getByRole('list', { name: 'Timeline' }).waitFor();
    const alertId = decodeURIComponent(/fraud-alerts\/([^/]+)\/show/.exec(page.url())?.[1] ?? '');
    // An admin has the same alert open on another page, unassigned.
    const otherContext = await suite.browser.newContext({ timezoneId: 'Europe/London', locale: 'en-GB' });
    const other = await otherContext.newPage();
    const otherProblems = collectJourneyProblems(other);
    await signInToBackOffice(other, suite.app.url, 'admin@demo.eventhire.uk');
    await other.goto(page.url());
    await other.getByText('Not assigned yet').waitFor();

    await page.getByRole('button', { name: 'Assign to me' }).click();
    await page.getByTestId('assignee').getByText('Assigned to Ian Investigator').waitFor();

    // The admin's page still offers the alert: pressing is refused, says why, and shows who has it.
    await other.getByRole('button', { name: 'Assign to me' }).click();
    await other
      .getByText('Another investigator took this alert since you opened it.', { exact: false })
      .waitFor();
    await other.getByTestId('assignee').getByText('Assigned to Ian Investigator').waitFor();
    await other.getByRole('button', { name: 'Take over from Ian Investigator' }).waitFor();
    await screenshot(other, 'investigator-alert-taken-meanwhile');
    expect(otherProblems).toEqual([]);
    await otherContext.close();

    await page.getByRole('button', { name: 'Add note' }).click();
    await dialog(page).getByLabel('Note').fill('Two clients report requests to pay by bank transfer.');
    await dialog(page).getByRole('button', { name: 'Save note' }).click();
    await page.getByRole('list', { name: 'Notes' }).getByText('Two clients report requests').waitFor();

    await page.getByRole('button', { name: 'Suspend provider' }).click();
    await dialog(page).getByLabel('Reason').fill('Asking clients to pay off the platform.');
    await dialog(page).getByRole('button', { name: 'Suspend provider' }).click();
    await page.getByRole('list', { name: 'Actions taken' }).getByText('Provider suspended').waitFor();
    await page
      .getByTestId('provider-standing')
      .getByText(/Standing: Suspended until/)
      .waitFor();
    // Suspended already, the provider is not offered for suspension again; payouts can still be frozen.
    expect(await page.getByRole('button', { name: 'Suspend provider' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Freeze payouts' }).count()).toBe(1);
    await screenshot(page, 'backoffice-investigator-suspended');

    // The provider of the alert (provider5 of the demo) can no longer send chat messages.
    const investigator = suite.app.client();
    await investigator.signIn('investigator@demo.eventhire.uk', DEMO_PASSWORD);
    const alert = await investigator.get<{ providerId: string; businessName: string }>(
      `/api/admin/fraud-alerts/${alertId}`,
    );
    const provider = suite.app.client();
    await provider.signIn('provider5@demo.eventhire.uk', DEMO_PASSWORD);
    const me = await provider.get<{ id: string }>('/api/providers/me');
    expect(me.body.id).toBe(alert.body.providerId);
    const services = await provider.get<{ items: { id: string }[] }>(
      `/api/services?providerId=${me.body.id}`,
    );
    const client = suite.app.client();
    await client.signIn('client@demo.eventhire.uk', DEMO_PASSWORD);
    const room = await client.post<{ id: string }>('/api/chat/rooms', {
      providerId: me.body.id,
      serviceId: services.body.items[0]?.id,
    });
    expect([200, 201]).toContain(room.status);
    const sent = await provider.post<{ code: string; message: string }>(
      `/api/chat/rooms/${room.body.id}/messages`,
      {
        message: 'Are you still there?',
      },
    );
    expect(sent.status).toBe(403);
    expect(sent.body.code).toBe('CHAT_SENDER_SUSPENDED');
    expect(sent.body.message).toMatch(
      /^Your account is suspended until .*Asking clients to pay off the platform\.$/,
    );

    await page.getByRole('button', { name: 'Close alert' }).click();
    await dialog(page).getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'Confirmed fraud' }).click();
    await dialog(page).getByLabel('Resolution note').fill('Confirmed with both clients; provider suspended.');
    await dialog(page).getByRole('button', { name: 'Close alert' }).click();
    await page
      .getByTestId('resolution')
      .getByText(/Confirmed fraud/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Assign to me' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Fraud alerts' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Resolved' }).click();
    await page.locator('tbody tr').first().getByText('Resolved').waitFor();
    await screenshot(page, 'backoffice-investigator-resolved');

    // The provider's page shows the suspension in the standing history, with its reason.
    await page.getByRole('menuitem', { name: 'Providers' }).click();
    await page.getByLabel('Search name or e-mail').fill(alert.body.businessName);
    await page
      .locator('tbody tr')
      .filter({ hasText: alert.body.businessName })
      .getByText('Suspended')
      .click();
    await page
      .getByRole('list', { name: 'Standing history' })
      .getByText(/Asking clients to pay off the platform/)
      .waitFor();
    await screenshot(page, 'backoffice-investigator-provider');

    // The demo's open dispute, resolved for the provider.
    await page.getByRole('menuitem', { name: 'Disputes' }).click();
    await page.locator('tbody tr').first().getByText('Open').click();
    await page.getByRole('button', { name: 'Resolve dispute' }).click();
    await dialog(page).getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'Released to the provider' }).click();
    await dialog(page)
      .getByLabel('Notes')
      .fill('The delay was the venue’s; the provider played the full set.');
    await dialog(page).getByRole('button', { name: 'Resolve' }).click();
    await page.getByText(/^Released to the provider on /).waitFor();
    await screenshot(page, 'backoffice-investigator-dispute');

    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);

  it('shows an auditor the alerts and their evidence, without any workflow button', async () => {
    const context = await suite.browser.newContext({ timezoneId: 'Europe/London', locale: 'en-GB' });
    const page = await context.newPage();
    const problems = collectJourneyProblems(page);
    await signInToBackOffice(page, suite.app.url, 'auditor@demo.eventhire.uk');
    await page.getByRole('menuitem', { name: 'Fraud alerts' }).click();
    await page.locator('tbody tr').first().click();
    await page.getByRole('heading', { name: /^Risk score now: \d+/ }).waitFor();
    await page.getByRole('list', { name: 'Timeline' }).waitFor();
    for (const name of ['Assign to me', 'Add note', 'Suspend provider', 'Close alert', 'Lift block']) {
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    }
    expect(await page.getByRole('menuitem', { name: 'Providers' }).count()).toBe(0);
    await screenshot(page, 'backoffice-auditor-alert');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
