import { formatPounds } from '@esm/core/money/index';
import type { ActiveBoostRow, BoostPackageRow } from '@esm/projections/boosts/rows';
import { z } from 'zod';
import { money } from '../http/schemas';

const level = z.enum(['featured', 'category']);

/** GET /api/boost-packages (contract BoostPackage). */
export const boostPackageResponse = z.object({
  id: z.string(),
  key: level,
  name: z.string(),
  description: z.string(),
  durationDays: z.number(),
  price: money,
  features: z.array(z.string()),
  isActive: z.boolean(),
  sortOrder: z.number(),
  visibilityMultiplier: z.number(),
});

export function boostPackageJson(row: BoostPackageRow, key: 'featured' | 'category') {
  return {
    id: row.id,
    key,
    name: row.name,
    description: row.description,
    durationDays: row.duration_days,
    price: formatPounds(Number(row.price)),
    features: row.features,
    isActive: row.is_active,
    sortOrder: row.sort_order,
    visibilityMultiplier: Number(row.visibility_multiplier),
  };
}

/** GET /api/services/{id}/boost-status (contract BoostStatus). */
export const boostStatusResponse = z.object({
  isBoosted: z.boolean(),
  boostLevel: level.nullable(),
  boostExpiresAt: z.string().nullable(),
  renewsAt: z.string().nullable(),
  cancelsAt: z.string().nullable(),
});
export type BoostStatusJson = z.infer<typeof boostStatusResponse>;

export function boostStatusJson(row: ActiveBoostRow | null): BoostStatusJson {
  if (!row)
    return { isBoosted: false, boostLevel: null, boostExpiresAt: null, renewsAt: null, cancelsAt: null };
  return {
    isBoosted: true,
    boostLevel: row.level,
    boostExpiresAt: row.end_date.toISOString(),
    // Renews monthly at the end of the paid term unless cancelled (then it runs to cancelsAt).
    renewsAt: row.cancels_at ? null : row.end_date.toISOString(),
    cancelsAt: row.cancels_at?.toISOString() ?? null,
  };
}
