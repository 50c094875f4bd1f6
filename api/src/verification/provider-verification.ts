import type { ProviderVerificationColumns } from '@esm/projections/verification/rows';
import { z } from 'zod';

/** 001 §3 provider verification fields (defaults: nothing verified, level basic). */
export const providerVerificationFields = {
  isVerified: z.boolean(),
  verificationLevel: z.string(),
  identityVerified: z.boolean(),
  businessVerified: z.boolean(),
  insuranceVerified: z.boolean(),
  backgroundCheckPassed: z.boolean(),
  /** 25% per passed check of four (001 §4). */
  verificationProgress: z.number(),
  verificationDate: z.string().nullable(),
};

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
