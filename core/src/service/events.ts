import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';
import { PRICE_UNITS } from './service-form';

/** Stream of one service listing: `service-<serviceId>`. */
export const serviceStream = (serviceId: string): string => `service-${serviceId}`;

const pence = z.number().int().min(0);

/** A listing's fields as stored: money in pence, providerFeePercentage in basis points (500 = "5.00"). */
const listing = {
  name: z.string(),
  description: z.string(),
  basePrice: pence,
  priceUnit: z.enum(PRICE_UNITS),
  minBookingDuration: z.number().int().positive(),
  maxBookingDuration: z.number().int().positive(),
  equipmentList: z.array(z.string()),
  images: z.array(z.string()),
  isAvailable: z.boolean(),
  chargesMileage: z.boolean(),
  pricePerMile: pence,
  maxMileageDistance: z.number().int().positive(),
  costPerPerson: pence.nullable(),
  providerFeePercentage: z.number().int().min(0).max(10_000),
};

/** Category slugs never change (CategoryUpdated has none), so the event can carry the slug too. */
const category = { categoryId: z.string(), categorySlug: z.string() };

export const serviceEvents = defineEvents({
  ServiceListed: {
    schema: z.object({
      serviceId: z.string(),
      providerId: z.string(),
      /** The provider's user: the only one who may change the listing. */
      providerUserId: z.string(),
      ...category,
      ...listing,
    }),
  },
  ServiceUpdated: { schema: z.object({ serviceId: z.string(), ...category, ...listing }) },
  ServiceAvailabilityChanged: { schema: z.object({ serviceId: z.string(), isAvailable: z.boolean() }) },
  /** The listing disappears from the marketplace; its history and existing bookings stay. */
  ServiceRemoved: {
    schema: z.object({
      serviceId: z.string(),
      removedBy: z.enum(['provider', 'admin', 'system']),
      reason: z.string().nullable(),
    }),
  },
});

export type ServiceEvent = EventsOf<typeof serviceEvents>;
