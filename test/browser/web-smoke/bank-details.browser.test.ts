import { describe, expect, it } from 'vitest';
import type { MockApi } from './mock-api';
import { smokeSuite } from './smoke-suite';

/** Bank details as a provider types them, and one payout status, worded the same everywhere. */
describe('web-marketplace, bank details', () => {
  const smoke = smokeSuite();

  const as = (configure?: (api: MockApi) => void) => smoke.open('provider', { configure });

  it('separators in a sort code or account number are removed, not a reason to cut the number short', async () => {
    const s = await as();
    await s.goto('/provider/bank-details');
    const sortCode = s.page.getByLabel('Sort code');
    const account = s.page.getByLabel('Account number');
    await sortCode.fill('20-00-00');
    expect(await sortCode.inputValue()).toBe('200000');
    await sortCode.fill('');
    await sortCode.pressSequentially('20 00 00');
    expect(await sortCode.inputValue()).toBe('200000');
    await account.fill('3192 6819');
    expect(await account.inputValue()).toBe('31926819');
    // Still no more than 6 and 8 digits.
    await sortCode.fill('20-00-001');
    expect(await sortCode.inputValue()).toBe('200000');
    await s.page.getByRole('button', { name: 'Replace Bank Details' }).click();
    await s.page.getByText('Bank details saved successfully').first().waitFor();
    expect(s.api.called('POST', '/api/providers/bank-details')[0]?.body).toMatchObject({
      bankAccountNumber: '31926819',
      bankSortCode: '200000',
    });
    expect(s.problems).toEqual([]);
  });

  for (const [status, title] of [
    ['enabled', 'Payouts set up'],
    ['action_required', 'Action needed to receive payouts'],
  ] as const) {
    it(`Settings and the bank page give the same payout status (${status})`, async () => {
      const s = await as((api) => {
        api.payoutAccount = { ...api.payoutAccount, status };
      });
      await s.goto('/provider-dashboard?tab=settings');
      const card = s.page.locator('section[aria-labelledby="bank-card-title"]');
      await card.getByText(title, { exact: true }).waitFor();
      expect(await card.getByText('Pending verification').count()).toBe(0);
      expect(await card.getByText('Verified', { exact: true }).count()).toBe(0);
      await s.goto('/provider/bank-details');
      await s.page.getByText(title, { exact: true }).waitFor();
      expect(s.problems).toEqual([]);
    });
  }

  it('the bank page shows the team’s check of the details; a rejection’s reason shows in Settings too', async () => {
    const reason = 'The account holder name does not match your business name.';
    const rejected = await as((api) => {
      if (api.provider)
        api.provider = { ...api.provider, bankDetailsStatus: 'rejected', bankDetailsRejectionReason: reason };
    });
    await rejected.goto('/provider-dashboard?tab=settings');
    const card = rejected.page.locator('section[aria-labelledby="bank-card-title"]');
    await card.getByText(reason, { exact: false }).waitFor();
    await rejected.goto('/provider/bank-details');
    await rejected.page.getByText('Bank details rejected:').waitFor();
    await rejected.page.getByText(reason, { exact: false }).waitFor();
    await rejected.shot('bank-details-rejected');
    expect(rejected.problems).toEqual([]);

    const verified = await as((api) => {
      if (api.provider)
        api.provider = { ...api.provider, bankDetailsStatus: 'verified', bankDetailsVerified: true };
    });
    await verified.goto('/provider/bank-details');
    await verified.page.getByText('Our team has checked these bank details.').waitFor();
    expect(await verified.page.getByText('Bank details rejected:').count()).toBe(0);
    expect(verified.problems).toEqual([]);
  });
});
