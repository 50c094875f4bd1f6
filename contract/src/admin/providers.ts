import { z } from 'zod';
import { raListQuery } from './list';

export const PROVIDER_STANDINGS = ['good', 'warned', 'restricted', 'suspended', 'terminated'] as const;

/** GET /api/admin/providers */
export const adminProvidersListQuery = raListQuery(
  ['businessName', 'createdAt', 'openAlerts'],
  ['businessName', 'ASC'],
  {
    q: z.string().max(100).optional(),
    standing: z.enum(['good', 'restricted', 'suspended', 'terminated']).optional(),
    payoutsFrozen: z.boolean().optional(),
  },
);

export const adminProvider = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string(),
  contactEmail: z.string().nullable(),
  ownerName: z.string().nullable(),
  createdAt: z.string(),
  standing: z.enum(PROVIDER_STANDINGS),
  blockReason: z.string().nullable(),
  blockedUntil: z.string().nullable(),
  violationCount: z.number().int(),
  payoutsFrozen: z.boolean(),
  payoutsFrozenReason: z.string().nullable(),
  payoutsFrozenAt: z.string().nullable(),
  openAlerts: z.number().int(),
  riskScore: z.number().int(),
  riskLevel: z.enum(['Low', 'Medium', 'High']),
});
export type AdminProvider = z.infer<typeof adminProvider>;

const reason = z
  .string({ error: 'Please give a reason.' })
  .trim()
  .min(1, 'Please give a reason.')
  .max(1000, 'The reason must be at most 1000 characters.');

/** POST /api/admin/providers/:id/standing */
export const providerStandingBody = z
  .object({
    action: z.enum(['suspend', 'lift', 'terminate'], { error: 'Please choose suspend, lift or terminate.' }),
    reason,
  })
  .strict();

/** POST /api/admin/providers/:id/payouts */
export const providerPayoutsBody = z
  .object({ action: z.enum(['freeze', 'unfreeze'], { error: 'Please choose freeze or unfreeze.' }), reason })
  .strict();

export const providerHistoryEntry = z.object({
  id: z.string(),
  at: z.string(),
  type: z.string(),
  summary: z.string(),
  reason: z.string().nullable(),
  /** End of a restriction or suspension. */
  until: z.string().nullable(),
  /** Who acted: a person's name, or the platform. */
  by: z.string().nullable(),
});

/** GET /api/admin/providers/:id/history: the standing and payout-hold streams, newest first. */
export const providerHistory = z.object({ id: z.string(), entries: z.array(providerHistoryEntry) });
export type ProviderHistory = z.infer<typeof providerHistory>;
