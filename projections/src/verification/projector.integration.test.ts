import type { ProviderEvent } from '@esm/core/provider/events';
import type { DocumentType, VerificationEvent } from '@esm/core/verification/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { verificationDocumentsProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(verificationDocumentsProjector);
});
afterAll(() => spec.close());

const provider = id(1);
const verifier = id(9);
const documentTypes: DocumentType[] = ['identity', 'business_registration', 'insurance', 'background_check'];
const docId = (type: DocumentType) => id(10 + documentTypes.indexOf(type));
const submitted = (type: DocumentType): VerificationEvent => ({
  type: 'VerificationDocumentSubmitted',
  data: {
    providerId: provider,
    documentId: docId(type),
    documentType: type,
    documentUrl: `/uploads/${type}.pdf`,
    fileType: 'pdf',
    expiryDate: type === 'insurance' ? '2027-05-31' : null,
    expiresAt: type === 'insurance' ? '2027-05-31T23:00:00.000Z' : null,
    submittedBy: id(2),
    submittedAt: '2026-06-01T12:00:00.000Z',
  },
});
const approved = (type: DocumentType, verifiedAt: string): VerificationEvent => ({
  type: 'VerificationDocumentApproved',
  data: {
    providerId: provider,
    documentId: docId(type),
    documentType: type,
    verifiedBy: verifier,
    verifiedAt,
  },
});

