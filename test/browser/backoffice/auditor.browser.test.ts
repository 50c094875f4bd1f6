import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../browser-suite';
import { browserZone, collectJourneyProblems, screenshot, startApp } from '../harness';
import { signInToBackOffice } from './sign-in';

interface HistoryEntry {
  position: number;
  type: string;
  stream: string;
}

/**
 * The auditor against the demo data (SEED=demo seeds completed bookings paid out in full): the
 * booking list, one completed booking's whole history across its streams, its balanced ledger,
 * and time travel to before the provider accepted.
 */
describe('the auditor', () => {
  const suite = browserSuite(() => startApp({ SEED: 'demo' }), { timeout: 180_000 });
  let context: BrowserContext;
  afterAll(async () => {
    await context?.close();
  });

  it('reads a completed booking’s history and ledger, and travels back to before acceptance', async () => {
    context = await suite.browser.newContext({ ...browserZone(), viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    const problems = collectJourneyProblems(page);
    await signInToBackOffice(page, suite.app.url, 'auditor@demo.eventhire.uk');
    // The dashboard's cards count the work waiting behind them: the demo seeds one open dispute
    // and one payout the bank refused five times.
    const card = (title: string) => page.getByRole('link', { name: new RegExp(`^${title} `) });
    await card('Disputes').getByText('1 open', { exact: true }).waitFor();
    await card('Payouts').getByText('1 needs attention', { exact: true }).waitFor();

    await page
      .getByRole('link', { name: /Booking audit/ })
      .first()
      .click();
    await page.getByRole('columnheader', { name: 'Booked' }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(5);
    await screenshot(page, 'backoffice-auditor-bookings');

    // A completed booking that was paid out: found through the same API the screen reads.
    const listed = await page.request.get(
      `${suite.app.url}/api/admin/bookings?${new URLSearchParams({
        filter: JSON.stringify({ status: 'completed' }),
        range: JSON.stringify([0, 199]),
      })}`,
    );
    expect(listed.ok()).toBe(true);
    let chosen: { id: string; history: HistoryEntry[] } | null = null;
    for (const booking of (await listed.json()) as { id: string }[]) {
      const res = await page.request.get(`${suite.app.url}/api/admin/bookings/${booking.id}/history`);
      const history = (await res.json()) as HistoryEntry[];
      if (history.some((e) => e.type === 'PayoutSent')) {
        chosen = { id: booking.id, history };
        break;
      }
    }
    expect(chosen, 'a completed booking with a payout sent').not.toBeNull();
    const { id, history } = chosen!;

    await page.goto(`${suite.app.url}/admin/bookings/${id}/show`);
    const table = page.getByRole('table', { name: 'Booking history' });
    await table.waitFor();
    for (const type of ['BookingPaid', 'BookingAccepted', 'PaymentSucceeded', 'EscrowHeld', 'PayoutSent']) {
      await expect
        .poll(() => table.getByRole('cell', { name: type, exact: true }).count(), { message: type })
        .toBeGreaterThan(0);
    }
    const rows = await table.getByTestId('history-event').count();
    expect(rows).toBe(history.length);
    expect(new Set(history.map((e) => e.stream.split('-')[0])).size).toBeGreaterThanOrEqual(4);

    await page.getByText('Balanced: debits = credits').waitFor();
    await expect
      .poll(() => page.getByRole('table', { name: 'Ledger lines' }).locator('tbody tr').count())
      .toBeGreaterThan(4);

    // Time travel: the slider starts at the last event (completed); step back to the event just
    // before the provider accepted.
    await page.getByTestId('state-status').getByText('Completed').waitFor();
    const acceptedAt = history.findIndex((e) => e.type === 'BookingAccepted');
    const slider = page.getByRole('slider', { name: "Point in the booking's history" });
    await slider.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < acceptedAt - 1; i++) await page.keyboard.press('ArrowRight');
    await page
      .getByTestId('time-travel-point')
      .getByText(history[acceptedAt - 1]!.type)
      .waitFor();
    await page.getByTestId('state-status').getByText('Pending Review').waitFor();
    await screenshot(page, 'backoffice-auditor-booking');

    // The demo also gives the auditor a partial refund to follow across the payment and escrow.
    const refunded = await page.request.get(
      `${suite.app.url}/api/admin/bookings?${new URLSearchParams({
        filter: JSON.stringify({ status: 'cancelled' }),
        range: JSON.stringify([0, 99]),
      })}`,
    );
    const partial = ((await refunded.json()) as { id: string; paymentStatus: string }[]).find(
      (b) => b.paymentStatus === 'partially_refunded',
    );
    expect(partial, 'a cancelled booking refunded in part').toBeDefined();
    await page.goto(`${suite.app.url}/admin/bookings/${partial!.id}/show`);
    const partialHistory = page.getByRole('table', { name: 'Booking history' });
    for (const type of ['BookingCancelled', 'EscrowRefunded', 'PaymentRefundIssued']) {
      await partialHistory.getByRole('cell', { name: type, exact: true }).first().waitFor();
    }
    await page.getByText('Balanced: debits = credits').waitFor();

    await page.goto(`${suite.app.url}/admin/projections`);
    await page.getByRole('cell', { name: 'ledger', exact: true }).waitFor();
    await expect.poll(() => page.getByText('running').count()).toBeGreaterThan(5);
    await screenshot(page, 'backoffice-auditor-projections');

    expect(problems).toEqual([]);
  }, 180_000);
});
