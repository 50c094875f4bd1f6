import { describe, expect, it } from 'vitest';
import { fold } from '../kernel/decider';
import { verificationDecider } from './decider';
import type { DocumentType, VerificationEvent } from './events';
import { uploadOffered, verificationOf } from './summary';

const providerId = 'p1';
const now = new Date('2026-06-01T12:00:00.000Z');
const at = (day: number) => `2026-06-${String(day).padStart(2, '0')}T12:00:00.000Z`;

const submitted = (
  documentId: string,
  documentType: DocumentType,
  expiresAt: string | null = null,
): VerificationEvent => ({
  type: 'VerificationDocumentSubmitted',
  data: {
    providerId,
    documentId,
    documentType,
    documentUrl: `/objects/uploads/${documentId}.pdf`,
    fileType: 'pdf',
    expiryDate: expiresAt === null ? null : expiresAt.slice(0, 10),
    expiresAt,
    submittedBy: 'u-provider',
    submittedAt: at(1),
  },
});
const approved = (documentId: string, documentType: DocumentType, day: number): VerificationEvent => ({
  type: 'VerificationDocumentApproved',
  data: { providerId, documentId, documentType, verifiedBy: 'u-verifier', verifiedAt: at(day) },
});
const state = (events: VerificationEvent[]) => fold(verificationDecider, events);

const required: VerificationEvent[] = [
  submitted('id', 'identity'),
  submitted('biz', 'business_registration'),
  submitted('ins', 'insurance', '2026-12-31T00:00:00.000Z'),
  approved('id', 'identity', 2),
  approved('biz', 'business_registration', 3),
  approved('ins', 'insurance', 4),
];

describe('verification summary', () => {
  it('starts basic with no checks passed and every upload offered', () => {
    const summary = verificationOf(state([]), now);
    expect(summary).toMatchObject({ verificationProgress: 0, isVerified: false, verificationLevel: 'basic' });
    expect(uploadOffered(summary, 'identity')).toBe(true);
  });

  it('progress is 25% per passed check; pending documents do not count', () => {
    const summary = verificationOf(
      state([submitted('id', 'identity'), approved('id', 'identity', 2), submitted('ins', 'insurance')]),
      now,
    );
    expect(summary).toMatchObject({
      identityVerified: true,
      insuranceVerified: false,
      verificationProgress: 25,
    });
    expect(summary.latestDocuments.insurance?.verificationStatus).toBe('pending');
    expect(uploadOffered(summary, 'identity')).toBe(false);
  });

  it('identity, business and insurance make a provider verified, dated by the last of them', () => {
    const summary = verificationOf(state(required), new Date(at(5)));
    expect(summary).toMatchObject({
      identityVerified: true,
      businessVerified: true,
      insuranceVerified: true,
      backgroundCheckPassed: false,
      verificationProgress: 75,
      isVerified: true,
      verificationLevel: 'verified',
      verificationDate: at(4),
    });
  });

  it('a passed background check on top makes the level enhanced and progress 100%', () => {
    const summary = verificationOf(
      state([...required, submitted('bg', 'background_check'), approved('bg', 'background_check', 5)]),
      new Date(at(6)),
    );
    expect(summary).toMatchObject({
      verificationProgress: 100,
      verificationLevel: 'enhanced',
      verificationDate: at(4),
    });
  });

  it('background alone never makes a provider verified: it is optional, not a substitute', () => {
    const summary = verificationOf(
      state([
        submitted('id', 'identity'),
        approved('id', 'identity', 2),
        submitted('bg', 'background_check'),
        approved('bg', 'background_check', 3),
      ]),
      now,
    );
    expect(summary).toMatchObject({
      verificationProgress: 50,
      isVerified: false,
      verificationLevel: 'basic',
    });
  });

  it('an approval past its expiry drops its flag at once, even before the expiry event', () => {
    const summary = verificationOf(state(required), new Date('2027-01-01T00:00:00.000Z'));
    expect(summary).toMatchObject({ insuranceVerified: false, isVerified: false, verificationDate: null });
  });

  it('an expired document drops the flag and the verification date; re-approval dates it again', () => {
    const expiredInsurance: VerificationEvent = {
      type: 'VerificationDocumentExpired',
      data: { providerId, documentId: 'ins', documentType: 'insurance', expiredAt: at(20) },
    };
    const afterExpiry = state([...required, expiredInsurance]);
    expect(afterExpiry.verificationDate).toBeNull();
    expect(verificationOf(afterExpiry, new Date(at(21))).isVerified).toBe(false);
    const renewed = state([
      ...required,
      expiredInsurance,
      submitted('ins2', 'insurance'),
      approved('ins2', 'insurance', 25),
    ]);
    expect(verificationOf(renewed, new Date(at(26))).verificationDate).toBe(at(25));
  });
});
