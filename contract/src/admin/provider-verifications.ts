import { z } from 'zod';
import { raListQuery } from './list';

const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`);

export const bankDetailsStatus = z.enum(['none', 'pending', 'verified', 'rejected']);
export type BankDetailsStatus = z.infer<typeof bankDetailsStatus>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * `provider-verifications` in the back office: one record per provider (id = provider id) with
 * its four checks, level and progress, documents expiring soon, and the bank details review.
 */
export const adminProviderVerification = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string(),
  createdAt: z.string(),
  identityVerified: z.boolean(),
  businessVerified: z.boolean(),
  insuranceVerified: z.boolean(),
  backgroundCheckPassed: z.boolean(),
  /** 25 per passed check of four. */
  verificationProgress: z.number().int(),
  verificationLevel: z.enum(['basic', 'verified', 'enhanced']),
  verificationDate: z.string().nullable(),
  /** Approved or pending documents that stop counting within 30 days. */
  expiringDocuments: z.number().int(),
  pendingDocuments: z.number().int(),
  bankDetailsStatus,
  /** The revision a verify/reject names, so details changed meanwhile are not decided unseen. */
  bankDetailsRevision: z.number().int().nullable(),
  bankRejectionReason: z.string().nullable(),
  bankReviewedAt: z.string().nullable(),
  bankReviewedByName: z.string().nullable(),
  bankAccountHolderName: z.string().nullable(),
  bankAccountLast4: z.string().nullable(),
  /** Masked, e.g. "**-**-56". */
  bankSortCode: z.string().nullable(),
  bankName: z.string().nullable(),
  bankDetailsAddedAt: z.string().nullable(),
});
export type AdminProviderVerification = z.infer<typeof adminProviderVerification>;

export const providerVerificationsListQuery = raListQuery(
  [
    'businessName',
    'verificationProgress',
    'verificationLevel',
    'expiringDocuments',
    'pendingDocuments',
    'createdAt',
  ],
  ['businessName', 'ASC'],
  {
    level: z.enum(['basic', 'verified', 'enhanced']).optional(),
    incomplete: z.union([z.boolean(), flag]).optional(),
    expiring: z.union([z.boolean(), flag]).optional(),
    bankDetailsStatus: bankDetailsStatus.optional(),
    q: text(100).optional(),
  },
);

/** POST …/{id}/verify-bank-details: the revision the verifier looked at. */
export const verifyBankDetailsBody = z.object({ revision: z.number().int().positive() }).strict();
/** POST …/{id}/reject-bank-details: the revision and the reason the provider reads. */
export const rejectBankDetailsBody = z
  .object({ revision: z.number().int().positive(), reason: text(1000) })
  .strict();
