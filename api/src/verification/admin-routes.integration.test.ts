import type { AdminProviderVerification } from '@esm/contract/admin/provider-verifications';
import type { AdminVerificationDocumentRecord } from '@esm/contract/admin/verification-documents';
import { providerErrors } from '@esm/core/provider/errors';
import { verificationErrors } from '@esm/core/verification/errors';
import { allProjectors } from '@esm/projections/index';
import { checkDrift } from '@esm/projections/runner/drift-check';
import { DEMO_PASSWORD } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RaHttpError, raDataProviderFor } from '../admin/testing/ra-client';
import { pdfBytes, pngBytes } from '../objects/testing/test-files';
import type { TestClient } from '../testing/test-client';

let t: TestPlatform;
let verifier: TestClient;
let verifierId: string;
let ra: ReturnType<typeof raDataProviderFor>;
let provider: TestClient;
let providerId: string;
let businessName: string;
const docs: Record<'identity' | 'business_registration' | 'insurance', string> = {
  identity: '',
  business_registration: '',
  insurance: '',
};
const identityPng = pngBytes(321);

const catalogue = {
  reasonRequired: verificationErrors.error('VERIFICATION_REJECTION_REASON_REQUIRED').message,
  alreadyReviewed: verificationErrors.error('VERIFICATION_ALREADY_REVIEWED').message,
  notFound: verificationErrors.error('VERIFICATION_DOCUMENT_NOT_FOUND').message,
  bankReason: providerErrors.error('PROVIDER_BANK_REJECTION_REASON_REQUIRED').message,
  bankStale: providerErrors.error('PROVIDER_BANK_DETAILS_STALE').message,
  bankReviewed: providerErrors.error('PROVIDER_BANK_DETAILS_ALREADY_REVIEWED').message,
  bankMissing: providerErrors.error('PROVIDER_BANK_DETAILS_MISSING').message,
};

async function submit(c: TestClient, documentType: string, bytes: Buffer, type: string, expiryDate?: string) {
  const { body } = await c.post<{ uploadURL: string }>('/api/objects/upload', { kind: 'document' });
  const put = await c.putBytes<{ objectPath: string }>(body.uploadURL, bytes, type);
  expect(put.status).toBe(200);
  const res = await c.post<{ id: string }>('/api/verification-documents', {
    documentType,
    documentUrl: put.body.objectPath,
    ...(expiryDate ? { expiryDate } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

const refusal = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    if (error instanceof RaHttpError)
      return { status: error.status, body: error.body as Record<string, unknown> };
    throw error;
  }
  throw new Error('expected the call to be refused');
};

const listAll = {
  sort: { field: 'businessName', order: 'ASC' as const },
  pagination: { page: 1, perPage: 25 },
  filter: {},
};

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  t = await startTestPlatform({ start: '2026-06-01T09:00:00.000Z' });
  verifier = t.client();
  verifierId = ((await verifier.signIn('verifier@demo.eventhire.uk', DEMO_PASSWORD)) as { id: string }).id;
  ra = raDataProviderFor(verifier);
  provider = t.client();
  await provider.signUp();
  businessName = `Verify Me ${Math.random().toString(36).slice(2, 8)} Ltd`;
  providerId = (await provider.becomeProvider({ businessName })).id;
  docs.identity = await submit(provider, 'identity', identityPng, 'image/png');
  docs.business_registration = await submit(provider, 'business_registration', pdfBytes(), 'application/pdf');
  // Ends within 30 days of the platform's start (1 June): the overview warns about it.
  docs.insurance = await submit(provider, 'insurance', pdfBytes(), 'application/pdf', '2026-06-20');
});
afterAll(() => t.stop());

