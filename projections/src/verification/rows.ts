/** A row of rm.verification_documents; business_name when joined with the provider. */
export interface DocumentRow {
  document_id: string;
  provider_id: string;
  document_type: string;
  document_url: string;
  verification_status: string;
  rejection_reason: string | null;
  verified_at: Date | null;
  expiry_date: string | null;
  created_at: Date;
  business_name?: string | null;
}

/** The verification columns a provider query joins in from rm.provider_verification (may be null: no documents yet). */
export interface ProviderVerificationColumns {
  identity_verified?: boolean | null;
  business_verified?: boolean | null;
  insurance_verified?: boolean | null;
  background_check_passed?: boolean | null;
  is_verified?: boolean | null;
  verification_progress?: number | null;
  verification_level?: string | null;
  verification_date?: Date | null;
  /** none (no rm.provider_verification row or no bank details yet), pending, verified, rejected. */
  bank_details_status?: string | null;
  bank_rejection_reason?: string | null;
}

/** A document as the back office lists it: whose it is, who decided, and the provider's progress. */
export interface AdminDocumentRow {
  document_id: string;
  provider_id: string;
  document_type: string;
  document_url: string;
  file_type: string;
  verification_status: string;
  rejection_reason: string | null;
  verified_at: Date | null;
  verified_by: string | null;
  verified_by_name: string | null;
  expiry_date: string | null;
  expires_at: Date | null;
  created_at: Date;
  business_name: string | null;
  verification_progress: number;
}

/** One provider in the verifiers' overview. */
export interface ProviderVerificationRow {
  provider_id: string;
  user_id: string;
  business_name: string;
  created_at: Date;
  identity_verified: boolean;
  business_verified: boolean;
  insurance_verified: boolean;
  background_check_passed: boolean;
  verification_progress: number;
  verification_level: string;
  verification_date: Date | null;
  bank_details_status: string;
  bank_details_revision: number | null;
  bank_rejection_reason: string | null;
  bank_reviewed_at: Date | null;
  bank_reviewed_by_name: string | null;
  bank_account_holder_name: string | null;
  bank_account_last4: string | null;
  bank_sort_code_last2: string | null;
  bank_name: string | null;
  bank_details_added_at: Date | null;
  expiring_documents: number;
  pending_documents: number;
}
