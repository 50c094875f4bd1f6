import { z } from 'zod';
import { line, paymentGateway, providerPlan, text } from './common';

/** The provider verification fields (defaults: nothing verified, level basic). */
export const providerVerificationFields = {
  isVerified: z.boolean(),
  verificationLevel: z.string(),
  identityVerified: z.boolean(),
  businessVerified: z.boolean(),
  insuranceVerified: z.boolean(),
  backgroundCheckPassed: z.boolean(),
  /** 25% per passed check of four. */
  verificationProgress: z.number(),
  verificationDate: z.string().nullable(),
};

/**
 * GET /api/providers/me (alias /api/provider/me): the owner's view of their provider record. Bank
 * numbers never leave the server: only the last 4 digits of the account and a masked sort code
 * ("**-**-56").
 */
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
  /** The data model's VAT and company registration numbers: no screen collects them yet, so null. */
  vatNumber: z.string().nullable(),
  businessRegNumber: z.string().nullable(),
  serviceAreas: z.array(z.string()),
  /** Decimal string with two places, e.g. "4.70"; "0.00" before the first review. */
  rating: z.string(),
  totalReviews: z.number(),
  completedBookings: z.number(),
  /** Percentage with two places, the data model's default "100.00": no rule lowers it yet. */
  successRate: z.string(),
  depositRequired: z.boolean(),
  depositPercentage: z.string(),
  bankAccountHolderName: z.string().nullable(),
  bankAccountLast4: z.string().nullable(),
  /** Masked, e.g. "**-**-56". */
  bankSortCode: z.string().nullable(),
  bankName: z.string().nullable(),
  bankDetailsVerified: z.boolean(),
  /** The team's check of the details: none (no details), pending, verified or rejected. */
  bankDetailsStatus: z.enum(['none', 'pending', 'verified', 'rejected']),
  /** Why the team rejected them, shown to the provider until new details are saved. */
  bankDetailsRejectionReason: z.string().nullable(),
  bankDetailsAddedAt: z.string().nullable(),
  plan: providerPlan,
  createdAt: z.string(),
  /** Hours the provider has to answer a booking request (the same figure the service page shows). */
  responseTime: z.number(),
  /** 0–100 from the risk read model; the verification tab shows its level. */
  riskScore: z.number(),
  ...providerVerificationFields,
});
export type Provider = z.infer<typeof providerResponse>;

/** GET /api/providers/{id}: what anyone may see of a provider (no contact details, no bank details). */
export const publicProviderResponse = z.object({
  id: z.string(),
  businessName: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  /** The outward postcode, e.g. "M1". */
  location: z.string(),
  rating: z.string(),
  totalReviews: z.number(),
  completedBookings: z.number(),
  memberSince: z.string(),
  isVerified: z.boolean(),
  verificationLevel: z.string(),
});
export type PublicProvider = z.infer<typeof publicProviderResponse>;

/** GET /api/providers/{id}: the full record for its owner, the public fields for everyone else. */
export const providerOrPublicResponse = z.union([providerResponse, publicProviderResponse]);

/** GET /api/providers. */
export const providerListQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
/** Public fields only: the account behind a business is nobody else's business. */
export const providerListResponse = z.array(publicProviderResponse);

/** The provider card on a service page: real figures, not placeholders. */
export const providerSummaryResponse = z.object({
  id: z.string(),
  businessName: z.string(),
  rating: z.string(),
  totalReviews: z.number(),
  completedBookings: z.number(),
  memberSince: z.string(),
  /** Typical response time in hours. */
  responseTime: z.number(),
  isVerified: z.boolean(),
});
export type ProviderSummary = z.infer<typeof providerSummaryResponse>;

