import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';
import { penceSchema } from '../money';

/** Stream of one boost package of the catalogue: `boost-package-<packageId>`. */
export const boostPackageStream = (packageId: string): string => `boost-package-${packageId}`;

/** The fields boost packages, plus the visibility multiplier that ranks boosted services. */
export const boostPackageFields = z.object({
  name: z.string(),
  description: z.string(),
  durationDays: z.number().int().min(1),
  price: penceSchema,
  features: z.array(z.string()),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** 2 for Category Boost, 5 for Featured Boost: how much more often the service is shown. */
  visibilityMultiplier: z.number().min(1),
});
export type BoostPackageFields = z.infer<typeof boostPackageFields>;

export const boostPackageEvents = defineEvents({
  BoostPackageDefined: { schema: boostPackageFields.extend({ packageId: z.string() }) },
  BoostPackageUpdated: { schema: boostPackageFields.extend({ packageId: z.string() }) },
});

export type BoostPackageEvent = EventsOf<typeof boostPackageEvents>;
