import { z } from 'zod';
import { PROVIDER_PLANS } from './rates';

/** Zod shapes for money inside event payloads: whole, non-negative, exactly representable pence. */
export const penceSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export const basisPointsSchema = z.number().int().min(0);
export const providerPlanSchema = z.enum(PROVIDER_PLANS);

export const bookingMoneySchema = z.object({
  totalAmount: penceSchema,
  platformFee: penceSchema,
  vatAmount: penceSchema,
  providerAmount: penceSchema,
  depositAmount: penceSchema,
});

export const moneyPartsSchema = z.object({
  provider: penceSchema,
  platformFee: penceSchema,
  vat: penceSchema,
});
