import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ seed: 'demo' });
});
afterAll(() => t.stop());

describe('demo verification seed', () => {
  it('makes the demo provider verified with real, readable documents and one under review', async () => {
    const provider = t.client();
    await provider.signIn('provider@demo.eventhire.uk', DEMO_PASSWORD);
    const me = await provider.get<{ isVerified: boolean; verificationProgress: number }>('/api/providers/me');
    expect(me.body).toMatchObject({ isVerified: true, verificationProgress: 75 });
    const docs = await provider.get<
      Array<{ documentType: string; verificationStatus: string; documentUrl: string }>
    >('/api/verification-documents');
    expect(docs.body.map((d) => [d.documentType, d.verificationStatus]).sort()).toEqual([
      ['background_check', 'pending'],
      ['business_registration', 'approved'],
      ['identity', 'approved'],
      ['insurance', 'approved'],
    ]);
    const file = await provider.getBytes(docs.body[0]!.documentUrl);
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const verifier = t.client();
    await verifier.signIn('verifier@demo.eventhire.uk', DEMO_PASSWORD);
    const queue = await verifier.get<Array<{ documentType: string; businessName: string }>>(
      '/api/admin/verification/documents?status=pending',
    );
    expect(queue.body).toEqual([expect.objectContaining({ documentType: 'background_check' })]);
  });
});
