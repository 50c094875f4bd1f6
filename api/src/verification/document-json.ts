import type { VerificationDocument } from '@esm/contract/verification';
import type { DocumentRow } from '@esm/projections/verification/rows';

export function documentJson(row: DocumentRow): VerificationDocument {
  return {
    id: row.document_id,
    documentType: row.document_type as VerificationDocument['documentType'],
    documentUrl: row.document_url,
    verificationStatus: row.verification_status as VerificationDocument['verificationStatus'],
    rejectionReason: row.rejection_reason,
    verifiedAt: row.verified_at?.toISOString() ?? null,
    expiryDate: row.expiry_date,
    createdAt: row.created_at.toISOString(),
  };
}
