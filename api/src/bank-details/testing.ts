import type { TestClient } from '../testing/test-client';

/** Stripe's GB test bank account (sort code 108800, account 00012345): payouts to it succeed. */
export const TEST_BANK_DETAILS = {
  bankAccountHolderName: 'Pat Provider',
  bankAccountNumber: '00012345',
  bankSortCode: '108800',
  bankName: 'Test Bank',
} as const;

/** The signed-in provider saves bank details, as on /provider/bank-details, so payouts can reach them. */
export async function addBankDetails(
  client: TestClient,
  details: Record<string, string> = TEST_BANK_DETAILS,
) {
  const res = await client.post('/api/providers/bank-details', details);
  if (res.status !== 200) throw new Error(`bank details failed: ${res.status} ${JSON.stringify(res.body)}`);
}
