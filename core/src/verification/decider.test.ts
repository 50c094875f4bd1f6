import { describe, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { DAY } from '../kernel/clock';
import { given } from '../kernel/given-when-then';
import { type VerificationCommand, verificationDecider } from './decider';
import type { DocumentType, VerificationEvent } from './events';

const providerId = 'p1';
const provider = { kind: 'user', userId: 'u-provider', roles: [] } as const;
const verifier = { kind: 'user', userId: 'u-verifier', roles: ['verifier'] } as const;
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const providerWhoVerifies = { kind: 'user', userId: 'u-provider', roles: ['verifier'] } as const;
const timer = systemActor('verification-expiry');
const now = new Date('2026-06-01T12:00:00.000Z');
const later = (days: number) => new Date(now.getTime() + days * DAY);

const submit = (
  overrides: Partial<Extract<VerificationCommand, { type: 'SubmitVerificationDocument' }>> = {},
) =>
  ({
    type: 'SubmitVerificationDocument',
    actor: provider,
    providerId,
    providerUserId: 'u-provider',
    documentId: 'd1',
    documentType: 'insurance',
    // Each document its own file, as the upload flow gives it.
    documentUrl: `/objects/documents/${overrides.documentId ?? 'd1'}`,
    fileType: 'pdf',
    expiryDate: null,
    ...overrides,
  }) as const;

const submitted = (
  documentId: string,
  documentType: DocumentType,
  expiry: { expiryDate: string; expiresAt: string } | null = null,
): VerificationEvent => ({
  type: 'VerificationDocumentSubmitted',
  data: {
    providerId,
    documentId,
    documentType,
    documentUrl: `/objects/documents/${documentId}`,
    fileType: 'pdf',
    expiryDate: expiry?.expiryDate ?? null,
    expiresAt: expiry?.expiresAt ?? null,
    submittedBy: 'u-provider',
    submittedAt: now.toISOString(),
  },
});
const approved = (documentId: string, documentType: DocumentType): VerificationEvent => ({
  type: 'VerificationDocumentApproved',
  data: { providerId, documentId, documentType, verifiedBy: 'u-verifier', verifiedAt: now.toISOString() },
});
const rejected = (documentId: string, documentType: DocumentType): VerificationEvent => ({
  type: 'VerificationDocumentRejected',
  data: {
    providerId,
    documentId,
    documentType,
    rejectionReason: 'The policy does not show £2M public liability cover.',
    verifiedBy: 'u-verifier',
    verifiedAt: now.toISOString(),
  },
});
/** Insurance valid through 30 June 2026 (UK summer time): stops counting at 23:00 UTC that day. */
const june30 = { expiryDate: '2026-06-30', expiresAt: '2026-06-30T23:00:00.000Z' };
const expired = (documentId: string, documentType: DocumentType, at: string): VerificationEvent => ({
  type: 'VerificationDocumentExpired',
  data: { providerId, documentId, documentType, expiredAt: at },
});

const approve = (documentId = 'd1', actor: VerificationCommand['actor'] = verifier): VerificationCommand => ({
  type: 'ApproveVerificationDocument',
  actor,
  providerId,
  documentId,
});
const reject = (reason: string, actor: VerificationCommand['actor'] = verifier): VerificationCommand => ({
  type: 'RejectVerificationDocument',
  actor,
  providerId,
  documentId: 'd1',
  rejectionReason: reason,
});
const expire = (documentId = 'd1'): VerificationCommand => ({
  type: 'ExpireVerificationDocument',
  actor: timer,
  providerId,
  documentId,
});

describe('verification: submitting documents', () => {
  it('submits a document for review, pending', () => {
    given(verificationDecider)
      .when(submit(), now)
      .thenEvents([submitted('d1', 'insurance')]);
  });

  it('keeps an optional expiry date and works out when it stops counting, UK time', () => {
    given(verificationDecider)
      .when(submit({ expiryDate: '2026-06-30' }), now)
      .thenEvents([submitted('d1', 'insurance', june30)]);
  });

  it('accepts pdf, jpg, jpeg and png in any case', () => {
    given(verificationDecider)
      .when(submit({ fileType: '.PDF' }), now)
      .thenEvents([submitted('d1', 'insurance')]);
  });

  it('refuses other file types with the field text', () => {
    given(verificationDecider)
      .when(submit({ fileType: 'docx' }), now)
      .thenRefused('VERIFICATION_DOCUMENT_INVALID', 'Please upload a PDF, JPG, JPEG or PNG file.');
  });

  it('refuses an unknown document type, a missing file and an impossible expiry date', () => {
    given(verificationDecider)
      .when(submit({ documentType: 'passport' }), now)
      .thenRefused(
        'VERIFICATION_DOCUMENT_INVALID',
        'Please choose a document type: identity, business registration, insurance or background check.',
      );
    given(verificationDecider)
      .when(submit({ documentUrl: ' ' }), now)
      .thenRefused('VERIFICATION_DOCUMENT_INVALID', 'Please upload the document.');
    given(verificationDecider)
      .when(submit({ expiryDate: '2026-02-30' }), now)
      .thenRefused('VERIFICATION_DOCUMENT_INVALID', 'Please enter the expiry date as a valid date.');
  });

  it('refuses a document that has already expired', () => {
    given(verificationDecider)
      .when(submit({ expiryDate: '2026-05-31' }), now)
      .thenRefused('VERIFICATION_DOCUMENT_EXPIRED');
  });

  it('refuses documents for someone else’s provider profile', () => {
    given(verificationDecider)
      .when(submit({ actor: { kind: 'user', userId: 'u-other', roles: [] } }), now)
      .thenRefused('VERIFICATION_NOT_YOUR_PROFILE');
  });

  it('refuses the same document id twice', () => {
    given(verificationDecider, [submitted('d1', 'identity'), rejected('d1', 'identity')])
      .when(submit({ documentType: 'identity' }), now)
      .thenRefused('VERIFICATION_DOCUMENT_EXISTS');
  });

  it('refuses one file filed again, under another type or the same one', () => {
    given(verificationDecider, [submitted('d1', 'insurance')])
      .when(submit({ documentId: 'd2', documentType: 'identity', documentUrl: '/objects/documents/d1' }), now)
      .thenRefused('VERIFICATION_DOCUMENT_EXISTS');
    given(verificationDecider, [submitted('d1', 'insurance'), rejected('d1', 'insurance')])
      .when(submit({ documentId: 'd2', documentUrl: ' /objects/documents/d1 ' }), now)
      .thenRefused('VERIFICATION_DOCUMENT_EXISTS');
  });

  it('refuses a type that is already approved: no upload is then offered', () => {
    given(verificationDecider, [submitted('d1', 'insurance'), approved('d1', 'insurance')])
      .when(submit({ documentId: 'd2' }), now)
      .thenRefused('VERIFICATION_ALREADY_VERIFIED');
  });

  it('refuses a second document of a type that is still under review', () => {
    given(verificationDecider, [submitted('d1', 'insurance')])
      .when(submit({ documentId: 'd2' }), now)
      .thenRefused('VERIFICATION_ALREADY_UNDER_REVIEW');
  });

  it('allows re-submission after a rejection', () => {
    given(verificationDecider, [submitted('d1', 'insurance'), rejected('d1', 'insurance')])
      .when(submit({ documentId: 'd2' }), now)
      .thenEvents([submitted('d2', 'insurance')]);
  });

  it('allows re-submission once an approved document has expired', () => {
    const history = [submitted('d1', 'insurance', june30), approved('d1', 'insurance')];
    const july = new Date('2026-07-01T09:00:00.000Z');
    const resubmitted = submitted('d2', 'insurance');
    given(verificationDecider, history)
      .when(submit({ documentId: 'd2' }), july)
      .thenEvents([
        {
          ...resubmitted,
          data: { ...resubmitted.data, submittedAt: july.toISOString() },
        } as VerificationEvent,
      ]);
  });
});

describe('verification: review by a verifier', () => {
  it('a verifier approves a pending document', () => {
    given(verificationDecider, [submitted('d1', 'insurance')])
      .when(approve(), now)
      .thenEvents([approved('d1', 'insurance')]);
  });

  it('an admin may approve too', () => {
    given(verificationDecider, [submitted('d1', 'insurance')])
      .when(approve('d1', admin), now)
      .thenEvents([
        {
          type: 'VerificationDocumentApproved',
          data: {
            providerId,
            documentId: 'd1',
            documentType: 'insurance',
            verifiedBy: 'u-admin',
            verifiedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('a verifier rejects with a reason, trimmed', () => {
    given(verificationDecider, [submitted('d1', 'insurance')])
      .when(reject('  The policy does not show £2M public liability cover. '), now)
      .thenEvents([rejected('d1', 'insurance')]);
  });

  it('refuses a rejection without a reason', () => {
    given(verificationDecider, [submitted('d1', 'insurance')])
      .when(reject(' '), now)
      .thenRefused('VERIFICATION_REJECTION_REASON_REQUIRED');
  });

  it('refuses a review by someone who is not a verifier (the provider included)', () => {
    given(verificationDecider, [submitted('d1', 'insurance')])
      .when(approve('d1', provider), now)
      .thenRefused('FORBIDDEN');
    given(verificationDecider, [submitted('d1', 'insurance')])
      .when(reject('x', provider), now)
      .thenRefused('FORBIDDEN');
  });

  it('never lets a verifier review their own documents', () => {
    given(verificationDecider, [submitted('d1', 'insurance')])
      .when(approve('d1', providerWhoVerifies), now)
      .thenRefused('VERIFICATION_SELF_REVIEW');
  });

  it('refuses to review a document twice', () => {
    given(verificationDecider, [submitted('d1', 'insurance'), approved('d1', 'insurance')])
      .when(approve(), now)
      .thenRefused('VERIFICATION_ALREADY_REVIEWED');
    given(verificationDecider, [submitted('d1', 'insurance'), rejected('d1', 'insurance')])
      .when(approve(), now)
      .thenRefused('VERIFICATION_ALREADY_REVIEWED');
  });

  it('refuses to review an unknown document', () => {
    given(verificationDecider).when(approve('d9'), now).thenRefused('VERIFICATION_DOCUMENT_NOT_FOUND');
  });

  it('refuses to approve a document whose expiry date has passed while it waited', () => {
    given(verificationDecider, [submitted('d1', 'insurance', june30)])
      .when(approve(), new Date('2026-07-01T09:00:00.000Z'))
      .thenRefused('VERIFICATION_DOCUMENT_EXPIRED');
  });
});

describe('verification: expiry timer', () => {
  const history = [submitted('d1', 'insurance', june30), approved('d1', 'insurance')];

  it('turns an approved document expired at its expiry', () => {
    given(verificationDecider, history)
      .when(expire(), new Date(june30.expiresAt))
      .thenEvents([expired('d1', 'insurance', june30.expiresAt)]);
  });

  it('turns a pending document expired too: it can no longer be approved', () => {
    given(verificationDecider, [submitted('d1', 'insurance', june30)])
      .when(expire(), later(60))
      .thenEvents([expired('d1', 'insurance', later(60).toISOString())]);
  });

  it('appends nothing before the expiry, twice, or for a rejected document', () => {
    given(verificationDecider, history).when(expire(), later(20)).thenEvents([]);
    given(verificationDecider, [...history, expired('d1', 'insurance', june30.expiresAt)])
      .when(expire(), later(60))
      .thenEvents([]);
    given(verificationDecider, [submitted('d1', 'insurance', june30), rejected('d1', 'insurance')])
      .when(expire(), later(60))
      .thenEvents([]);
  });

  it('only the platform timer expires documents', () => {
    given(verificationDecider, history)
      .when({ ...expire(), actor: admin }, later(60))
      .thenRefused('FORBIDDEN');
  });

  it('refuses to expire an unknown document', () => {
    given(verificationDecider).when(expire('d9'), later(60)).thenRefused('VERIFICATION_DOCUMENT_NOT_FOUND');
  });
});