/** POST /api/providers. The rules and texts are core's; userId comes from the session. */
export const createProviderBody = z.object({
  businessName: line(200),
  contactEmail: text(254),
  phoneNumber: text(40),
  description: text(4000).nullish(),
  website: text(300).nullish(),
  businessAddress: text(300),
  postcode: text(12),
  serviceAreas: z.array(text(100)).max(50).nullish(),
  userId: z.string().optional(),
});
export type CreateProviderRequest = z.input<typeof createProviderBody>;

/** PUT /api/providers/{id}. */
export const updateProviderBody = createProviderBody
  .pick({ businessName: true, contactEmail: true, phoneNumber: true, description: true, website: true })
  .extend({
    businessAddress: text(300).optional(),
    postcode: text(12).optional(),
    serviceAreas: z.array(text(100)).max(50).nullish(),
  });
export type UpdateProviderRequest = z.input<typeof updateProviderBody>;

/** GET /api/providers/{id}/contact: 403 unless the caller has a paid, confirmed booking with them. */
export const providerContactResponse = z.object({
  contactEmail: z.string(),
  phoneNumber: z.string().nullable(),
  businessAddress: z.string().nullable(),
  postcode: z.string().nullable(),
  website: z.string().nullable(),
});
export type ProviderContact = z.infer<typeof providerContactResponse>;

/** POST /api/providers/bank-details: the only time full numbers travel; answers Provider. */
export const bankDetailsBody = z.object({
  bankAccountHolderName: line(200),
  bankAccountNumber: text(40),
  bankSortCode: text(40),
  bankName: text(200),
});
export type BankDetailsRequest = z.input<typeof bankDetailsBody>;

/** GET /api/providers/bank-details: what may be shown of saved bank details, never the numbers. */
export const bankDetailsResponse = z.object({
  bankAccountHolderName: z.string().nullable(),
  bankAccountLast4: z.string().nullable(),
  bankSortCode: z.string().nullable(),
  bankName: z.string().nullable(),
  bankDetailsVerified: z.boolean(),
  /** The team's check of the details: none (no details), pending, verified or rejected. */
  bankDetailsStatus: z.enum(['none', 'pending', 'verified', 'rejected']),
  /** Why the team rejected them, shown to the provider until new details are saved. */
  bankDetailsRejectionReason: z.string().nullable(),
  bankDetailsAddedAt: z.string().nullable(),
});

export const riskLevel = z.enum(['low', 'medium', 'high']);
export type RiskLevel = z.infer<typeof riskLevel>;

/** GET /api/providers/{id}/risk-score: 0–100; up to 20 Low, up to 50 Medium, above High. */
export const riskScoreResponse = z.object({
  riskScore: z.number(),
  level: riskLevel,
  /** Plain-language reasons that raised the score, for the provider to act on. */
  reasons: z.array(z.string()),
});
export type RiskScore = z.infer<typeof riskScoreResponse>;

export const accountStanding = z.enum(['good', 'warned', 'restricted', 'suspended', 'terminated']);
export type AccountStanding = z.infer<typeof accountStanding>;

/** GET /api/providers/block-status: the contact-sharing standing of the signed-in user. */
export const blockStatusResponse = z.object({
  isBlocked: z.boolean(),
  violationCount: z.number(),
  blockReason: z.string().nullable(),
  blockedUntil: z.string().nullable(),
  standing: accountStanding,
});
export type BlockStatus = z.infer<typeof blockStatusResponse>;

export const PAYOUT_ACCOUNT_STATUSES = [
  'no_bank_details',
  'setting_up',
  'action_required',
  'enabled',
] as const;

/** GET /api/providers/payout-account: whether payouts can reach the provider yet. */
export const payoutAccountResponse = z.object({
  gateway: paymentGateway,
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  /** The gateway's names for what it still needs (e.g. individual.dob.day); empty when nothing is due. */
  requirementsDue: z.array(z.string()),
  message: z.string(),
});
export type PayoutAccountStatus = z.infer<typeof payoutAccountResponse>;

/** A one-time link to the payment partner's page for the details it still needs. */
export const payoutAccountLinkResponse = z.object({ url: z.string() });
