import { describe, expect, it } from 'vitest';
import type { MockApi } from './mock-api';
import { smokeSuite } from './smoke-suite';

/**
 * Bank details as a provider types them; their status (Verified, Pending verification) and the
 * payout status, worded the same on Settings and on the bank page.
 */
describe('web-marketplace, bank details', () => {
  const smoke = smokeSuite();

  const as = (configure?: (api: MockApi) => void) => smoke.open('provider', { configure });

  it('separators in a sort code or account number are removed, not a reason to cut the number short', async () => {
    const s = await as();
    await s.goto('/provider/bank-details');
    const sortCode = s.page.getByLabel('Sort code');
    const account = s.page.getByLabel('Account number');
    // The spec's input lengths: 8 and 6 characters.
    expect(await account.getAttribute('maxlength')).toBe('8');
    expect(await sortCode.getAttribute('maxlength')).toBe('6');
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

  for (const [status, check, payoutTitle, checkTitle] of [
    ['enabled', 'pending', 'Payout account ready', 'Pending verification'],
    ['action_required', 'pending', 'Action needed to receive payouts', 'Pending verification'],
    ['enabled', 'verified', 'Payouts set up', 'Verified'],
  ] as const) {
    it(`Settings and the bank page give the same statuses (payouts ${status}, details ${check})`, async () => {
      const s = await as((api) => {
        api.payoutAccount = { ...api.payoutAccount, status };
        if (api.provider)
          api.provider = {
            ...api.provider,
            bankDetailsStatus: check,
            bankDetailsVerified: check === 'verified',
          };
      });
      await s.goto('/provider-dashboard?tab=settings');
      const card = s.page.locator('section[aria-labelledby="bank-card-title"]');
      await card.getByText(checkTitle, { exact: true }).waitFor();
      await card.getByText(payoutTitle, { exact: true }).waitFor();
      // Details still pending verification are never called payouts set up.
      if (check === 'pending') expect(await card.getByText('Payouts set up').count()).toBe(0);
      await s.goto('/provider/bank-details');
      await s.page.getByText(payoutTitle, { exact: true }).waitFor();
      await s.page.getByText(`${checkTitle}.`, { exact: true }).waitFor();
      if (check === 'pending') expect(await s.page.getByText('Payouts set up').count()).toBe(0);
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
