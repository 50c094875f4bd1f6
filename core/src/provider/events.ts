import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';

/** Stream of one provider: `provider-<providerId>`. */
export const providerStream = (providerId: string): string => `provider-${providerId}`;

const profile = {
  providerId: z.string(),
  /** The user who owns the profile; the subject of its personal data. */
  userId: z.string(),
  businessName: z.string(),
  contactEmail: z.string(),
  phoneNumber: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  businessAddress: z.string(),
  postcode: z.string(),
  outwardCode: z.string(),
  serviceAreas: z.array(z.string()),
};
// A sole trader's contact details and address are a person's data; the business name and website are public.
const profilePersonal = {
  subject: 'userId',
  fields: ['contactEmail', 'phoneNumber', 'businessAddress', 'postcode'],
} as const;

const bankDetails = {
  providerId: z.string(),
  userId: z.string(),
  bankAccountHolderName: z.string(),
  bankAccountNumber: z.string(),
  bankSortCode: z.string(),
  bankName: z.string(),
  /** Shown on the settings tab and to the back office without decrypting anything. */
  accountNumberLast4: z.string(),
  /** 1 for the first details, +1 for every change; a verification names the revision it checked. */
  revision: z.number().int().positive(),
  bankDetailsAddedAt: z.iso.datetime(),
};
const bankPersonal = {
  subject: 'userId',
  fields: ['bankAccountHolderName', 'bankAccountNumber', 'bankSortCode'],
} as const;

/** depositPercentage keeps the spec's name but is held in basis points (2500 = "25.00"), as core/src/money does. */
const depositSettings = {
  depositRequired: z.boolean(),
  depositPercentage: z.number().int().min(0).max(10_000),
};

export const providerEvents = defineEvents({
  ProviderProfileCreated: { schema: z.object({ ...profile, ...depositSettings }), personal: profilePersonal },
  ProviderProfileUpdated: { schema: z.object(profile), personal: profilePersonal },
  ProviderBankDetailsAdded: { schema: z.object(bankDetails), personal: bankPersonal },
  /** New details are unverified again until a verifier checks them. */
  ProviderBankDetailsChanged: { schema: z.object(bankDetails), personal: bankPersonal },
  ProviderBankDetailsVerified: {
    schema: z.object({
      providerId: z.string(),
      revision: z.number().int().positive(),
      verifiedBy: z.string(),
      verifiedAt: z.iso.datetime(),
    }),
  },
  /** The reason is what the provider reads on their bank details page; new details are checked again. */
  ProviderBankDetailsRejected: {
    schema: z.object({
      providerId: z.string(),
      revision: z.number().int().positive(),
      reason: z.string(),
      rejectedBy: z.string(),
      rejectedAt: z.iso.datetime(),
    }),
  },
  ProviderDepositSettingsChanged: { schema: z.object({ providerId: z.string(), ...depositSettings }) },
});

export type ProviderEvent = EventsOf<typeof providerEvents>;
