import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { DEMO_PASSWORD } from '../demo-accounts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ seed: 'demo' });
}, 180_000);
afterAll(() => t?.stop());

interface AdminVerificationDocumentRecord {
  providerId: string;
  documentType: string;
  fileType: string;
  fileUrl: string;
  createdAt: string;
  providerVerificationProgress: number;
}
interface AdminProviderVerification {
  bankRejectionReason: string | null;
}

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('SEED=demo: work for the verifier', () => {
  it('queues pending documents of every type, images and PDFs, that are served inline', async () => {
    const verifier = t.client();
    await verifier.signIn('verifier@demo.eventhire.uk', DEMO_PASSWORD);
    const queue = await verifier.get<AdminVerificationDocumentRecord[]>(
      `/api/admin/verification-documents?filter=${q({ status: 'pending' })}&range=${q([0, 99])}`,
    );
    expect(queue.status).toBe(200);
    const docs = queue.body;
    expect(new Set(docs.map((d) => d.documentType))).toEqual(
      new Set(['identity', 'business_registration', 'insurance', 'background_check']),
    );
    expect(new Set(docs.map((d) => d.providerId)).size).toBeGreaterThanOrEqual(5);
    // Oldest first by default.
    const times = docs.map((d) => d.createdAt);
    expect(times).toEqual([...times].sort());
    const zeroProgressId = docs.find(
      (d) => d.documentType === 'identity' && d.providerVerificationProgress === 0,
    );
    expect(zeroProgressId).toBeDefined();
    for (const fileType of ['png', 'pdf']) {
      const doc = docs.find((d) => d.fileType === fileType);
      const file = await verifier.getBytes(doc!.fileUrl);
      expect(file.status, fileType).toBe(200);
      expect(file.headers.get('content-type')).toBe(fileType === 'png' ? 'image/png' : 'application/pdf');
    }
    const rejected = await verifier.get<AdminVerificationDocumentRecord[]>(
      `/api/admin/verification-documents?filter=${q({ status: 'rejected' })}`,
    );
    expect(rejected.body.length).toBeGreaterThanOrEqual(1);
    // The verified businesses' approved documents are real files too.
    const approved = await verifier.get<AdminVerificationDocumentRecord[]>(
      `/api/admin/verification-documents?filter=${q({ status: 'approved' })}&range=${q([0, 99])}`,
    );
    expect(approved.body.length).toBeGreaterThanOrEqual(15);
    for (const doc of approved.body.slice(0, 3))
      expect((await verifier.getBytes(doc.fileUrl)).status).toBe(200);
  });

  it('has providers with expiring documents and bank details pending or rejected', async () => {
    const verifier = t.client();
    await verifier.signIn('verifier@demo.eventhire.uk', DEMO_PASSWORD);
    const list = (filter: object) =>
      verifier.get<AdminProviderVerification[]>(
        `/api/admin/provider-verifications?filter=${q(filter)}&range=${q([0, 99])}`,
      );
    expect((await list({ expiring: true })).body.length).toBeGreaterThanOrEqual(2);
    expect((await list({ bankDetailsStatus: 'pending' })).body.length).toBeGreaterThanOrEqual(5);
    const rejected = (await list({ bankDetailsStatus: 'rejected' })).body;
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.bankRejectionReason).toContain('account holder name');
    expect((await list({ level: 'verified' })).body.length).toBeGreaterThanOrEqual(5);
  });
});
