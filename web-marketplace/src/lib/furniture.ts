/**
 * Table-and-chair services: the category named 'Table & Chair Hire' (slug
 * furniture-hire) asks for tables 0–50 and chairs 0–200, defaulting to 1 table and 8 chairs,
 * with small, medium and large presets. The quantities travel to checkout and the server
 * prices them.
 */
export const TABLE_LIMITS = { min: 0, max: 50 } as const;
export const CHAIR_LIMITS = { min: 0, max: 200 } as const;
export const DEFAULT_FURNITURE = { tables: 1, chairs: 8 } as const;

export const FURNITURE_PRESETS = [
  { key: 'small', label: 'Small', tables: 2, chairs: 16 },
  { key: 'medium', label: 'Medium', tables: 5, chairs: 40 },
  { key: 'large', label: 'Large', tables: 10, chairs: 80 },
] as const;

export function isTableAndChairCategory(
  category: { name: string; slug?: string } | null | undefined,
): boolean {
  if (!category) return false;
  return category.name === 'Table & Chair Hire' || category.slug === 'furniture-hire';
}

/** Whole numbers within the limits; anything else (blank, negative, too many) is pulled inside. */
export function clampQuantity(value: number, limits: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, Math.trunc(value)));
}
