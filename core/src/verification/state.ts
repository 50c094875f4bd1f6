import type { DocumentFileType, DocumentType } from './events';

/** Statuses (pending "Under Review", approved, rejected), plus expired once an expiry date passes. */
export type VerificationStatus = 'pending' | 'approved' | 'rejected' | 'expired';

export interface VerificationDocument {
  documentId: string;
  documentType: DocumentType;
  documentUrl: string;
  fileType: DocumentFileType;
  verificationStatus: VerificationStatus;
  expiryDate: string | null;
  expiresAt: string | null;
  submittedBy: string;
  submittedAt: string;
  verifiedAt: string | null;
  verifiedBy: string | null;
  rejectionReason: string | null;
}

export interface VerificationState {
  providerId: string | null;
  documents: Readonly<Record<string, VerificationDocument>>;
  /** verificationDate: when the provider last became verified; null while not verified. */
  verificationDate: string | null;
}

export const initialVerificationState: VerificationState = {
  providerId: null,
  documents: {},
  verificationDate: null,
};

/** Whether the document's expiry has passed at `now` (documents without an expiry date never expire). */
export const hasExpiredAt = (document: VerificationDocument, now: Date): boolean =>
  document.expiresAt !== null && Date.parse(document.expiresAt) <= now.getTime();

/** An approved document still within its validity at `now`: the check it belongs to has passed. */
export const countsAt = (document: VerificationDocument, now: Date): boolean =>
  document.verificationStatus === 'approved' && !hasExpiredAt(document, now);
