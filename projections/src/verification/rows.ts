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
}
