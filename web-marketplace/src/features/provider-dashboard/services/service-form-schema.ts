import type { PriceUnit, Service, ServiceRequest } from '@esm/contract/services';
import { z } from 'zod';

export const PRICE_UNITS: PriceUnit[] = ['per day', 'per hour', 'per event', 'per item'];
export const MIN_PHOTOS = 3;
export const MAX_PHOTOS = 5;
export const FOOD_SLUG = 'food-services';

/**
 * The server's texts for the money fields (core's service form rules), so a refusal reads the same
 * whether the form or the API makes it.
 */
const MONEY_TEXTS = {
  basePrice: 'Base price must be a valid number',
  pricePerMile: 'Price per mile must be a valid number',
  costPerPerson: 'Cost per person must be a valid number',
  providerFeePercentage: 'Provider fee must be a valid number',
  providerFeeTooHigh: 'Provider fee must be at most 100%',
  amountTooLarge: 'Amounts must be at most £99,999,999.99',
} as const;

/**
 * The server's rule for amounts and rates: a plain non-negative decimal with at most two places
 * ("450", "450.5", "450.50"). A third place, a sign, an exponent or a separator is refused, not
 * rounded: a price nobody meant is worse than an error.
 */
const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** The money columns hold at most £99,999,999.99, in hundredths. */
const MAX_HUNDREDTHS = 9_999_999_999;

/**
 * "12.5" → 1250 hundredths (pence, or basis points for a percentage); null when not such a decimal.
 * The web app cannot import core, so this is core's parseHundredths again (after trimming what was
 * typed); test/architecture/money-rule-parity.test.ts holds the two to the same answers.
 */
export function hundredths(value: string): number | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  // More integer digits than this could not be held exactly; the server refuses them as invalid too.
  if (whole.length > 13) return null;
  return Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The text an amount of pounds is refused with, or null when it is one. */
function amountError(value: string, invalid: string): string | null {
  const amount = hundredths(value);
  if (amount === null) return invalid;
  return amount > MAX_HUNDREDTHS ? MONEY_TEXTS.amountTooLarge : null;
}

/** The provider fee: a percentage with at most two places, up to 100. */
function feeError(value: string): string | null {
  const rate = hundredths(value);
  if (rate === null) return MONEY_TEXTS.providerFeePercentage;
  return rate > 100_00 ? MONEY_TEXTS.providerFeeTooHigh : null;
}

/**
 * The service form, with its texts. Money stays a string (as the API wants it), checked by the
 * server's rule and sent as typed, never rounded; the server checks every rule again. Conditional
 * rules (mileage, cost per person) are applied in superRefine so hidden fields never block saving.
 */
export const serviceFormSchema = z
  .object({
    name: z.string().trim().min(3, 'Service name must be at least 3 characters').max(120),
    description: z.string().trim().min(10, 'Description must be at least 10 characters').max(2000),
    categoryId: z.string().min(1, 'Please select a category'),
    basePrice: z.string().superRefine((value, ctx) => {
      const error = amountError(value, MONEY_TEXTS.basePrice);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
    priceUnit: z.enum(['per day', 'per hour', 'per event', 'per item']),
    minBookingDuration: z.string(),
    maxBookingDuration: z.string(),
    equipment: z.string(),
    isAvailable: z.boolean(),
    chargesMileage: z.boolean(),
    pricePerMile: z.string(),
    maxMileageDistance: z.string(),
    costPerPerson: z.string(),
    providerFeePercentage: z.string().superRefine((value, ctx) => {
      const error = feeError(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
    /** Set by the form from the chosen category, so the food-only rule knows. */
    categorySlug: z.string(),
  })
  .superRefine((values, ctx) => {
    const min = Number(values.minBookingDuration);
    const max = Number(values.maxBookingDuration);
    if (!Number.isInteger(min) || min < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['minBookingDuration'],
        message: 'Minimum duration must be a whole number of hours',
      });
    }
    if (!Number.isInteger(max) || max < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxBookingDuration'],
        message: 'Maximum duration must be a whole number of hours',
      });
    } else if (Number.isInteger(min) && max < min) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxBookingDuration'],
        message: 'Maximum duration must be at least the minimum',
      });
    }
    if (values.chargesMileage) {
      const pricePerMile = amountError(values.pricePerMile, MONEY_TEXTS.pricePerMile);
      if (pricePerMile) ctx.addIssue({ code: 'custom', path: ['pricePerMile'], message: pricePerMile });
      // A blank distance counts as 0, which is below the minimum of 1.
      const distance = values.maxMileageDistance.trim() === '' ? 0 : Number(values.maxMileageDistance);
      if (!Number.isInteger(distance) || distance < 1 || distance > 500) {
        ctx.addIssue({
          code: 'custom',
          path: ['maxMileageDistance'],
          message: 'Maximum distance must be a whole number from 1 to 500 miles',
        });
      }
    }
    if (values.categorySlug === FOOD_SLUG && values.costPerPerson.trim() !== '') {
      const costPerPerson = amountError(values.costPerPerson, MONEY_TEXTS.costPerPerson);
      if (costPerPerson) ctx.addIssue({ code: 'custom', path: ['costPerPerson'], message: costPerPerson });
    }
  });

