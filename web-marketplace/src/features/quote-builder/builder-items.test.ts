import type { Service } from '@esm/contract/services';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format';
import {
  durationLabel,
  durationLimits,
  newBuilderItem,
  quantityLabel,
  toQuoteServices,
} from './builder-items';

const service = (overrides: Partial<Service> = {}): Service => ({
  id: 's1',
  providerId: 'p1',
  categoryId: 'c1',
  name: 'Festival stage',
  description: 'A covered stage',
  basePrice: '450.00',
  directBookingTotal: '540.00',
  priceUnit: 'per event',
  minBookingDuration: 4,
  maxBookingDuration: 12,
  equipmentList: [],
  images: [],
  isAvailable: true,
  chargesMileage: false,
  pricePerMile: '0.00',
  maxMileageDistance: 50,
  costPerPerson: null,
  providerFeePercentage: '5.00',
  isBoosted: false,
  boostLevel: null,
  boostExpiresAt: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  location: 'Brighton, BN1',
  category: { id: 'c1', name: 'Staging', slug: 'staging' },
  price: '450.00',
  rating: '0.00',
  reviewCount: 0,
  ...overrides,
});

describe('quote builder items: what each line asks for and shows', () => {
  it('labels the quantity by price unit; per-hour services bill the hours instead', () => {
    expect(quantityLabel('per day')).toBe('Days');
    expect(quantityLabel('per item')).toBe('Items');
    expect(quantityLabel('per event')).toBe('Events');
    expect(quantityLabel('per hour')).toBeNull();
    expect(durationLabel('per hour')).toBe('Hours (billed)');
    expect(durationLabel('per day')).toBe('Hours on the day');
  });

  it('shows the server’s base price as it is, in pounds', () => {
    // The line reads "from £450.00 per event": the builder never computes a price.
    expect(`from ${formatMoney(service().basePrice)} ${service().priceUnit}`).toBe('from £450.00 per event');
    expect(formatMoney('1234.5')).toBe('£1,234.50');
  });

  it('starts a line at one unit for the service’s minimum hours', () => {
    expect(newBuilderItem(service())).toEqual({ service: service(), quantity: 1, duration: 4 });
    expect(newBuilderItem(service({ minBookingDuration: 0 })).duration).toBe(1);
  });

  it('gives table-and-chair hire its default 1 table and 8 chairs', () => {
    const furniture = service({ category: { id: 'c2', name: 'Table & Chair Hire', slug: 'furniture-hire' } });
    expect(newBuilderItem(furniture)).toMatchObject({ tableQuantity: 1, chairQuantity: 8 });
  });

  it('keeps hours between the service’s minimum and maximum (24 when it names none)', () => {
    expect(durationLimits(service())).toEqual({ min: 4, max: 12 });
    expect(durationLimits(service({ minBookingDuration: 0, maxBookingDuration: 0 }))).toEqual({
      min: 1,
      max: 24,
    });
    expect(durationLimits(service({ minBookingDuration: 6, maxBookingDuration: 2 }))).toEqual({
      min: 6,
      max: 6,
    });
  });

  it('sends each line as a quote request, with furniture only where it was asked for', () => {
    expect(
      toQuoteServices([
        { service: service(), quantity: 2, duration: 5 },
        { service: service({ id: 's2' }), quantity: 1, duration: 4, tableQuantity: 0, chairQuantity: 40 },
      ]),
    ).toEqual([
      { serviceId: 's1', quantity: 2, duration: 5 },
      { serviceId: 's2', quantity: 1, duration: 4, tableQuantity: 0, chairQuantity: 40 },
    ]);
  });
});
