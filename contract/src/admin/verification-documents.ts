import { z } from 'zod';
import { raListQuery } from './list';

// The admin contract imports only zod and its own folder; these match contract/src/verification.ts.
const documentType = z.enum(['identity', 'business_registration', 'insurance', 'background_check']);
const verificationStatus = z.enum(['pending', 'approved', 'rejected', 'expired']);
const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`);

/**
 * `verification-documents` in the back office: the verifiers' queue of identity, business
 * registration, insurance and background-check documents, oldest first.
 */
export const adminVerificationDocument = z.object({
  id: z.string(),
  providerId: z.string(),
  businessName: z.string().nullable(),
  documentType,
  verificationStatus,
  /** pdf, jpg or png: how the document page shows the file inline. */
  fileType: z.string(),
  /** Where staff read the file: GET /api/admin/verification-documents/{id}/file. */
  fileUrl: z.string(),
  createdAt: z.string(),
  /** yyyy-mm-dd as the provider gave it. */
  expiryDate: z.string().nullable(),
  /** When it stops counting (the end of the expiry date, UK time). */
  expiresAt: z.string().nullable(),
  /** What the provider reads when it was rejected. */
  rejectionReason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** Who decided (a verifier's or admin's user id), and their name. */
  verifiedBy: z.string().nullable(),
  verifiedByName: z.string().nullable(),
  /** The provider's verification progress now (25 per passed check). */
  providerVerificationProgress: z.number().int(),
});
export type AdminVerificationDocumentRecord = z.infer<typeof adminVerificationDocument>;

export const verificationDocumentsListQuery = raListQuery(
  ['createdAt', 'expiryDate', 'documentType', 'verificationStatus', 'businessName'],
  ['createdAt', 'ASC'],
  {
    status: verificationStatus.optional(),
    documentType: documentType.optional(),
    providerId: z.uuid('providerId must be a provider id').optional(),
  },
);

/** POST /api/admin/verification-documents/{id}/approve: nothing to send. */
export const approveVerificationDocumentBody = z.object({}).strict().nullish();
/** POST /api/admin/verification-documents/{id}/reject: the reason the provider sees. */
export const rejectVerificationDocumentBody = z.object({ reason: text(1000) }).strict();
