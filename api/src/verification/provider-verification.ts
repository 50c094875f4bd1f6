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

/** Add to a `FROM rm.providers p` query: `SELECT p.*, ${VERIFICATION_SELECT} … ${VERIFICATION_JOIN}`. */
export const VERIFICATION_SELECT =
  'v.identity_verified, v.business_verified, v.insurance_verified, v.background_check_passed, v.is_verified, v.verification_progress, v.verification_level, v.verification_date';
export const VERIFICATION_JOIN = 'LEFT JOIN rm.provider_verification v ON v.provider_id = p.id';

export function providerVerificationJson(row: ProviderVerificationColumns) {
  return {
    isVerified: row.is_verified ?? false,
    verificationLevel: row.verification_level ?? 'basic',
    identityVerified: row.identity_verified ?? false,
    businessVerified: row.business_verified ?? false,
    insuranceVerified: row.insurance_verified ?? false,
    backgroundCheckPassed: row.background_check_passed ?? false,
    verificationProgress: row.verification_progress ?? 0,
    verificationDate: row.verification_date?.toISOString() ?? null,
  };
}
