import { z } from 'zod';
import { boostLevel, money, text } from './common';

/** GET /api/boost-packages, in sortOrder. */
export const boostPackageResponse = z.object({
  id: z.string(),
  key: boostLevel,
  name: z.string(),
  description: z.string(),
  durationDays: z.number(),
  price: money,
  features: z.array(z.string()),
  isActive: z.boolean(),
  sortOrder: z.number(),
  /** 2 for Category Boost, 5 for Featured Boost. */
  visibilityMultiplier: z.number(),
});
export type BoostPackage = z.infer<typeof boostPackageResponse>;

/** GET /api/services/{id}/boost-status. */
export const boostStatusResponse = z.object({
  isBoosted: z.boolean(),
  boostLevel: boostLevel.nullable(),
  boostExpiresAt: z.string().nullable(),
  /** Next monthly renewal, null once cancelled. */
  renewsAt: z.string().nullable(),
  /** Set after cancelling: the boost runs until then (30 days notice). */
  cancelsAt: z.string().nullable(),
});
export type BoostStatus = z.infer<typeof boostStatusResponse>;

/** POST /api/services/{id}/boost: the package to buy; answers a PaymentSetup. */
export const buyBoostBody = z.object({ packageId: text(100).min(1, 'Please choose a boost package.') });
