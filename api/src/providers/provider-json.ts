import type { providerResponse, publicProviderResponse } from '@esm/contract/providers';
import { formatBasisPoints } from '@esm/core/money/index';
import type { ProviderRow } from '@esm/projections/providers/rows';
import type { z } from 'zod';
import { averageRating } from '../services/service-json';
import { bankDetailsReviewJson, providerVerificationJson } from '../verification/provider-verification';
import { RESPONSE_TIME_HOURS } from './summary';

/** The data model's default; nothing in the product measures a provider's success yet. */
export const DEFAULT_SUCCESS_RATE = '100.00';

export function providerJson(row: ProviderRow, riskScore: number): z.infer<typeof providerResponse> {
  return {
    id: row.id,
    userId: row.user_id,
    businessName: row.business_name,
    description: row.description,
    businessAddress: row.business_address,
    postcode: row.postcode,
    phoneNumber: row.phone_number,
    contactEmail: row.contact_email,
    website: row.website,
    vatNumber: null,
    businessRegNumber: null,
    serviceAreas: row.service_areas,
    rating: averageRating(Number(row.rating_sum), row.rating_count),
    totalReviews: row.rating_count,
    completedBookings: row.completed_bookings,
    successRate: DEFAULT_SUCCESS_RATE,
    depositRequired: row.deposit_required,
    depositPercentage: formatBasisPoints(row.deposit_percentage),
    bankAccountHolderName: row.bank_account_holder_name,
    bankAccountLast4: row.bank_account_last4,
    bankSortCode: row.bank_sort_code_last2 ? `**-**-${row.bank_sort_code_last2}` : null,
    bankName: row.bank_name,
    bankDetailsVerified: row.bank_details_verified,
    ...bankDetailsReviewJson(row),
    bankDetailsAddedAt: row.bank_details_added_at?.toISOString() ?? null,
    plan: row.plan as 'basic' | 'professional' | 'enterprise',
    createdAt: row.created_at.toISOString(),
    riskScore,
    responseTime: RESPONSE_TIME_HOURS,
    ...providerVerificationJson(row),
  };
}

export function publicProviderJson(row: ProviderRow): z.infer<typeof publicProviderResponse> {
  return {
    id: row.id,
    businessName: row.business_name,
    description: row.description,
    website: row.website,
    location: row.outward_code,
    rating: averageRating(Number(row.rating_sum), row.rating_count),
    totalReviews: row.rating_count,
    completedBookings: row.completed_bookings,
    memberSince: row.created_at.toISOString(),
    isVerified: row.is_verified ?? false,
    verificationLevel: row.verification_level ?? 'basic',
  };
}
