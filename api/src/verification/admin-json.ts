import type { AdminProviderVerification } from '@esm/contract/admin/provider-verifications';
import type { AdminVerificationDocumentRecord } from '@esm/contract/admin/verification-documents';
import type { AdminDocumentRow, ProviderVerificationRow } from '@esm/projections/verification/rows';

export const adminDocumentRecord = (row: AdminDocumentRow): AdminVerificationDocumentRecord => ({
  id: row.document_id,
  providerId: row.provider_id,
  businessName: row.business_name,
  documentType: row.document_type as AdminVerificationDocumentRecord['documentType'],
  verificationStatus: row.verification_status as AdminVerificationDocumentRecord['verificationStatus'],
  fileType: row.file_type,
  fileUrl: `/api/admin/verification-documents/${row.document_id}/file`,
  createdAt: row.created_at.toISOString(),
  expiryDate: row.expiry_date,
  expiresAt: row.expires_at?.toISOString() ?? null,
  rejectionReason: row.rejection_reason,
  verifiedAt: row.verified_at?.toISOString() ?? null,
  verifiedBy: row.verified_by,
  verifiedByName: row.verified_by_name,
  providerVerificationProgress: Number(row.verification_progress),
});

export const providerVerificationRecord = (row: ProviderVerificationRow): AdminProviderVerification => ({
  id: row.provider_id,
  userId: row.user_id,
  businessName: row.business_name,
  createdAt: row.created_at.toISOString(),
  identityVerified: row.identity_verified,
  businessVerified: row.business_verified,
  insuranceVerified: row.insurance_verified,
  backgroundCheckPassed: row.background_check_passed,
  verificationProgress: Number(row.verification_progress),
  verificationLevel: row.verification_level as AdminProviderVerification['verificationLevel'],
  verificationDate: row.verification_date?.toISOString() ?? null,
  expiringDocuments: Number(row.expiring_documents),
  pendingDocuments: Number(row.pending_documents),
  bankDetailsStatus: row.bank_details_status as AdminProviderVerification['bankDetailsStatus'],
  bankDetailsRevision: row.bank_details_revision,
  bankRejectionReason: row.bank_details_status === 'rejected' ? row.bank_rejection_reason : null,
  bankReviewedAt: row.bank_reviewed_at?.toISOString() ?? null,
  bankReviewedByName: row.bank_reviewed_by_name,
  bankAccountHolderName: row.bank_account_holder_name,
  bankAccountLast4: row.bank_account_last4,
  bankSortCode: row.bank_sort_code_last2 ? `**-**-${row.bank_sort_code_last2}` : null,
  bankName: row.bank_name,
  bankDetailsAddedAt: row.bank_details_added_at?.toISOString() ?? null,
});
