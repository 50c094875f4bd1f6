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

const BANK_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;

/**
 * Where the team's check of the provider's bank details stands, from the same read model the
 * back office's provider verification page reads, so both say the same.
 */
export function bankDetailsReviewJson(
  row: ProviderVerificationColumns & { bank_account_last4: string | null },
): { bankDetailsStatus: (typeof BANK_STATUSES)[number]; bankDetailsRejectionReason: string | null } {
  if (row.bank_account_last4 === null) return { bankDetailsStatus: 'none', bankDetailsRejectionReason: null };
  const status = BANK_STATUSES.find((s) => s === row.bank_details_status && s !== 'none') ?? 'pending';
  return {
    bankDetailsStatus: status,
    bankDetailsRejectionReason: status === 'rejected' ? (row.bank_rejection_reason ?? null) : null,
  };
}
