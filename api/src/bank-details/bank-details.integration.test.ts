import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/test-client';

let t: TestPlatform;
let provider: TestClient;
let providerId: string;

beforeAll(async () => {
  t = await startTestPlatform();
  provider = t.client();
  await provider.signUp();
  providerId = (await provider.becomeProvider()).id;
}, 60_000);
afterAll(() => t.stop());

const eventCount = async () => Number((await t.pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n);
const valid = {
  bankAccountHolderName: 'Test Events Ltd',
  bankAccountNumber: '12345678',
  bankSortCode: '401276',
  bankName: 'HSBC UK',
};

describe('bank details (rules, POST /api/providers/bank-details)', () => {
  it('refuses visitors and users without a provider profile', async () => {
    expect((await t.client().post('/api/providers/bank-details', valid)).status).toBe(401);
    expect((await t.client().get('/api/providers/bank-details')).status).toBe(401);
    const client = t.client();
    await client.signUp();
    expect((await client.post('/api/providers/bank-details', valid)).status).toBe(403);
    expect((await client.get('/api/providers/bank-details')).status).toBe(403);
  });

  it('refuses bad numbers with the spec texts and appends nothing', async () => {
    const before = await eventCount();
    const cases: Array<[Partial<typeof valid>, Record<string, string>]> = [
      [{ bankAccountNumber: '1234567' }, { bankAccountNumber: 'Account number must be at least 8 digits' }],
      [{ bankAccountNumber: '123456789' }, { bankAccountNumber: 'Account number must be exactly 8 digits' }],
      [{ bankAccountNumber: '1234567a' }, { bankAccountNumber: 'Account number must be 8 digits' }],
      [{ bankSortCode: '' }, { bankSortCode: 'Sort code is required' }],
      [{ bankSortCode: '40-12-76' }, { bankSortCode: 'Sort code must be 6 digits (no spaces or hyphens)' }],
      [{ bankSortCode: '40127' }, { bankSortCode: 'Sort code must be exactly 6 digits' }],
      [{ bankName: ' ', bankAccountHolderName: '' }, { bankName: 'Bank name is required' }],
    ];
    for (const [change, fieldErrors] of cases) {
      const res = await provider.post('/api/providers/bank-details', { ...valid, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body).toMatchObject({ fieldErrors });
    }
    expect((await provider.post('/api/providers/bank-details', { bankName: 'x' })).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('saves them encrypted and only ever shows the last 4 digits', async () => {
    const res = await provider.post<Record<string, unknown>>('/api/providers/bank-details', valid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: providerId,
      bankAccountHolderName: 'Test Events Ltd',
      bankAccountLast4: '5678',
      bankSortCode: '**-**-76',
      bankName: 'HSBC UK',
      bankDetailsVerified: false,
    });
    const read = await provider.get('/api/providers/bank-details');
    expect(read.body).toMatchObject({ bankAccountLast4: '5678', bankSortCode: '**-**-76' });
    for (const body of [res.body, read.body, (await provider.get('/api/provider/me')).body]) {
      expect(JSON.stringify(body)).not.toContain('12345678');
      expect(JSON.stringify(body)).not.toContain('401276');
    }
    // The event log holds the numbers only as ciphertext.
    const { rows } = await t.pool.query(
      "SELECT data::text AS data FROM es.events WHERE type = 'ProviderBankDetailsAdded'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].data).not.toContain('12345678');
    expect(rows[0].data).not.toContain('401276');
    expect(rows[0].data).toContain('5678');
  });

  it('lets a change replace them, unverified again', async () => {
    const res = await provider.post<Record<string, unknown>>('/api/providers/bank-details', {
      ...valid,
      bankAccountNumber: '87654321',
    });
    expect(res.body).toMatchObject({ bankAccountLast4: '4321', bankDetailsVerified: false });
  });
});