describe('verification projector: given document events, then documents and provider flags', () => {
  it('queues documents as pending and rejects one with its reason', async () => {
    const rm = await spec.given<VerificationEvent>([
      submitted('identity'),
      submitted('insurance'),
      {
        type: 'VerificationDocumentRejected',
        data: {
          providerId: provider,
          documentId: docId('identity'),
          documentType: 'identity',
          rejectionReason: 'Blurred photo',
          verifiedBy: verifier,
          verifiedAt: '2026-06-02T09:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows(
      'verification_documents',
      [
        {
          document_id: docId('identity'),
          document_type: 'identity',
          verification_status: 'rejected',
          rejection_reason: 'Blurred photo',
          verified_at: '2026-06-02T09:00:00.000Z',
          verified_by: verifier,
          expiry_date: null,
          seq: 1,
        },
        {
          document_id: docId('insurance'),
          verification_status: 'pending',
          expiry_date: '2027-05-31',
          expires_at: '2027-05-31T23:00:00.000Z',
          seq: 2,
        },
      ],
      'seq',
    );
    await rm.thenRows('provider_verification', [
      {
        provider_id: provider,
        identity_verified: false,
        verification_progress: 0,
        verification_level: 'basic',
      },
    ]);
  });

  it('is verified once the three required checks pass, enhanced with the background check', async () => {
    const required = [
      submitted('identity'),
      submitted('business_registration'),
      submitted('insurance'),
      approved('identity', '2026-06-02T09:00:00.000Z'),
      approved('business_registration', '2026-06-02T09:10:00.000Z'),
      { event: approved('insurance', '2026-06-02T09:20:00.000Z'), at: '2026-06-02T09:20:00.000Z' },
    ];
    const verified = await spec.given<VerificationEvent>(required);
    await verified.thenRows('provider_verification', [
      {
        provider_id: provider,
        identity_verified: true,
        business_verified: true,
        insurance_verified: true,
        background_check_passed: false,
        is_verified: true,
        verification_progress: 75,
        verification_level: 'verified',
        verification_date: '2026-06-02T09:20:00.000Z',
      },
    ]);
    const enhanced = await spec.given<VerificationEvent>([
      ...required,
      submitted('background_check'),
      approved('background_check', '2026-06-03T09:00:00.000Z'),
    ]);
    await enhanced.thenRows('provider_verification', [
      {
        provider_id: provider,
        verification_progress: 100,
        verification_level: 'enhanced',
        verification_date: '2026-06-02T09:20:00.000Z',
      },
    ]);
  });

  it('stops counting an approval once it expires', async () => {
    const rm = await spec.given<VerificationEvent>([
      submitted('identity'),
      submitted('business_registration'),
      submitted('insurance'),
      approved('identity', '2026-06-02T09:00:00.000Z'),
      approved('business_registration', '2026-06-02T09:10:00.000Z'),
      approved('insurance', '2026-06-02T09:20:00.000Z'),
      {
        type: 'VerificationDocumentExpired',
        data: {
          providerId: provider,
          documentId: docId('insurance'),
          documentType: 'insurance',
          expiredAt: '2027-05-31T23:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows('provider_verification', [
      {
        provider_id: provider,
        insurance_verified: false,
        is_verified: false,
        verification_progress: 50,
        verification_level: 'basic',
        verification_date: null,
      },
    ]);
  });
});

describe('verification projector: the bank details review', () => {
  const bank = (type: 'ProviderBankDetailsAdded' | 'ProviderBankDetailsChanged', revision: number) =>
    ({
      type,
      data: {
        providerId: provider,
        userId: id(2),
        bankAccountHolderName: 'Alpha Events Ltd',
        bankAccountNumber: '12345678',
        bankSortCode: '401276',
        bankName: 'HSBC UK',
        accountNumberLast4: '5678',
        revision,
        bankDetailsAddedAt: '2026-06-01T12:00:00.000Z',
      },
    }) as ProviderEvent;
  const rejected = (revision: number): ProviderEvent => ({
    type: 'ProviderBankDetailsRejected',
    data: {
      providerId: provider,
      revision,
      reason: 'The holder name is not the business.',
      rejectedBy: verifier,
      rejectedAt: '2026-06-02T09:00:00.000Z',
    },
  });
  const verified = (revision: number): ProviderEvent => ({
    type: 'ProviderBankDetailsVerified',
    data: { providerId: provider, revision, verifiedBy: verifier, verifiedAt: '2026-06-03T09:00:00.000Z' },
  });

  it('new details are pending, with no document checks passed', async () => {
    const rm = await spec.given<ProviderEvent>([bank('ProviderBankDetailsAdded', 1)]);
    await rm.thenRows('provider_verification', [
      {
        provider_id: provider,
        bank_details_status: 'pending',
        bank_details_revision: 1,
        bank_rejection_reason: null,
        verification_progress: 0,
      },
    ]);
  });

  it('a rejection keeps its reason and reviewer; new details reset it to pending', async () => {
    const history = [bank('ProviderBankDetailsAdded', 1), rejected(1)];
    const rm = await spec.given<ProviderEvent>(history);
    await rm.thenRows('provider_verification', [
      {
        bank_details_status: 'rejected',
        bank_rejection_reason: 'The holder name is not the business.',
        bank_reviewed_by: verifier,
        bank_reviewed_at: '2026-06-02T09:00:00.000Z',
      },
    ]);
    const again = await spec.given<ProviderEvent>([...history, bank('ProviderBankDetailsChanged', 2)]);
    await again.thenRows('provider_verification', [
      {
        bank_details_status: 'pending',
        bank_details_revision: 2,
        bank_rejection_reason: null,
        bank_reviewed_by: null,
      },
    ]);
  });

  it('verifies the reviewed revision only, and keeps the document flags', async () => {
    const rm = await spec.given<ProviderEvent | VerificationEvent>([
      submitted('identity'),
      approved('identity', '2026-06-02T09:00:00.000Z'),
      bank('ProviderBankDetailsAdded', 1),
      bank('ProviderBankDetailsChanged', 2),
      verified(1),
    ]);
    await rm.thenRows('provider_verification', [
      {
        bank_details_status: 'pending',
        bank_details_revision: 2,
        identity_verified: true,
        verification_progress: 25,
      },
    ]);
    const now = await spec.given<ProviderEvent | VerificationEvent>([
      submitted('identity'),
      approved('identity', '2026-06-02T09:00:00.000Z'),
      bank('ProviderBankDetailsAdded', 1),
      verified(1),
    ]);
    await now.thenRows('provider_verification', [
      {
        bank_details_status: 'verified',
        bank_reviewed_at: '2026-06-03T09:00:00.000Z',
        verification_progress: 25,
      },
    ]);
  });
});
