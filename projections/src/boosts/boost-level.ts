/**
 * A boost's level from its visibility: Featured Boost (5×) ranks above Category Boost (2×) in
 * search ("Featured before Category boost"). The packages carry the multiplier, so a
 * new package ranks by how visible it promises to be, not by its name.
 */
export type BoostLevel = 'featured' | 'category';

export const FEATURED_MIN_MULTIPLIER = 5;

export const boostLevelOf = (visibilityMultiplier: number): BoostLevel =>
  visibilityMultiplier >= FEATURED_MIN_MULTIPLIER ? 'featured' : 'category';

/** services.boost_rank: 2 Featured, 1 Category, 0 none. */
export const boostRankOf = (level: BoostLevel): number => (level === 'featured' ? 2 : 1);
