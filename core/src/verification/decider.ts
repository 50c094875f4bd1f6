import { type CommandActor, hasRole, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError, isDomainError, validationError } from '../kernel/errors';
import { verificationErrors } from './errors';
import {
  DOCUMENT_FILE_TYPES,
  DOCUMENT_TYPES,
  type DocumentFileType,
  type DocumentType,
  type VerificationEvent,
} from './events';
import { expiresAtFor } from './expiry';
import {
  countsAt,
  hasExpiredAt,
  initialVerificationState,
  type VerificationDocument,
  type VerificationState,
} from './state';
import { recordedFlags } from './summary';

export type VerificationCommand =
  | {
      type: 'SubmitVerificationDocument';
      actor: CommandActor;
      providerId: string;
      /** From the provider read model: the user who owns the provider profile. */
      providerUserId: string;
      documentId: string;
      documentType: string;
      documentUrl: string;
      /** The uploaded file's extension, as the upload reported it. */
      fileType: string;
      /** Optional, yyyy-mm-dd (e.g. the end of an insurance policy). */
      expiryDate: string | null;
    }
  | { type: 'ApproveVerificationDocument'; actor: CommandActor; providerId: string; documentId: string }
  | {
      type: 'RejectVerificationDocument';
      actor: CommandActor;
      providerId: string;
      documentId: string;
      rejectionReason: string;
    }
  /** Timer at the document's expiresAt. */
  | { type: 'ExpireVerificationDocument'; actor: CommandActor; providerId: string; documentId: string };

export const documentTexts = {
  documentType:
    'Please choose a document type: identity, business registration, insurance or background check.',
  documentUrl: 'Please upload the document.',
  fileType: 'Please upload a PDF, JPG, JPEG or PNG file.',
  expiryDate: 'Please enter the expiry date as a valid date.',
} as const;

const isDocumentType = (value: string): value is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(value);
const asFileType = (value: string): DocumentFileType | null => {
  const lower = value.trim().toLowerCase().replace(/^\./, '');
  return (DOCUMENT_FILE_TYPES as readonly string[]).includes(lower) ? (lower as DocumentFileType) : null;
};

function decideSubmission(
  command: Extract<VerificationCommand, { type: 'SubmitVerificationDocument' }>,
  state: VerificationState,
  now: Date,
): VerificationEvent[] | DomainError {
  const { actor } = command;
  if (actor.kind !== 'user' || actor.userId !== command.providerUserId)
    return verificationErrors.error('VERIFICATION_NOT_YOUR_PROFILE');
  const fieldErrors: Record<string, string> = {};
  if (!isDocumentType(command.documentType)) fieldErrors.documentType = documentTexts.documentType;
  if (command.documentUrl.trim() === '') fieldErrors.documentUrl = documentTexts.documentUrl;
  const fileType = asFileType(command.fileType);
  if (fileType === null) fieldErrors.fileType = documentTexts.fileType;
  const expiresAt = command.expiryDate === null ? null : expiresAtFor(command.expiryDate);
  if (command.expiryDate !== null && expiresAt === null) fieldErrors.expiryDate = documentTexts.expiryDate;
  if (Object.keys(fieldErrors).length > 0 || fileType === null || !isDocumentType(command.documentType))
    return validationError(fieldErrors, 'VERIFICATION_DOCUMENT_INVALID');
  if (command.documentId in state.documents) return verificationErrors.error('VERIFICATION_DOCUMENT_EXISTS');
  // One uploaded file is one document: it cannot stand as proof of two checks, nor be sent again.
  const file = command.documentUrl.trim();
  if (Object.values(state.documents).some((d) => d.documentUrl.trim() === file))
    return verificationErrors.error('VERIFICATION_DOCUMENT_EXISTS');
  const sameType = Object.values(state.documents).filter((d) => d.documentType === command.documentType);
  // a verified check offers no upload; a rejected or expired one may be sent again.
  if (sameType.some((d) => countsAt(d, now)))
    return verificationErrors.error('VERIFICATION_ALREADY_VERIFIED');
  if (sameType.some((d) => d.verificationStatus === 'pending' && !hasExpiredAt(d, now)))
    return verificationErrors.error('VERIFICATION_ALREADY_UNDER_REVIEW');
  if (expiresAt !== null && Date.parse(expiresAt) <= now.getTime())
    return verificationErrors.error('VERIFICATION_DOCUMENT_EXPIRED');
  return [
    {
      type: 'VerificationDocumentSubmitted',
      data: {
        providerId: command.providerId,
        documentId: command.documentId,
        documentType: command.documentType,
        documentUrl: command.documentUrl.trim(),
        fileType,
        expiryDate: command.expiryDate,
        expiresAt,
        submittedBy: actor.userId,
        submittedAt: now.toISOString(),
      },
    },
  ];
}