describe('verification-documents: the queue through ra-data-simple-rest', () => {
  it('lists pending documents oldest first, filtered, paged and sorted, with the total', async () => {
    const all = await ra.getList<AdminVerificationDocumentRecord>('verification-documents', {
      sort: { field: 'createdAt', order: 'ASC' },
      pagination: { page: 1, perPage: 50 },
      filter: { status: 'pending', providerId },
    });
    expect(all.total).toBe(3);
    expect(all.data.map((d) => d.id)).toEqual([docs.identity, docs.business_registration, docs.insurance]);
    expect(all.data[0]).toMatchObject({
      businessName,
      documentType: 'identity',
      verificationStatus: 'pending',
      fileType: 'png',
      providerVerificationProgress: 0,
      verifiedBy: null,
    });
    expect(all.data[2]).toMatchObject({ expiryDate: '2026-06-20', expiresAt: '2026-06-20T23:00:00.000Z' });

    const newest = await ra.getList<AdminVerificationDocumentRecord>('verification-documents', {
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 1 },
      filter: { status: 'pending', providerId },
    });
    expect(newest.total).toBe(3);
    expect(newest.data.map((d) => d.id)).toEqual([docs.insurance]);

    const second = await ra.getList<AdminVerificationDocumentRecord>('verification-documents', {
      sort: { field: 'createdAt', order: 'ASC' },
      pagination: { page: 2, perPage: 1 },
      filter: { providerId },
    });
    expect(second.data.map((d) => d.id)).toEqual([docs.business_registration]);

    const identity = await ra.getList<AdminVerificationDocumentRecord>('verification-documents', {
      sort: { field: 'createdAt', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      filter: { documentType: 'identity', providerId },
    });
    expect(identity.data.map((d) => d.id)).toEqual([docs.identity]);
  });

  it('answers getOne and getMany', async () => {
    const one = await ra.getOne<AdminVerificationDocumentRecord>('verification-documents', {
      id: docs.insurance,
    });
    expect(one.data).toMatchObject({ id: docs.insurance, providerId, documentType: 'insurance' });
    expect(one.data.fileUrl).toBe(`/api/admin/verification-documents/${docs.insurance}/file`);
    const many = await ra.getMany<AdminVerificationDocumentRecord>('verification-documents', {
      ids: [docs.identity, docs.insurance],
    });
    expect(many.data.map((d) => d.id).sort()).toEqual([docs.identity, docs.insurance].sort());
  });

  it('streams the file inline with its checked type, never sniffed, never cached', async () => {
    const png = await verifier.getBytes(`/api/admin/verification-documents/${docs.identity}/file`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toBe(`inline; filename="identity-${docs.identity}.png"`);
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');
    expect(png.headers.get('cache-control')).toBe('private, no-store');
    expect(png.headers.get('content-security-policy')).toContain('sandbox');
    expect(png.bytes.equals(identityPng)).toBe(true);
    const pdf = await verifier.getBytes(`/api/admin/verification-documents/${docs.insurance}/file`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.equals(pdfBytes())).toBe(true);
  });

  it('refuses a bad sort field or filter key (400), an unknown id (404), strangers (401/403)', async () => {
    const badSort = await verifier.get(
      `/api/admin/verification-documents?sort=${filter(['password', 'ASC'])}`,
    );
    expect(badSort.status).toBe(400);
    const badFilter = await verifier.get(
      `/api/admin/verification-documents?filter=${filter({ owner: 'x' })}`,
    );
    expect(badFilter.status).toBe(400);
    const badStatus = await verifier.get(
      `/api/admin/verification-documents?filter=${filter({ status: 'lost' })}`,
    );
    expect(badStatus.status).toBe(400);

    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await refusal(ra.getOne('verification-documents', { id: unknown }));
    expect(missing).toMatchObject({ status: 404, body: { message: catalogue.notFound } });
    expect((await verifier.get(`/api/admin/verification-documents/${unknown}/file`)).status).toBe(404);
    expect((await verifier.post(`/api/admin/verification-documents/${unknown}/approve`, {})).status).toBe(
      404,
    );

    const investigator = t.client();
    await investigator.signIn('investigator@demo.eventhire.uk', DEMO_PASSWORD);
    const client = t.client();
    await client.signUp();
    const visitor = t.client();
    for (const [who, status] of [
      [visitor, 401],
      [client, 403],
      [provider, 403],
      [investigator, 403],
    ] as const) {
      expect((await who.get('/api/admin/verification-documents')).status).toBe(status);
      expect((await who.get(`/api/admin/verification-documents/${docs.identity}`)).status).toBe(status);
      expect((await who.get(`/api/admin/verification-documents/${docs.identity}/file`)).status).toBe(status);
      expect((await who.post(`/api/admin/verification-documents/${docs.identity}/approve`, {})).status).toBe(
        status,
      );
      expect((await refusal(raDataProviderFor(who).getList('verification-documents', listAll))).status).toBe(
        status,
      );
    }
  });

  it('approves with the verifier named, and the provider’s progress becomes 25', async () => {
    const res = await verifier.post<AdminVerificationDocumentRecord>(
      `/api/admin/verification-documents/${docs.identity}/approve`,
      {},
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verificationStatus: 'approved', providerVerificationProgress: 25 });
    expect(res.body.verifiedBy).toBe(verifierId);
    expect(res.body.verifiedByName).toBeTruthy();
    const again = await verifier.post(`/api/admin/verification-documents/${docs.identity}/approve`, {});
    expect(again).toMatchObject({ status: 409, body: { message: catalogue.alreadyReviewed } });
    const overview = await ra.getOne<AdminProviderVerification>('provider-verifications', { id: providerId });
    expect(overview.data).toMatchObject({ identityVerified: true, verificationProgress: 25 });
  });

  it('rejects only with a reason, which the provider then reads', async () => {
    const path = `/api/admin/verification-documents/${docs.business_registration}/reject`;
    const noReason = await verifier.post(path, { reason: '  ' });
    expect(noReason).toMatchObject({ status: 400, body: { message: catalogue.reasonRequired } });
    expect((await verifier.post(path, {})).status).toBe(400);
    const reason = 'The certificate is for a different company.';
    const rejected = await verifier.post<AdminVerificationDocumentRecord>(path, { reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ verificationStatus: 'rejected', rejectionReason: reason });
    expect(rejected.body.verifiedBy).toBe(verifierId);
    const own = await provider.get<Array<{ id: string; rejectionReason: string | null }>>(
      '/api/verification-documents',
    );
    expect(own.body.find((d) => d.id === docs.business_registration)?.rejectionReason).toBe(reason);
  });
});

