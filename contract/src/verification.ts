import { z } from 'zod';
import { text } from './common';

export const documentType = z.enum(['identity', 'business_registration', 'insurance', 'background_check']);
export type DocumentType = z.infer<typeof documentType>;

/** `expired`: the document's expiry date has passed; it no longer counts and a new one may be sent. */
export const verificationStatus = z.enum(['pending', 'approved', 'rejected', 'expired']);
export type VerificationStatus = z.infer<typeof verificationStatus>;

/** GET /api/verification-documents: the signed-in provider's documents, newest first. */
export const documentResponse = z.object({
  id: z.string(),
  documentType,
  documentUrl: z.string(),
  /** pending (Under Review), approved, rejected; expired once an expiry date has passed. */
  verificationStatus,
  rejectionReason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** yyyy-mm-dd, as the provider gave it. */
  expiryDate: z.string().nullable(),
  createdAt: z.string(),
});
export type VerificationDocument = z.infer<typeof documentResponse>;

/** POST /api/verification-documents: an uploaded document for one check. */
export const submitDocumentBody = z.object({
  documentType: text(40),
  documentUrl: text(300),
  /** Optional yyyy-mm-dd (an insurance policy's end, a DBS certificate's renewal). */
  expiryDate: text(10).nullish(),
});
export type SubmitDocumentRequest = z.input<typeof submitDocumentBody>;
