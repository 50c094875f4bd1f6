import { eventually } from '@esm/core/eventstore/testing';
import { allProjectors } from '@esm/projections/index';
import { checkDrift } from '@esm/projections/runner/drift-check';
import { DEMO_PASSWORD } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes } from '../objects/testing/test-files';
import type { TestClient } from '../testing/test-client';

let t: TestPlatform;
let verifier: TestClient;
beforeAll(async () => {
  t = await startTestPlatform({ start: '2026-06-01T09:00:00.000Z' });
  verifier = t.client();
  await verifier.signIn('verifier@demo.eventhire.uk', DEMO_PASSWORD);
});
afterAll(() => t.stop());

interface Doc {
  id: string;
  documentType: string;
  verificationStatus: string;
  rejectionReason: string | null;
  expiryDate: string | null;
}
interface ProviderJson {
  id: string;
  isVerified: boolean;
  verificationLevel: string;
  identityVerified: boolean;
  businessVerified: boolean;
  insuranceVerified: boolean;
  backgroundCheckPassed: boolean;
  verificationProgress: number;
}

const eventCount = async () => Number((await t.pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n);

async function newProvider() {
  const c = t.client();
  await c.signUp();
  const provider = await c.becomeProvider();
  return { c, providerId: provider.id };
}

async function uploadDocument(c: TestClient, bytes = pdfBytes(), type = 'application/pdf') {
  const { body } = await c.post<{ uploadURL: string }>('/api/objects/upload', { kind: 'document' });
  const put = await c.putBytes<{ objectPath: string }>(body.uploadURL, bytes, type);
  expect(put.status).toBe(200);
  return put.body.objectPath;
}

async function submit(c: TestClient, documentType: string, expiryDate?: string) {
  const documentUrl = await uploadDocument(c);
  const res = await c.post<Doc>('/api/verification-documents', {
    documentType,
    documentUrl,
    ...(expiryDate ? { expiryDate } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const me = async (c: TestClient) => (await c.get<ProviderJson>('/api/providers/me')).body;

describe('verification documents', () => {
  it('submits a document for review and lists it, pending, for its provider only', async () => {
    const { c } = await newProvider();
    const doc = await submit(c, 'identity');
    expect(doc).toMatchObject({
      documentType: 'identity',
      verificationStatus: 'pending',
      rejectionReason: null,
    });
    const list = await c.get<Doc[]>('/api/verification-documents');
    expect(list.body.map((d) => d.id)).toEqual([doc.id]);
    const other = await newProvider();
    expect((await other.c.get<Doc[]>('/api/verification-documents')).body).toEqual([]);
    expect(await me(c)).toMatchObject({
      identityVerified: false,
      verificationProgress: 0,
      isVerified: false,
    });
  });

  it('refuses the list to visitors and clients who are not providers', async () => {
    expect((await t.client().get('/api/verification-documents')).status).toBe(401);
    const client = t.client();
    await client.signUp();
    expect((await client.get('/api/verification-documents')).status).toBe(403);
  });

  it('refuses a document the provider did not upload, or no upload at all, appending nothing', async () => {
    const owner = await newProvider();
    const theirs = await uploadDocument(owner.c);
    const { c } = await newProvider();
    const before = await eventCount();
    for (const documentUrl of [theirs, '/objects/documents/placeholder.pdf', '']) {
      const res = await c.post('/api/verification-documents', { documentType: 'identity', documentUrl });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VERIFICATION_DOCUMENT_INVALID',
        fieldErrors: { documentUrl: 'Please upload the document.' },
      });
    }
    const wrongType = await c.post('/api/verification-documents', {
      documentType: 'passport',
      documentUrl: await uploadDocument(c),
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({
      fieldErrors: { documentType: expect.stringContaining('identity') },
    });
    expect(await eventCount()).toBe(before);
  });

  it('takes a PNG scan as a document too', async () => {
    const { c } = await newProvider();
    const documentUrl = await uploadDocument(c, pngBytes(), 'image/png');
    const res = await c.post<Doc>('/api/verification-documents', {
      documentType: 'background_check',
      documentUrl,
    });
    expect(res.status).toBe(201);
  });

  it('lets only verifiers and admins review: clients, providers and investigators get 403', async () => {
    const { c } = await newProvider();
    const doc = await submit(c, 'insurance');
    const client = t.client();
    await client.signUp();
    const investigator = t.client();
    await investigator.signIn('investigator@demo.eventhire.uk', DEMO_PASSWORD);
    for (const who of [client, c, investigator]) {
      expect((await who.post(`/api/admin/verification-documents/${doc.id}/approve`, {})).status).toBe(403);
      expect(
        (
          await who.get(
            '/api/admin/verification-documents?filter=%7B%22status%22%3A%22pending%22%7D&range=%5B0%2C499%5D',
          )
        ).status,
      ).toBe(403);
    }
    expect((await t.client().post(`/api/admin/verification-documents/${doc.id}/approve`, {})).status).toBe(
      401,
    );
    const admin = t.client();
    await admin.signIn('admin@demo.eventhire.uk', DEMO_PASSWORD);
    const approved = await admin.post<Doc>(`/api/admin/verification-documents/${doc.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.verificationStatus).toBe('approved');
  });

  it('a verifier works the pending queue: approvals set flags and progress, a rejection shows its reason', async () => {
    const { c, providerId } = await newProvider();
    const identity = await submit(c, 'identity');
    const business = await submit(c, 'business_registration');
    const insurance = await submit(c, 'insurance');

    const queue = await verifier.get<Array<Doc & { providerId: string; businessName: string }>>(
      '/api/admin/verification-documents?filter=%7B%22status%22%3A%22pending%22%7D&range=%5B0%2C499%5D',
    );
    expect(queue.status).toBe(200);
    const mine = queue.body.filter((d) => d.providerId === providerId);
    expect(mine.map((d) => d.id)).toEqual([identity.id, business.id, insurance.id]);
    expect(mine[0]!.businessName).toBe('Test Events Ltd');

    expect((await verifier.post(`/api/admin/verification-documents/${identity.id}/approve`, {})).status).toBe(
      200,
    );
    expect(await me(c)).toMatchObject({
      identityVerified: true,
      verificationProgress: 25,
      isVerified: false,
    });

    const noReason = await verifier.post(`/api/admin/verification-documents/${business.id}/reject`, {
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: 'VERIFICATION_REJECTION_REASON_REQUIRED' });
    const rejected = await verifier.post<Doc>(`/api/admin/verification-documents/${business.id}/reject`, {
      reason: 'The certificate is for a different company.',
    });
    expect(rejected.body).toMatchObject({
      verificationStatus: 'rejected',
      rejectionReason: 'The certificate is for a different company.',
    });
    const twice = await verifier.post(`/api/admin/verification-documents/${business.id}/approve`, {});
    expect(twice.status).toBe(409);

    // Re-submitted after the rejection, then approved with insurance: verified.
    const again = await submit(c, 'business_registration');
    await verifier.post(`/api/admin/verification-documents/${again.id}/approve`, {});
    await verifier.post(`/api/admin/verification-documents/${insurance.id}/approve`, {});
    expect(await me(c)).toMatchObject({
      identityVerified: true,
      businessVerified: true,
      insuranceVerified: true,
      backgroundCheckPassed: false,
      isVerified: true,
      verificationLevel: 'verified',
      verificationProgress: 75,
    });
    const publicView = await t.client().get<{ isVerified: boolean }>(`/api/providers/${providerId}`);
    expect(publicView.body.isVerified).toBe(true);
    // The list says the same as the provider's own page (one source: the verification read model).
    const providers = await t
      .client()
      .get<Array<{ id: string; isVerified: boolean; verificationLevel: string }>>('/api/providers');
    expect(providers.body.find((p) => p.id === providerId)).toMatchObject({
      isVerified: true,
      verificationLevel: 'verified',
    });
    // The verification tab shows the response time: the provider's own record carries it.
    expect(await me(c)).toMatchObject({ responseTime: 24 });

    // A verified check offers no further upload.
    const more = await c.post('/api/verification-documents', {
      documentType: 'identity',
      documentUrl: await uploadDocument(c),
    });
    expect(more.status).toBe(409);
    const list = await c.get<Doc[]>('/api/verification-documents');
    expect(list.body.find((d) => d.id === business.id)?.rejectionReason).toBe(
      'The certificate is for a different company.',
    );
  });

  it('two reviewers decide one document at the same moment: one decision stands, the other gets 409', async () => {
    const { c } = await newProvider();
    const doc = await submit(c, 'identity');
    const admin = t.client();
    await admin.signIn('admin@demo.eventhire.uk', DEMO_PASSWORD);
    const [approved, rejected] = await Promise.all([
      verifier.post<Doc>(`/api/admin/verification-documents/${doc.id}/approve`, {}),
      admin.post<Doc>(`/api/admin/verification-documents/${doc.id}/reject`, {
        reason: 'The photo is blurred.',
      }),
    ]);
    expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
    const stood = approved.status === 200 ? 'approved' : 'rejected';
    const mine = await c.get<Doc[]>('/api/verification-documents');
    expect(mine.body.find((d) => d.id === doc.id)).toMatchObject({ verificationStatus: stood });
    expect((await me(c)).identityVerified).toBe(stood === 'approved');
    const { rows } = await t.pool.query<{ type: string }>(
      `SELECT type FROM es.events WHERE type IN ('VerificationDocumentApproved', 'VerificationDocumentRejected')
        AND data->>'documentId' = $1`,
      [doc.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for an unknown document', async () => {
    const res = await verifier.post(
      '/api/admin/verification-documents/00000000-0000-4000-8000-000000000000/approve',
      {},
    );
    expect(res.status).toBe(404);
  });

  it('expires an approved insurance document when its expiry date has passed (timer)', async () => {
    const { c } = await newProvider();
    const insurance = await submit(c, 'insurance', '2026-06-20');
    expect(insurance.expiryDate).toBe('2026-06-20');
    await verifier.post(`/api/admin/verification-documents/${insurance.id}/approve`, {});
    expect((await me(c)).insuranceVerified).toBe(true);

    // The day before it ends, nothing happens.
    await t.clock.setTime('2026-06-20T12:00:00.000Z');
    await t.clock.tick(5_000);
    expect((await me(c)).insuranceVerified).toBe(true);

    // After midnight UK time on the expiry date, the timer has expired it.
    await t.clock.setTime('2026-06-20T23:00:30.000Z');
    await eventually('the insurance document expired', async () => {
      await t.clock.tick(2_000);
      return !(await me(c)).insuranceVerified;
    });
    const list = await c.get<Doc[]>('/api/verification-documents');
    expect(list.body[0]).toMatchObject({ id: insurance.id, verificationStatus: 'expired' });
    // Expired: a current one may be uploaded again.
    expect((await submit(c, 'insurance')).verificationStatus).toBe('pending');
  });
});

describe('read models after all of the above', () => {
  it('a clean rebuild from the events gives exactly the live rows', async () => {
    const { differences } = await checkDrift({
      pool: t.pool,
      store: t.platform.store,
      projectors: allProjectors,
    });
    expect(differences).toEqual([]);
  });
});
