import { describe, expect, it } from 'vitest';
import { type DomainError, isDomainError } from '../kernel/errors';
import type { QuoteItemRequest } from './item-pricing';
import { priceQuote, type QuotePrice } from './pricing';
import { itemOf, serviceWith, stageHire, weddingDetails } from './testing/test-fixtures';

const now = new Date('2026-06-01T12:00:00Z');

const refused = (outcome: QuotePrice | DomainError): DomainError => {
  if (!isDomainError(outcome)) throw new Error(`expected a refusal, got ${JSON.stringify(outcome)}`);
  return outcome;
};
const priced = (outcome: QuotePrice | DomainError): QuotePrice => {
  if (isDomainError(outcome)) throw new Error(`expected a price, got ${outcome.code}: ${outcome.message}`);
  return outcome;
};
const firstItemPrice = (item: QuoteItemRequest, guestCount = 80) =>
  priced(priceQuote(weddingDetails({ services: [item], guestCount }), now)).services[0];

describe('quote form checks in the spec order', () => {
  const missingText =
    'Please fill in all event details including venue postcode and add at least one service.';
  it.each([
    ['eventType', { eventType: '' }],
    ['eventDate', { eventDate: null }],
    ['eventLocation', { eventLocation: '   ' }],
    ['eventPostcode', { eventPostcode: undefined }],
    ['services', { services: [] }],
  ])('refuses a quote without %s as Missing Information', (field, changes) => {
    const error = refused(priceQuote(weddingDetails(changes), now));
    expect(error.code).toBe('QUOTE_MISSING_INFORMATION');
    expect(error.message).toBe(missingText);
    expect(Object.keys(error.fieldErrors ?? {})).toEqual([field]);
  });

  it('reports missing information before a bad postcode', () => {
    const error = refused(priceQuote(weddingDetails({ eventLocation: '', eventPostcode: 'nonsense' }), now));
    expect(error.code).toBe('QUOTE_MISSING_INFORMATION');
  });

  it.each(['M1 1AA', 'm11aa', 'SW1A 1AA', 'EC1A1BB', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', ' m1 1aa '])(
    'accepts the UK postcode %j',
    (eventPostcode) => {
      expect(isDomainError(priceQuote(weddingDetails({ eventPostcode }), now))).toBe(false);
    },
  );

  it.each(['SW1A', '12345', 'M1 1A', 'SW1A  1AA', 'QQQ1 1AA', 'M1 1AA X'])(
    'refuses the postcode %j',
    (eventPostcode) => {
      const error = refused(priceQuote(weddingDetails({ eventPostcode }), now));
      expect(error.code).toBe('QUOTE_INVALID_POSTCODE');
      expect(error.message).toBe(
        'Please enter a valid UK postcode (e.g., M1 1AA) for accurate mileage calculation.',
      );
    },
  );

  it('checks the postcode before the event type', () => {
    expect(refused(priceQuote(weddingDetails({ eventPostcode: '123', eventType: 'rave' }), now)).code).toBe(
      'QUOTE_INVALID_POSTCODE',
    );
  });

  it('refuses an event type the form does not offer', () => {
    expect(refused(priceQuote(weddingDetails({ eventType: 'rave' }), now)).code).toBe(
      'QUOTE_INVALID_EVENT_TYPE',
    );
  });

  it('refuses an event date that is not a date', () => {
    expect(refused(priceQuote(weddingDetails({ eventDate: 'next Saturday' }), now)).code).toBe(
      'QUOTE_INVALID_EVENT_DATE',
    );
  });

  it.each(['2026-05-31T12:00:00Z', '2026-06-01T12:00:00Z'])(
    'refuses an event that is not in the future (%s)',
    (eventDate) => {
      expect(refused(priceQuote(weddingDetails({ eventDate }), now)).code).toBe(
        'QUOTE_EVENT_DATE_NOT_IN_FUTURE',
      );
    },
  );

  it.each([-1, 2.5])('refuses a guest count of %d', (guestCount) => {
    expect(refused(priceQuote(weddingDetails({ guestCount }), now)).code).toBe('QUOTE_INVALID_GUEST_COUNT');
  });

  it('refuses the same service twice in one quote', () => {
    const services = [itemOf(stageHire), itemOf(stageHire, { quantity: 2 })];
    expect(refused(priceQuote(weddingDetails({ services }), now)).code).toBe('QUOTE_DUPLICATE_SERVICE');
  });
});

describe('each service is checked against its stored snapshot', () => {
  it.each([
    ['switched off', { isAvailable: false }],
    ['deleted', { removed: true }],
  ])('refuses a service that is %s, naming it', (_, changes) => {
    const error = refused(priceQuote(weddingDetails({ services: [itemOf(serviceWith(changes))] }), now));
    expect(error.code).toBe('QUOTE_SERVICE_UNAVAILABLE');
    expect(error.message).toBe(
      'Festival Stage is not available for booking at the moment. Please remove it from your quote.',
    );
  });

  it.each([0, 1.5, 1001])('refuses a quantity of %d', (quantity) => {
    const error = refused(priceQuote(weddingDetails({ services: [itemOf(stageHire, { quantity })] }), now));
    expect(error.code).toBe('QUOTE_INVALID_QUANTITY');
  });

  it.each([3, 25, 4.5])('refuses a duration of %d hours outside the service’s 4–24 hours', (duration) => {
    const error = refused(priceQuote(weddingDetails({ services: [itemOf(stageHire, { duration })] }), now));
    expect(error.code).toBe('QUOTE_INVALID_DURATION');
    expect(error.message).toBe('Festival Stage can be booked for between 4 and 24 hours.');
  });
});

describe('the server prices every item from the stored service', () => {
  it('per hour: basePrice × quantity × hours', () => {
    const service = serviceWith({ priceUnit: 'per hour', basePrice: 5000 });
    expect(firstItemPrice(itemOf(service, { quantity: 2, duration: 4 }))?.servicePrice).toBe(40000);
  });

  it.each([
    [4, 30000],
    [24, 30000],
    [25, 60000],
    [48, 60000],
  ])('per day: %i hours are charged as started days (%i pence)', (duration, expected) => {
    const service = serviceWith({ priceUnit: 'per day', basePrice: 30000, maxBookingDuration: 72 });
    expect(firstItemPrice(itemOf(service, { duration }))?.servicePrice).toBe(expected);
  });

  it('per event: basePrice × quantity, whatever the hours', () => {
    expect(firstItemPrice(itemOf(stageHire, { quantity: 2, duration: 10 }))?.servicePrice).toBe(90000);
  });

  it('per item: basePrice × quantity', () => {
    const service = serviceWith({ priceUnit: 'per item', basePrice: 500 });
    expect(firstItemPrice(itemOf(service, { quantity: 10 }))?.servicePrice).toBe(5000);
  });

  it('ignores a price sent by the browser', () => {
    const tampered = { ...itemOf(stageHire), price: 1 } as QuoteItemRequest;
    expect(firstItemPrice(tampered)?.price).toBe(45000);
  });
});

describe('food services add costPerPerson × guestCount', () => {
  const catering = serviceWith({
    name: 'Street Food Van',
    categorySlug: 'food-services',
    categoryName: 'Food Services',
    basePrice: 10000,
    costPerPerson: 2500,
  });

  it('adds £25 a head for 100 guests to the £100 base', () => {
    const item = firstItemPrice(itemOf(catering), 100);
    expect(item).toMatchObject({ servicePrice: 10000, perPersonPrice: 250000, price: 260000 });
  });

  it('refuses a per-person price without guests', () => {
    const error = refused(priceQuote(weddingDetails({ services: [itemOf(catering)], guestCount: 0 }), now));
    expect(error.code).toBe('QUOTE_GUEST_COUNT_REQUIRED');
    expect(error.message).toBe(
      'Please enter the number of guests so that Street Food Van can be priced per person.',
    );
  });

  it('charges nothing per person when the caterer set no cost per person', () => {
    expect(firstItemPrice(itemOf({ ...catering, costPerPerson: null }), 0)?.perPersonPrice).toBe(0);
  });

  it('ignores a cost per person outside food services', () => {
    expect(firstItemPrice(itemOf(serviceWith({ costPerPerson: 2500 })), 100)?.perPersonPrice).toBe(0);
  });
});

describe('Table & Chair Hire is priced per table and per chair', () => {
  const furniture = serviceWith({
    name: 'Banquet Furniture',
    categorySlug: 'furniture-hire',
    categoryName: 'Table & Chair Hire',
    priceUnit: 'per item',
    basePrice: 300,
  });

  it('charges basePrice × (tables + chairs): 5 tables and 40 chairs at £3', () => {
    const item = firstItemPrice(itemOf(furniture, { tableQuantity: 5, chairQuantity: 40 }));
    expect(item).toMatchObject({ tableQuantity: 5, chairQuantity: 40, servicePrice: 13500 });
  });

  it('defaults to 1 table and 8 chairs', () => {
    expect(firstItemPrice(itemOf(furniture))).toMatchObject({
      tableQuantity: 1,
      chairQuantity: 8,
      servicePrice: 2700,
    });
  });

  it.each([
    [51, 8, 'QUOTE_INVALID_TABLE_QUANTITY'],
    [-1, 8, 'QUOTE_INVALID_TABLE_QUANTITY'],
    [1.5, 8, 'QUOTE_INVALID_TABLE_QUANTITY'],
    [1, 201, 'QUOTE_INVALID_CHAIR_QUANTITY'],
    [0, 0, 'QUOTE_NO_TABLES_OR_CHAIRS'],
  ])('refuses %d tables and %d chairs (%s)', (tableQuantity, chairQuantity, code) => {
    const services = [itemOf(furniture, { tableQuantity, chairQuantity })];
    expect(refused(priceQuote(weddingDetails({ services }), now)).code).toBe(code);
  });

  it('accepts the limits of 50 tables and 200 chairs', () => {
    expect(firstItemPrice(itemOf(furniture, { tableQuantity: 50, chairQuantity: 200 }))?.servicePrice).toBe(
      75000,
    );
  });
});

describe('mileage: pricePerMile × one-way miles, rounded half-up to the penny', () => {
  const travelling = serviceWith({ chargesMileage: true, pricePerMile: 45, maxMileageDistance: 50 });

  it.each([
    [12.34, 555], // 555.3p
    [10.5, 473], // 472.5p rounds up
    [50, 2250], // the maximum distance itself is allowed
  ])('%d miles at 45p a mile → %i pence', (oneWayMiles, expected) => {
    expect(firstItemPrice(itemOf(travelling, { oneWayMiles }))?.mileagePrice).toBe(expected);
  });

  it('refuses a venue beyond the service’s maximum distance, naming the service', () => {
    const error = refused(
      priceQuote(weddingDetails({ services: [itemOf(travelling, { oneWayMiles: 50.01 })] }), now),
    );
    expect(error.code).toBe('QUOTE_SERVICE_OUT_OF_RANGE');
    expect(error.message).toBe(
      'Festival Stage travels up to 50 miles, and your venue is about 50.0 miles away. Please choose a provider closer to the venue.',
    );
  });

  it('charges no mileage, and sets no distance limit, when the service does not charge mileage', () => {
    expect(firstItemPrice(itemOf(stageHire, { oneWayMiles: 400 }))?.mileagePrice).toBe(0);
  });

  it.each([Number.NaN, -1])('refuses a distance of %d', (oneWayMiles) => {
    expect(
      refused(priceQuote(weddingDetails({ services: [itemOf(stageHire, { oneWayMiles })] }), now)).code,
    ).toBe('QUOTE_INVALID_DISTANCE');
  });
});

describe('a whole quote', () => {
  it('prices two providers on different plans and shares one VAT line exactly', () => {
    const lighting = serviceWith({
      serviceId: 'svc-lights',
      providerId: 'prov-2',
      name: 'Uplighting',
      priceUnit: 'per hour',
      basePrice: 5000,
    });
    const stage = serviceWith({ plan: 'enterprise', chargesMileage: true, pricePerMile: 45 });
    const quote = priced(
      priceQuote(weddingDetails({ services: [itemOf(lighting), itemOf(stage, { oneWayMiles: 10 })] }), now),
    );
    // lighting: 5000 × 4h = 20000; fee 1000; Basic 20% 4000; taxable 25000
    // stage: 45000 + mileage 450 = 45450; fee 2272.5 → 2273; Enterprise 10% 4545; taxable 52268
    // VAT on 77268 = 15453.6 → 15454, shared 5000.13… / 10453.86… → 5000 / 10454
    expect(
      quote.services.map(({ price, providerFee, platformFee, vatAmount, total }) => [
        price,
        providerFee,
        platformFee,
        vatAmount,
        total,
      ]),
    ).toEqual([
      [20000, 1000, 4000, 5000, 30000],
      [45450, 2273, 4545, 10454, 62722],
    ]);
    expect(quote).toMatchObject({
      subtotal: 65450,
      providerFees: 3273,
      platformFee: 8545,
      vatAmount: 15454,
      totalAmount: 92722,
    });
    expect(quote.services[1]).toMatchObject({
      commissionRate: 1000,
      plan: 'enterprise',
      providerId: 'prov-1',
    });
  });

  it('stores the postcode upper-cased and the event date as an ISO instant', () => {
    const quote = priced(
      priceQuote(
        weddingDetails({ eventPostcode: ' sw1a 1aa ', eventDate: '2026-08-15T14:00:00+01:00' }),
        now,
      ),
    );
    expect(quote.eventPostcode).toBe('SW1A 1AA');
    expect(quote.eventDate).toBe('2026-08-15T13:00:00.000Z');
  });
});
