import type { DocumentRow } from '@esm/projections/verification/rows';
import { z } from 'zod';

/** 001 §3 verification document as the verification tab reads it (web-marketplace VerificationDocument). */
export const documentResponse = z.object({
  id: z.string(),
  documentType: z.enum(['identity', 'business_registration', 'insurance', 'background_check']),
  documentUrl: z.string(),
  /** pending (Under Review), approved, rejected; expired once an expiry date has passed. */
  verificationStatus: z.enum(['pending', 'approved', 'rejected', 'expired']),
  rejectionReason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** yyyy-mm-dd, as the provider gave it. */
  expiryDate: z.string().nullable(),
  createdAt: z.string(),
});

/** What a verifier sees in the queue: the document and whose it is. */
export const adminDocumentResponse = documentResponse.extend({
  providerId: z.string(),
  businessName: z.string().nullable(),
});

export function documentJson(row: DocumentRow): z.infer<typeof documentResponse> {
  return {
    id: row.document_id,
    documentType: row.document_type as z.infer<typeof documentResponse>['documentType'],
    documentUrl: row.document_url,
    verificationStatus: row.verification_status as z.infer<typeof documentResponse>['verificationStatus'],
    rejectionReason: row.rejection_reason,
    verifiedAt: row.verified_at?.toISOString() ?? null,
    expiryDate: row.expiry_date,
    createdAt: row.created_at.toISOString(),
  };
}

export const adminDocumentJson = (row: DocumentRow): z.infer<typeof adminDocumentResponse> => ({
  ...documentJson(row),
  providerId: row.provider_id,
  businessName: row.business_name ?? null,
});
