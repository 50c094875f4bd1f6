import { formatBasisPoints } from '@esm/core/money/index';
import { z } from 'zod';
import { averageRating } from '../services/service-json';
import {
  type ProviderVerificationColumns,
  providerVerificationFields,
  providerVerificationJson,
} from '../verification/provider-verification';
import { RESPONSE_TIME_HOURS } from './summary';

export interface ProviderRow extends ProviderVerificationColumns {
  id: string;
  user_id: string;
  business_name: string;
  description: string | null;
  business_address: string | null;
  postcode: string | null;
  outward_code: string;
  phone_number: string | null;
  contact_email: string | null;
  website: string | null;
  service_areas: string[];
  deposit_required: boolean;
  deposit_percentage: number;
  bank_account_holder_name: string | null;
  bank_account_last4: string | null;
  bank_sort_code_last2: string | null;
  bank_name: string | null;
  bank_details_verified: boolean;
  bank_details_added_at: Date | null;
  plan: string;
  rating_sum: number;
  rating_count: number;
  completed_bookings: number;
  created_at: Date;
}

/** The owner's view of their provider record (001 §3 minus the bank numbers, which never leave). */
export const providerResponse = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string(),
  description: z.string().nullable(),
  businessAddress: z.string().nullable(),
  postcode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  contactEmail: z.string().nullable(),
  website: z.string().nullable(),
  serviceAreas: z.array(z.string()),
  rating: z.string(),
  totalReviews: z.number(),
  completedBookings: z.number(),
  depositRequired: z.boolean(),
  depositPercentage: z.string(),
  bankAccountHolderName: z.string().nullable(),
  bankAccountLast4: z.string().nullable(),
  bankSortCode: z.string().nullable(),
  bankName: z.string().nullable(),
  bankDetailsVerified: z.boolean(),
  bankDetailsAddedAt: z.string().nullable(),
  plan: z.enum(['basic', 'professional', 'enterprise']),
  createdAt: z.string(),
  /** 0–100 from the risk read model (DESIGN.md §6); the verification tab shows its level. */
  riskScore: z.number(),
  /** Hours the provider has to answer a booking request (the same figure the service page shows). */
  responseTime: z.number(),
  ...providerVerificationFields,
});

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
    serviceAreas: row.service_areas,
    rating: averageRating(Number(row.rating_sum), row.rating_count),
    totalReviews: row.rating_count,
    completedBookings: row.completed_bookings,
    depositRequired: row.deposit_required,
    depositPercentage: formatBasisPoints(row.deposit_percentage),
    bankAccountHolderName: row.bank_account_holder_name,
    bankAccountLast4: row.bank_account_last4,
    bankSortCode: row.bank_sort_code_last2 ? `**-**-${row.bank_sort_code_last2}` : null,
    bankName: row.bank_name,
    bankDetailsVerified: row.bank_details_verified,
    bankDetailsAddedAt: row.bank_details_added_at?.toISOString() ?? null,
    plan: row.plan as 'basic' | 'professional' | 'enterprise',
    createdAt: row.created_at.toISOString(),
    riskScore,
    responseTime: RESPONSE_TIME_HOURS,
    ...providerVerificationJson(row),
  };
}

/** What anyone may see of a provider: no contact details, no bank details (001 §6). */
export const publicProviderResponse = z.object({
  id: z.string(),
  businessName: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string(),
  rating: z.string(),
  totalReviews: z.number(),
  completedBookings: z.number(),
  memberSince: z.string(),
  isVerified: z.boolean(),
  verificationLevel: z.string(),
});

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
