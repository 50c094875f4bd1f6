import type { ProviderVerificationColumns } from '@esm/projections/verification/rows';

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
