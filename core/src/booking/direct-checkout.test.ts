import { describe, expect, it } from 'vitest';
import { isDomainError } from '../kernel/errors';
import { serviceWith, stageHire } from '../quote/testing/test-fixtures';
import { priceDirectCheckout } from './direct-checkout';

const priced = (request: Parameters<typeof priceDirectCheckout>[0]) => {
  const outcome = priceDirectCheckout(request);
  if (isDomainError(outcome)) throw new Error(`expected a price, got ${outcome.code}`);
  return outcome;
};
const refusedCode = (request: Parameters<typeof priceDirectCheckout>[0]) => {
  const outcome = priceDirectCheckout(request);
  if (!isDomainError(outcome)) throw new Error(`expected a refusal, got ${JSON.stringify(outcome)}`);
  return outcome.code;
};
const deposit = { depositRequired: true, depositRate: 2500 };
const furniture = serviceWith({
  categoryName: 'Table & Chair Hire',
  categorySlug: 'furniture-hire',
  basePrice: 300,
});

describe('direct service checkout (total = basePrice × 1.2)', () => {
  it('charges the client £540 for a £450 Basic-plan service; the provider gets £450', () => {
    expect(priceDirectCheckout({ service: stageHire, deposit })).toEqual({
      price: 45000,
      tableQuantity: null,
      chairQuantity: null,
      money: {
        totalAmount: 54000,
        platformFee: 9000,
        vatAmount: 0,
        providerAmount: 45000,
        depositAmount: 11250,
      },
    });
  });

  it('charges the client the same on Enterprise, where the provider gets basePrice × 1.1', () => {
    expect(priced({ service: serviceWith({ plan: 'enterprise' }), deposit }).money).toMatchObject({
      totalAmount: 54000,
      platformFee: 4500,
      providerAmount: 49500,
    });
  });

  it('ignores table and chair quantities for other categories', () => {
    expect(priced({ service: stageHire, tableQuantity: 10, chairQuantity: 80, deposit }).price).toBe(45000);
  });

  it('charges Table & Chair Hire per table and chair chosen on the service page: 5 + 40 at £3', () => {
    expect(priceDirectCheckout({ service: furniture, tableQuantity: 5, chairQuantity: 40, deposit })).toEqual(
      {
        price: 13500,
        tableQuantity: 5,
        chairQuantity: 40,
        money: {
          totalAmount: 16200,
          platformFee: 2700,
          vatAmount: 0,
          providerAmount: 13500,
          depositAmount: 3375,
        },
      },
    );
  });

  it('uses the service page default of 1 table and 8 chairs', () => {
    expect(priced({ service: furniture, deposit }).price).toBe(2700);
  });

  it('refuses more than 200 chairs', () => {
    expect(refusedCode({ service: furniture, tableQuantity: 1, chairQuantity: 201, deposit })).toBe(
      'QUOTE_INVALID_CHAIR_QUANTITY',
    );
  });

  it('refuses a service that is not available', () => {
    expect(refusedCode({ service: serviceWith({ isAvailable: false }), deposit })).toBe(
      'QUOTE_SERVICE_UNAVAILABLE',
    );
  });
});