export type ServiceFormValues = z.input<typeof serviceFormSchema>;

export const SERVICE_FORM_DEFAULTS: ServiceFormValues = {
  name: '',
  description: '',
  categoryId: '',
  basePrice: '0',
  priceUnit: 'per day',
  minBookingDuration: '4',
  maxBookingDuration: '24',
  equipment: '',
  isAvailable: true,
  chargesMileage: false,
  pricePerMile: '0.00',
  maxMileageDistance: '50',
  costPerPerson: '',
  providerFeePercentage: '5.00',
  categorySlug: '',
};

export function valuesFromService(service: Service): ServiceFormValues {
  return {
    name: service.name,
    description: service.description,
    categoryId: service.categoryId,
    basePrice: service.basePrice,
    // The server stores the unit as text; one the form does not offer starts from the default.
    priceUnit: PRICE_UNITS.find((unit) => unit === service.priceUnit) ?? SERVICE_FORM_DEFAULTS.priceUnit,
    minBookingDuration: String(service.minBookingDuration),
    maxBookingDuration: String(service.maxBookingDuration),
    equipment: service.equipmentList.join('\n'),
    isAvailable: service.isAvailable,
    chargesMileage: service.chargesMileage,
    pricePerMile: service.pricePerMile,
    maxMileageDistance: String(service.maxMileageDistance),
    costPerPerson: service.costPerPerson ?? '',
    providerFeePercentage: service.providerFeePercentage,
    categorySlug: service.category.slug,
  };
}

/**
 * An amount the schema accepted, with exactly two places: "12.5" → "12.50". Digits are only
 * added, never dropped, so what is sent is what was typed.
 */
export function twoPlaces(value: string): string {
  const amount = hundredths(value);
  if (amount === null) throw new RangeError(`Not an amount with at most two decimal places: ${value}`);
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/** The payload; id, createdAt, isBoosted and boostExpiresAt are never sent. */
export function toServiceRequest(
  values: ServiceFormValues,
  providerId: string,
  images: string[],
): ServiceRequest {
  return {
    providerId,
    categoryId: values.categoryId,
    name: values.name.trim(),
    description: values.description.trim(),
    basePrice: twoPlaces(values.basePrice),
    priceUnit: values.priceUnit,
    minBookingDuration: Number(values.minBookingDuration),
    maxBookingDuration: Number(values.maxBookingDuration),
    equipmentList: values.equipment
      .split(/[\n,]/)
      .map((item) => item.trim())
      .filter(Boolean),
    images,
    chargesMileage: values.chargesMileage,
    pricePerMile: values.chargesMileage ? twoPlaces(values.pricePerMile) : '0.00',
    maxMileageDistance: values.chargesMileage ? Number(values.maxMileageDistance || 0) : 50,
    providerFeePercentage: twoPlaces(values.providerFeePercentage),
    isAvailable: values.isAvailable,
    costPerPerson:
      values.categorySlug === FOOD_SLUG && values.costPerPerson.trim() !== ''
        ? twoPlaces(values.costPerPerson)
        : null,
  };
}
