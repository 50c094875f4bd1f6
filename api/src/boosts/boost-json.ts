import type { BoostStatus } from '@esm/contract/boosts';
import { formatPounds } from '@esm/core/money/index';
import type { ActiveBoostRow, BoostPackageRow } from '@esm/projections/boosts/rows';

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

export type BoostStatusJson = BoostStatus;

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
