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