/** The document a verifier reviews: it must exist, be pending, be someone else's and still be valid. */
function reviewable(
  command: Extract<
    VerificationCommand,
    { type: 'ApproveVerificationDocument' | 'RejectVerificationDocument' }
  >,
  state: VerificationState,
): { document: VerificationDocument; verifierId: string } | DomainError {
  const { actor } = command;
  if (actor.kind !== 'user' || !hasRole(actor, 'verifier')) return commonErrors.error('FORBIDDEN');
  const document = state.documents[command.documentId];
  if (document === undefined) return verificationErrors.error('VERIFICATION_DOCUMENT_NOT_FOUND');
  if (document.submittedBy === actor.userId) return verificationErrors.error('VERIFICATION_SELF_REVIEW');
  if (document.verificationStatus !== 'pending')
    return verificationErrors.error('VERIFICATION_ALREADY_REVIEWED');
  return { document, verifierId: actor.userId };
}

export const verificationDecider: Decider<VerificationCommand, VerificationState, VerificationEvent> = {
  initialState: initialVerificationState,

  decide(command, state, now) {
    switch (command.type) {
      case 'SubmitVerificationDocument':
        return decideSubmission(command, state, now);

      case 'ApproveVerificationDocument': {
        const review = reviewable(command, state);
        if (isDomainError(review)) return review;
        if (hasExpiredAt(review.document, now))
          return verificationErrors.error('VERIFICATION_DOCUMENT_EXPIRED');
        return [
          {
            type: 'VerificationDocumentApproved',
            data: {
              providerId: command.providerId,
              documentId: command.documentId,
              documentType: review.document.documentType,
              verifiedBy: review.verifierId,
              verifiedAt: now.toISOString(),
            },
          },
        ];
      }

      case 'RejectVerificationDocument': {
        const review = reviewable(command, state);
        if (isDomainError(review)) return review;
        const rejectionReason = command.rejectionReason.trim();
        if (rejectionReason === '') return verificationErrors.error('VERIFICATION_REJECTION_REASON_REQUIRED');
        return [
          {
            type: 'VerificationDocumentRejected',
            data: {
              providerId: command.providerId,
              documentId: command.documentId,
              documentType: review.document.documentType,
              rejectionReason,
              verifiedBy: review.verifierId,
              verifiedAt: now.toISOString(),
            },
          },
        ];
      }

      case 'ExpireVerificationDocument': {
        if (!isSystem(command.actor)) return commonErrors.error('FORBIDDEN');
        const document = state.documents[command.documentId];
        if (document === undefined) return verificationErrors.error('VERIFICATION_DOCUMENT_NOT_FOUND');
        const live = document.verificationStatus === 'approved' || document.verificationStatus === 'pending';
        if (!live || !hasExpiredAt(document, now)) return [];
        return [
          {
            type: 'VerificationDocumentExpired',
            data: {
              providerId: command.providerId,
              documentId: command.documentId,
              documentType: document.documentType,
              expiredAt: now.toISOString(),
            },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    const documents = withDocument(state, event);
    const next = { ...state, providerId: event.data.providerId, documents };
    // evolve has no clock: expiry arrives as its own event, so the recorded statuses are enough here.
    const verified = recordedFlags(next).isVerified;
    const becameVerified =
      verified && state.verificationDate === null && event.type === 'VerificationDocumentApproved';
    return {
      ...next,
      verificationDate: !verified ? null : becameVerified ? event.data.verifiedAt : state.verificationDate,
    };
  },
};

function withDocument(state: VerificationState, event: VerificationEvent): VerificationState['documents'] {
  if (event.type === 'VerificationDocumentSubmitted') {
    const { providerId: _providerId, ...submitted } = event.data;
    return {
      ...state.documents,
      [submitted.documentId]: {
        ...submitted,
        verificationStatus: 'pending',
        verifiedAt: null,
        verifiedBy: null,
        rejectionReason: null,
      },
    };
  }
  const document = state.documents[event.data.documentId];
  if (document === undefined) return state.documents;
  const changed: VerificationDocument = (() => {
    switch (event.type) {
      case 'VerificationDocumentApproved':
        return {
          ...document,
          verificationStatus: 'approved',
          verifiedAt: event.data.verifiedAt,
          verifiedBy: event.data.verifiedBy,
        };
      case 'VerificationDocumentRejected':
        return {
          ...document,
          verificationStatus: 'rejected',
          verifiedAt: event.data.verifiedAt,
          verifiedBy: event.data.verifiedBy,
          rejectionReason: event.data.rejectionReason,
        };
      case 'VerificationDocumentExpired':
        return { ...document, verificationStatus: 'expired' };
    }
  })();
  return { ...state.documents, [document.documentId]: changed };
}
