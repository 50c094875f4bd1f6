import type { BoostStatus } from '@esm/contract/boosts';
import { formatPounds } from '@esm/core/money/index';

export interface BoostPackageRow {
  id: string;
  name: string;
  description: string;
  duration_days: number;
  price: number;
  features: string[];
  is_active: boolean;
  sort_order: number;
  visibility_multiplier: string;
}

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

export interface ActiveBoostRow {
  boost_id: string;
  level: 'featured' | 'category';
  visibility_multiplier: string;
  term_value: number;
  start_date: Date;
  end_date: Date;
  cancels_at: Date | null;
}

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
