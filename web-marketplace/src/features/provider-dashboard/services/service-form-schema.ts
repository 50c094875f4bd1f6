import type { PriceUnit, Service, ServiceRequest } from '@esm/contract/services';
import { z } from 'zod';

export const PRICE_UNITS: PriceUnit[] = ['per day', 'per hour', 'per event', 'per item'];
export const MIN_PHOTOS = 3;
export const MAX_PHOTOS = 5;
export const FOOD_SLUG = 'food-services';

const isNumber = (value: string) =>
  value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) >= 0;

/**
 * The service form, with its texts. Money stays a string (as the API wants it); the
 * server checks every rule again. Conditional rules (mileage, cost per person) are applied in
 * superRefine so hidden fields never block saving.
 */
export const serviceFormSchema = z
  .object({
    name: z.string().trim().min(3, 'Service name must be at least 3 characters').max(120),
    description: z.string().trim().min(10, 'Description must be at least 10 characters').max(2000),
    categoryId: z.string().min(1, 'Please select a category'),
    basePrice: z.string().refine(isNumber, 'Base price must be a valid number'),
    priceUnit: z.enum(['per day', 'per hour', 'per event', 'per item']),
    minBookingDuration: z.string(),
    maxBookingDuration: z.string(),
    equipment: z.string(),
    isAvailable: z.boolean(),
    chargesMileage: z.boolean(),
    pricePerMile: z.string(),
    maxMileageDistance: z.string(),
    costPerPerson: z.string(),
    providerFeePercentage: z.string().refine(isNumber, 'Provider fee must be a valid number'),
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
      if (!isNumber(values.pricePerMile)) {
        ctx.addIssue({
          code: 'custom',
          path: ['pricePerMile'],
          message: 'Price per mile must be a valid number',
        });
      }
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
    if (
      values.categorySlug === FOOD_SLUG &&
      values.costPerPerson.trim() !== '' &&
      !isNumber(values.costPerPerson)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['costPerPerson'],
        message: 'Cost per person must be a valid number',
      });
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

const money = (value: string) => Number(value).toFixed(2);

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
    basePrice: money(values.basePrice),
    priceUnit: values.priceUnit,
    minBookingDuration: Number(values.minBookingDuration),
    maxBookingDuration: Number(values.maxBookingDuration),
    equipmentList: values.equipment
      .split(/[\n,]/)
      .map((item) => item.trim())
      .filter(Boolean),
    images,
    chargesMileage: values.chargesMileage,
    pricePerMile: values.chargesMileage ? money(values.pricePerMile) : '0.00',
    maxMileageDistance: values.chargesMileage ? Number(values.maxMileageDistance || 0) : 50,
    providerFeePercentage: money(values.providerFeePercentage),
    isAvailable: values.isAvailable,
    costPerPerson:
      values.categorySlug === FOOD_SLUG && values.costPerPerson.trim() !== ''
        ? money(values.costPerPerson)
        : null,
  };
}