describe('provider-verifications: checks, expiring documents and the bank details review', () => {
  it('lists providers filtered by level, incomplete, expiring and bank status, sorted, paged', async () => {
    const mine = (extra: object) =>
      ra.getList<AdminProviderVerification>('provider-verifications', {
        sort: { field: 'verificationProgress', order: 'DESC' },
        pagination: { page: 1, perPage: 25 },
        filter: { q: businessName, ...extra },
      });
    const found = await mine({});
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({
      id: providerId,
      businessName,
      verificationProgress: 25,
      verificationLevel: 'basic',
      identityVerified: true,
      businessVerified: false,
      expiringDocuments: 1,
      pendingDocuments: 1,
      bankDetailsStatus: 'none',
    });
    expect((await mine({ expiring: true })).total).toBe(1);
    expect((await mine({ expiring: false })).total).toBe(0);
    expect((await mine({ incomplete: true })).total).toBe(1);
    expect((await mine({ level: 'verified' })).total).toBe(0);
    expect((await mine({ level: 'basic' })).total).toBe(1);
    expect((await mine({ bankDetailsStatus: 'pending' })).total).toBe(0);

    const everyone = await ra.getList<AdminProviderVerification>('provider-verifications', {
      sort: { field: 'businessName', order: 'ASC' },
      pagination: { page: 1, perPage: 500 },
      filter: {},
    });
    const names = everyone.data.map((p) => p.businessName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(everyone.total).toBe(everyone.data.length);
    const many = await ra.getMany<AdminProviderVerification>('provider-verifications', { ids: [providerId] });
    expect(many.data.map((p) => p.id)).toEqual([providerId]);

    const badSort = await verifier.get(
      `/api/admin/provider-verifications?sort=${filter(['bankName', 'ASC'])}`,
    );
    expect(badSort.status).toBe(400);
    const badFilter = await verifier.get(
      `/api/admin/provider-verifications?filter=${filter({ risky: true })}`,
    );
    expect(badFilter.status).toBe(400);
    const missing = await refusal(
      ra.getOne('provider-verifications', { id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.status).toBe(404);
  });

  it('verifies and rejects bank details; the provider’s bank page says the same', async () => {
    const review = (action: string, body: object) =>
      verifier.post<AdminProviderVerification>(
        `/api/admin/provider-verifications/${providerId}/${action}`,
        body,
      );
    const none = await review('verify-bank-details', { revision: 1 });
    expect(none).toMatchObject({ status: 409, body: { message: catalogue.bankMissing } });

    const bank = {
      bankAccountHolderName: businessName,
      bankAccountNumber: '12345678',
      bankSortCode: '401276',
      bankName: 'HSBC UK',
    };
    expect((await provider.post('/api/providers/bank-details', bank)).status).toBe(200);
    const pending = await ra.getOne<AdminProviderVerification>('provider-verifications', { id: providerId });
    expect(pending.data).toMatchObject({
      bankDetailsStatus: 'pending',
      bankDetailsRevision: 1,
      bankAccountLast4: '5678',
    });
    expect((await provider.get('/api/providers/bank-details')).body).toMatchObject({
      bankDetailsStatus: 'pending',
      bankDetailsVerified: false,
    });

    // Strangers and the provider themself are refused before anything is read.
    const visitor = t.client();
    expect(
      (await visitor.post(`/api/admin/provider-verifications/${providerId}/verify-bank-details`, {})).status,
    ).toBe(401);
    for (const action of ['verify-bank-details', 'reject-bank-details'])
      expect(
        (await provider.post(`/api/admin/provider-verifications/${providerId}/${action}`, { revision: 1 }))
          .status,
      ).toBe(403);
    expect((await provider.get('/api/admin/provider-verifications')).status).toBe(403);

    expect((await review('reject-bank-details', { revision: 1, reason: ' ' })).body).toMatchObject({
      message: catalogue.bankReason,
    });
    expect((await review('reject-bank-details', { revision: 1 })).status).toBe(400);
    expect((await review('verify-bank-details', { revision: 0 })).status).toBe(400);
    const stale = await review('reject-bank-details', { revision: 2, reason: 'Wrong holder.' });
    expect(stale).toMatchObject({ status: 409, body: { message: catalogue.bankStale } });

    const reason = 'The account holder name does not match your business.';
    const rejected = await review('reject-bank-details', { revision: 1, reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ bankDetailsStatus: 'rejected', bankRejectionReason: reason });
    expect(rejected.body.bankReviewedByName).toBeTruthy();
    expect((await provider.get('/api/providers/bank-details')).body).toMatchObject({
      bankDetailsStatus: 'rejected',
      bankDetailsRejectionReason: reason,
      bankDetailsVerified: false,
    });
    expect((await provider.get('/api/providers/me')).body).toMatchObject({
      bankDetailsStatus: 'rejected',
      bankDetailsRejectionReason: reason,
    });
    const afterRejection = await review('verify-bank-details', { revision: 1 });
    expect(afterRejection).toMatchObject({ status: 409, body: { message: catalogue.bankReviewed } });

    // New details: pending again, then verified.
    expect(
      (await provider.post('/api/providers/bank-details', { ...bank, bankAccountNumber: '87654321' })).status,
    ).toBe(200);
    const again = await ra.getOne<AdminProviderVerification>('provider-verifications', { id: providerId });
    expect(again.data).toMatchObject({
      bankDetailsStatus: 'pending',
      bankDetailsRevision: 2,
      bankRejectionReason: null,
    });
    const verified = await review('verify-bank-details', { revision: 2 });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ bankDetailsStatus: 'verified' });
    expect((await provider.get('/api/providers/bank-details')).body).toMatchObject({
      bankDetailsStatus: 'verified',
      bankDetailsRejectionReason: null,
      bankDetailsVerified: true,
    });
    const listed = await ra.getList<AdminProviderVerification>('provider-verifications', {
      sort: { field: 'businessName', order: 'ASC' },
      pagination: { page: 1, perPage: 25 },
      filter: { q: businessName, bankDetailsStatus: 'verified' },
    });
    expect(listed.data.map((p) => p.id)).toEqual([providerId]);
  });
});

describe('read models after the reviews above', () => {
  it('a clean rebuild from the events gives exactly the live rows', async () => {
    const { differences } = await checkDrift({
      pool: t.pool,
      store: t.platform.store,
      projectors: allProjectors,
    });
    expect(differences).toEqual([]);
  });
});
