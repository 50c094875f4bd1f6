import { describe, expect, it } from 'vitest';
import {
  FOOD_SLUG,
  SERVICE_FORM_DEFAULTS,
  type ServiceFormValues,
  serviceFormSchema,
  toServiceRequest,
} from './service-form-schema';

const valid: ServiceFormValues = {
  ...SERVICE_FORM_DEFAULTS,
  name: 'Festival PA',
  description: 'A full line-array PA with an engineer for the day.',
  categoryId: 'category-sound',
  categorySlug: 'sound-hire',
  basePrice: '450',
};

/** The first error on `field`, or null when the form takes the values. */
const errorOn = (field: keyof ServiceFormValues, values: Partial<ServiceFormValues>) => {
  const result = serviceFormSchema.safeParse({ ...valid, ...values });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
};

describe('service form: money is taken as typed, never rounded', () => {
  it('refuses a third decimal place on the field, in the server’s words', () => {
    expect(errorOn('basePrice', { basePrice: '12.345' })).toBe('Base price must be a valid number');
    expect(errorOn('providerFeePercentage', { providerFeePercentage: '5.125' })).toBe(
      'Provider fee must be a valid number',
    );
    expect(errorOn('pricePerMile', { chargesMileage: true, pricePerMile: '0.455' })).toBe(
      'Price per mile must be a valid number',
    );
    expect(errorOn('costPerPerson', { categorySlug: FOOD_SLUG, costPerPerson: '18.999' })).toBe(
      'Cost per person must be a valid number',
    );
  });

  it('refuses what the server refuses rather than guessing: exponents, signs, a bare point', () => {
    for (const basePrice of ['1e3', '-5', '+5', '.5', '450.', '0x10', '1,000', ''])
      expect(errorOn('basePrice', { basePrice }), basePrice).toBe('Base price must be a valid number');
  });

  it('keeps the server’s limits: amounts up to £99,999,999.99, a provider fee up to 100%', () => {
    expect(errorOn('basePrice', { basePrice: '99999999.99' })).toBeNull();
    expect(errorOn('basePrice', { basePrice: '100000000' })).toBe('Amounts must be at most £99,999,999.99');
    expect(errorOn('providerFeePercentage', { providerFeePercentage: '100' })).toBeNull();
    expect(errorOn('providerFeePercentage', { providerFeePercentage: '100.01' })).toBe(
      'Provider fee must be at most 100%',
    );
  });

  it('ignores the hidden fields, as before', () => {
    expect(errorOn('pricePerMile', { chargesMileage: false, pricePerMile: '0.455' })).toBeNull();
    expect(errorOn('costPerPerson', { categorySlug: 'sound-hire', costPerPerson: '18.999' })).toBeNull();
  });

  it('sends what was typed, with two places', () => {
    const values: ServiceFormValues = {
      ...valid,
      basePrice: '12.5',
      providerFeePercentage: '7.25',
      chargesMileage: true,
      pricePerMile: '0.45',
      categorySlug: FOOD_SLUG,
      costPerPerson: '007.1',
    };
    expect(serviceFormSchema.safeParse(values).success).toBe(true);
    expect(toServiceRequest(values, 'provider-1', [])).toMatchObject({
      basePrice: '12.50',
      providerFeePercentage: '7.25',
      pricePerMile: '0.45',
      costPerPerson: '7.10',
    });
    // An amount the form would refuse is never rounded into one it would take.
    expect(() => toServiceRequest({ ...values, basePrice: '12.345' }, 'provider-1', [])).toThrow(RangeError);
  });
});
