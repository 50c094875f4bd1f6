import { z } from 'zod';
import { line, text } from '../common';
import { raListQuery } from './list';

/** A boost package of the catalogue. `price` is integer pence (the back office shows pounds). */
export const adminBoostPackageResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  durationDays: z.number(),
  price: z.number().int(),
  features: z.array(z.string()),
  isActive: z.boolean(),
  sortOrder: z.number(),
  visibilityMultiplier: z.number(),
  /** Boosts bought with this package that are running now. */
  activeBoosts: z.number(),
});
export type AdminBoostPackage = z.infer<typeof adminBoostPackageResponse>;

export const ADMIN_BOOST_PACKAGE_SORTS = ['sortOrder', 'name', 'price', 'durationDays'] as const;

export const adminBoostPackagesQuery = raListQuery(ADMIN_BOOST_PACKAGE_SORTS, ['sortOrder', 'ASC'], {
  isActive: z.boolean().optional(),
});

/**
 * Create (POST /api/admin/boost-packages) and update (PUT …/:id). react-admin sends the whole
 * record back on update, so read-only fields (id, activeBoosts) are accepted and ignored.
 */
export const adminBoostPackageBody = z.object({
  name: line(80).refine((value) => value.trim() !== '', 'Name is required'),
  description: text(1000),
  durationDays: z.number().int('Duration must be a whole number of days').min(1).max(366),
  price: z.number().int('Price must be whole pence').min(0).max(100_000_00),
  features: z.array(line(200)).max(20),
  isActive: z.boolean(),
  sortOrder: z.number().int().min(-1000).max(1000),
  visibilityMultiplier: z.number().min(1).max(100),
});
export type AdminBoostPackageBody = z.infer<typeof adminBoostPackageBody>;
