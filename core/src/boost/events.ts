import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';
import { penceSchema } from '../money';

/** Stream of one boost purchase of one service: `boost-<boostId>`. */
export const boostStream = (boostId: string): string => `boost-${boostId}`;

const instant = z.iso.datetime();

export const boostEvents = defineEvents({
  /** Payment pending; the package is copied so later catalogue changes do not alter this purchase. */
  BoostPurchaseRequested: {
    schema: z.object({
      boostId: z.string(),
      serviceId: z.string(),
      providerId: z.string(),
      packageId: z.string(),
      packageName: z.string(),
      durationDays: z.number().int().min(1),
      price: penceSchema,
      visibilityMultiplier: z.number().min(1),
      /** Unused part of the lower boost this purchase upgrades, taken off the first payment. */
      credit: penceSchema,
      amount: penceSchema,
      upgradesBoostId: z.string().nullable(),
      paymentId: z.string(),
      requestedBy: z.string(),
      requestedAt: instant,
    }),
  },
  BoostPaymentFailed: {
    schema: z.object({
      boostId: z.string(),
      serviceId: z.string(),
      paymentId: z.string(),
      failedAt: instant,
    }),
  },
  /** Service boost: initial status active; the service shows as boosted until endDate. */
  BoostActivated: {
    schema: z.object({
      boostId: z.string(),
      serviceId: z.string(),
      providerId: z.string(),
      packageId: z.string(),
      visibilityMultiplier: z.number().min(1),
      amount: penceSchema,
      paymentId: z.string(),
      startDate: instant,
      endDate: instant,
      upgradesBoostId: z.string().nullable(),
    }),
  },
  BoostRenewed: {
    schema: z.object({
      boostId: z.string(),
      serviceId: z.string(),
      amount: penceSchema,
      paymentId: z.string(),
      termStart: instant,
      endDate: instant,
      renewedAt: instant,
    }),
  },
  BoostCancellationRequested: {
    schema: z.object({
      boostId: z.string(),
      serviceId: z.string(),
      requestedBy: z.string(),
      requestedAt: instant,
      /** The later of 30 days from the request and the end of the paid term. */
      endsAt: instant,
    }),
  },
  BoostExpired: {
    schema: z.object({
      boostId: z.string(),
      serviceId: z.string(),
      reason: z.enum(['cancelled', 'renewal_payment_failed']),
      failedPaymentId: z.string().nullable(),
      expiredAt: instant,
    }),
  },
  /** Replaced by a higher boost of the same service (Category → Featured). */
  BoostUpgraded: {
    schema: z.object({
      boostId: z.string(),
      serviceId: z.string(),
      upgradedToBoostId: z.string(),
      endedAt: instant,
    }),
  },
});

export type BoostEvent = EventsOf<typeof boostEvents>;
