import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';

/** Stream of one provider's payout accounts: `payout-account-<providerId>`. */
export const payoutAccountStream = (providerId: string): string => `payout-account-${providerId}`;

/** Which gateway an account lives at: a simulated account id means nothing to Stripe, and back. */
export const PAYOUT_GATEWAYS = ['simulated', 'stripe'] as const;
export type PayoutGateway = (typeof PAYOUT_GATEWAYS)[number];

/**
 * What the gateway says about the account. No personal data: the bank numbers stay in the
 * provider's (encrypted) bank-details events and at the gateway.
 */
const status = {
  payoutsEnabled: z.boolean(),
  requirementsDue: z.array(z.string()),
};

export const payoutAccountEvents = defineEvents({
  PayoutAccountOpened: {
    schema: z.object({
      providerId: z.string(),
      gateway: z.enum(PAYOUT_GATEWAYS),
      accountId: z.string(),
      /** The revision of the provider's bank details the account was opened with. */
      bankRevision: z.number().int().positive(),
      ...status,
      openedAt: z.iso.datetime(),
    }),
  },
  PayoutAccountBankReplaced: {
    schema: z.object({
      providerId: z.string(),
      gateway: z.enum(PAYOUT_GATEWAYS),
      accountId: z.string(),
      bankRevision: z.number().int().positive(),
      ...status,
      replacedAt: z.iso.datetime(),
    }),
  },
  PayoutAccountStatusChanged: {
    schema: z.object({
      providerId: z.string(),
      gateway: z.enum(PAYOUT_GATEWAYS),
      accountId: z.string(),
      ...status,
      changedAt: z.iso.datetime(),
    }),
  },
});

export type PayoutAccountEvent = EventsOf<typeof payoutAccountEvents>;
