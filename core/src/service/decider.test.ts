import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { given } from '../kernel/given-when-then';
import { type ServiceCommand, serviceDecider } from './decider';
import type { ServiceEvent } from './events';
import type { ServiceFormInput, ServiceListing } from './service-form';

const serviceId = 's1';
const providerUserId = 'u-provider';
const owner = { kind: 'user', userId: providerUserId, roles: [] } as const;
const stranger = { kind: 'user', userId: 'u-other', roles: [] } as const;
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const provider = { providerId: 'p1', userId: providerUserId, standing: 'good' } as const;
const stageHire = { id: 'c-stage', slug: 'stage-hire', name: 'Stage Hire' };
const food = { id: 'c-food', slug: 'food-services', name: 'Food Services' };
const images = ['/objects/uploads/a.jpg', '/objects/uploads/b.jpg', '/objects/uploads/c.jpg'];

const form: ServiceFormInput = {
  name: 'Modular Outdoor Stage 8m x 6m',
  description: 'Weatherproof modular stage with roof, skirting and access steps.',
  basePrice: '1450.00',
  priceUnit: 'per day',
  minBookingDuration: 6,
  maxBookingDuration: 48,
  equipmentList: ['Stage decks', 'Roof canopy'],
  images,
  isAvailable: true,
  chargesMileage: true,
  pricePerMile: '0.55',
  maxMileageDistance: 80,
  providerFeePercentage: '5.00',
};
const listing = {
  name: 'Modular Outdoor Stage 8m x 6m',
  description: 'Weatherproof modular stage with roof, skirting and access steps.',
  basePrice: 145_000,
  priceUnit: 'per day' as const,
  minBookingDuration: 6,
  maxBookingDuration: 48,
  equipmentList: ['Stage decks', 'Roof canopy'],
  images,
  isAvailable: true,
  chargesMileage: true,
  pricePerMile: 55,
  maxMileageDistance: 80,
  costPerPerson: null,
  providerFeePercentage: 500,
};
const listed: ServiceEvent = {
  type: 'ServiceListed',
  data: {
    serviceId,
    providerId: 'p1',
    providerUserId,
    categoryId: 'c-stage',
    categorySlug: 'stage-hire',
    ...listing,
  },
};
const removed: ServiceEvent = {
  type: 'ServiceRemoved',
  data: { serviceId, removedBy: 'provider', reason: null },
};

const list = (
  overrides: Partial<ServiceFormInput> = {},
  extra: Partial<ServiceCommand> = {},
): ServiceCommand =>
  ({
    type: 'ListService',
    actor: owner,
    serviceId,
    provider,
    category: stageHire,
    form: { ...form, ...overrides },
    ...extra,
  }) as ServiceCommand;
const update = (overrides: Partial<ServiceFormInput> = {}, category = stageHire): ServiceCommand => ({
  type: 'UpdateService',
  actor: owner,
  serviceId,
  category,
  form: { ...form, ...overrides },
});
const listedWith = (
  data: Partial<ServiceListing> & { categoryId?: string; categorySlug?: string },
): ServiceEvent => ({ type: 'ServiceListed', data: { ...listed.data, ...data } }) as ServiceEvent;

describe('service: listing', () => {
  it('lists a service with money parsed from decimal strings into pence', () => {
    given(serviceDecider).when(list()).thenEvents([listed]);
  });

  it('applies the spec defaults for everything left out', () => {
    given(serviceDecider)
      .when(
        list({
          basePrice: undefined,
          priceUnit: undefined,
          minBookingDuration: undefined,
          maxBookingDuration: undefined,
          equipmentList: undefined,
          isAvailable: undefined,
          chargesMileage: undefined,
          pricePerMile: undefined,
          maxMileageDistance: undefined,
          providerFeePercentage: undefined,
        }),
      )
      .thenEvents([
        listedWith({
          basePrice: 0,
          priceUnit: 'per day',
          minBookingDuration: 4,
          maxBookingDuration: 24,
          equipmentList: [],
          isAvailable: true,
          chargesMileage: false,
          pricePerMile: 0,
          maxMileageDistance: 50,
          providerFeePercentage: 500,
        }),
      ]);
  });

  it('accepts numbers where the API passes them and trims the texts', () => {
    given(serviceDecider)
      .when(
        list({
          basePrice: 1450,
          minBookingDuration: '6',
          name: '  Modular Outdoor Stage 8m x 6m ',
          equipmentList: [' Stage decks', '', 'Roof canopy '],
        }),
      )
      .thenEvents([listed]);
  });

  it('keeps costPerPerson for food services', () => {
    given(serviceDecider)
      .when(list({ costPerPerson: '18.50' }, { category: food }))
      .thenEvents([listedWith({ categoryId: 'c-food', categorySlug: 'food-services', costPerPerson: 1850 })]);
  });

  it('stores an empty costPerPerson of a food service as none', () => {
    given(serviceDecider)
      .when(list({ costPerPerson: '' }, { category: food }))
      .thenEvents([listedWith({ categoryId: 'c-food', categorySlug: 'food-services', costPerPerson: null })]);
  });

  it('ignores costPerPerson outside food services, where the form hides it', () => {
    given(serviceDecider)
      .when(list({ costPerPerson: '18.50' }))
      .thenEvents([listed]);
  });

  it('ignores the mileage fields when mileage is not charged, even stale invalid ones', () => {
    given(serviceDecider)
      .when(list({ chargesMileage: false, pricePerMile: '-1', maxMileageDistance: 0 }))
      .thenEvents([listedWith({ chargesMileage: false, pricePerMile: 0, maxMileageDistance: 50 })]);
  });

  it('never takes id, createdAt, isBoosted or boostExpiresAt from the client', () => {
    const sneaky = {
      ...form,
      id: 'mine',
      createdAt: '2020-01-01',
      isBoosted: true,
      boostExpiresAt: '2099-01-01',
    };
    given(serviceDecider).when(list(sneaky)).thenEvents([listed]);
  });

  it('accepts the bounds: base price 0, mileage distance 1 and 500, equal durations, 5 photos', () => {
    const five = [...images, '/objects/uploads/d.jpg', '/demo-images/e.svg'];
    given(serviceDecider)
      .when(
        list({
          basePrice: '0',
          maxMileageDistance: 1,
          minBookingDuration: 8,
          maxBookingDuration: 8,
          images: five,
        }),
      )
      .thenEvents([
        listedWith({
          basePrice: 0,
          maxMileageDistance: 1,
          minBookingDuration: 8,
          maxBookingDuration: 8,
          images: five,
        }),
      ]);
    given(serviceDecider)
      .when(list({ maxMileageDistance: 500 }))
      .thenEvents([listedWith({ maxMileageDistance: 500 })]);
  });

  it('refuses listing the same service twice', () => {
    given(serviceDecider, [listed]).when(list()).thenRefused('SERVICE_ALREADY_LISTED');
  });

  it('refuses a user listing a service for a provider that is not theirs', () => {
    given(serviceDecider)
      .when(list({}, { actor: stranger }))
      .thenRefused('SERVICE_NOT_OWNER');
    given(serviceDecider)
      .when(list({}, { actor: admin }))
      .thenRefused('SERVICE_NOT_OWNER');
  });

  it('lets the platform list for a provider when seeding the demo marketplace', () => {
    given(serviceDecider)
      .when(list({}, { actor: systemActor('seed') }))
      .thenEvents([listed]);
  });

  it('refuses a new service from a suspended provider', () => {
    given(serviceDecider)
      .when(list({}, { provider: { ...provider, standing: 'suspended' } }))
      .thenRefused(
        'SERVICE_PROVIDER_SUSPENDED',
        'Your account is suspended, so you cannot create new services until the suspension ends.',
      );
  });

  it('refuses a new service from a terminated provider', () => {
    given(serviceDecider)
      .when(list({}, { provider: { ...provider, standing: 'terminated' } }))
      .thenRefused('SERVICE_PROVIDER_TERMINATED');
  });

  it('lets a warned or messaging-restricted provider list services', () => {
    given(serviceDecider)
      .when(list({}, { provider: { ...provider, standing: 'warned' } }))
      .thenEvents([listed]);
    given(serviceDecider)
      .when(list({}, { provider: { ...provider, standing: 'restricted' } }))
      .thenEvents([listed]);
  });

  it.each<[string, Partial<ServiceFormInput>, string, string, string?]>([
    ['name', { name: ' ' }, 'name', 'Service name is required'],
    ['name', { name: 'x'.repeat(121) }, 'name', 'Service name must be at most 120 characters'],
    ['description', { description: '' }, 'description', 'Description is required'],
    [
      'description',
      { description: 'x'.repeat(5001) },
      'description',
      'Description must be at most 5000 characters',
    ],
    ['basePrice', { basePrice: '-1' }, 'basePrice', 'Base price must be a valid number'],
    ['basePrice', { basePrice: 'abc' }, 'basePrice', 'Base price must be a valid number'],
    ['basePrice', { basePrice: '12.345' }, 'basePrice', 'Base price must be a valid number'],
    ['basePrice', { basePrice: '' }, 'basePrice', 'Base price must be a valid number'],
    ['basePrice', { basePrice: Number.NaN }, 'basePrice', 'Base price must be a valid number'],
    ['basePrice', { basePrice: '100000000.00' }, 'basePrice', 'Amounts must be at most £99,999,999.99'],
    [
      'providerFeePercentage',
      { providerFeePercentage: '-1' },
      'providerFeePercentage',
      'Provider fee must be a valid number',
    ],
    [
      'providerFeePercentage',
      { providerFeePercentage: 'five' },
      'providerFeePercentage',
      'Provider fee must be a valid number',
    ],
    [
      'providerFeePercentage',
      { providerFeePercentage: '100.01' },
      'providerFeePercentage',
      'Provider fee must be at most 100%',
    ],
    ['pricePerMile', { pricePerMile: '-0.45' }, 'pricePerMile', 'Price per mile must be a valid number'],
    [
      'maxMileageDistance',
      { maxMileageDistance: 0 },
      'maxMileageDistance',
      'Maximum mileage distance must be a whole number from 1 to 500',
    ],
    [
      'maxMileageDistance',
      { maxMileageDistance: 501 },
      'maxMileageDistance',
      'Maximum mileage distance must be a whole number from 1 to 500',
    ],
    [
      'maxMileageDistance',
      { maxMileageDistance: 2.5 },
      'maxMileageDistance',
      'Maximum mileage distance must be a whole number from 1 to 500',
    ],
    [
      'maxMileageDistance',
      { maxMileageDistance: '' },
      'maxMileageDistance',
      'Maximum mileage distance must be a whole number from 1 to 500',
    ],
    [
      'priceUnit',
      { priceUnit: 'per week' },
      'priceUnit',
      'Price unit must be per day, per hour, per event or per item',
    ],
    [
      'minBookingDuration',
      { minBookingDuration: 0 },
      'minBookingDuration',
      'Minimum booking duration must be a whole number of hours from 1 to 720',
    ],
    [
      'minBookingDuration',
      { minBookingDuration: 2.5 },
      'minBookingDuration',
      'Minimum booking duration must be a whole number of hours from 1 to 720',
    ],
    [
      'maxBookingDuration',
      { maxBookingDuration: 721 },
      'maxBookingDuration',
      'Maximum booking duration must be a whole number of hours from 1 to 720',
    ],
    [
      'durations',
      { minBookingDuration: 10, maxBookingDuration: 8 },
      'maxBookingDuration',
      'Maximum booking duration must be at least the minimum booking duration',
    ],
    [
      'equipmentList',
      { equipmentList: ['x'.repeat(101)] },
      'equipmentList',
      'Each equipment item must be at most 100 characters',
    ],
    [
      'equipmentList',
      { equipmentList: Array.from({ length: 51 }, (_, i) => `Item ${i}`) },
      'equipmentList',
      'You can list up to 50 equipment items',
    ],
    ['images', { images: images.slice(0, 2) }, 'images', 'Please add at least 3 photos.'],
    [
      'images',
      { images: [...images, '/d.jpg', '/e.jpg', '/f.jpg'] },
      'images',
      'You can only upload up to 5 photos.',
    ],
    [
      'images',
      { images: [...images.slice(0, 2), 'javascript:alert(1)'] },
      'images',
      'Each photo must be an uploaded image.',
    ],
    [
      'images',
      { images: [...images.slice(0, 2), 'http://insecure.example.com/a.jpg'] },
      'images',
      'Each photo must be an uploaded image.',
    ],
    [
      'images',
      { images: [...images.slice(0, 2), '//evil.example.com/a.jpg'] },
      'images',
      'Each photo must be an uploaded image.',
    ],
    [
      'images',
      { images: [images[0]!, images[0]!, images[1]!] },
      'images',
      'Each photo can only be added once.',
    ],
  ])('refuses an invalid %s: %j gives %s the text %j', (_rule, overrides, field, text) => {
    const refusal = given(serviceDecider).when(list(overrides)).thenRefused('SERVICE_INVALID', text);
    expect(refusal.fieldErrors).toEqual({ [field]: text });
    expect(refusal.status).toBe(400);
  });

  it('refuses an invalid costPerPerson of a food service', () => {
    given(serviceDecider)
      .when(list({ costPerPerson: '-2' }, { category: food }))
      .thenRefused('SERVICE_INVALID', 'Cost per person must be a valid number');
  });

  it('reports every invalid field at once', () => {
    const refusal = given(serviceDecider)
      .when(list({ name: '', description: '', basePrice: 'x', images: [] }))
      .thenRefused('SERVICE_INVALID');
    expect(Object.keys(refusal.fieldErrors ?? {})).toEqual(['name', 'description', 'basePrice', 'images']);
  });
});

describe('service: update by the owner', () => {
  it('records the whole updated listing', () => {
    given(serviceDecider, [listed])
      .when(update({ basePrice: '1500', isAvailable: false }))
      .thenEvents([
        {
          type: 'ServiceUpdated',
          data: {
            serviceId,
            categoryId: 'c-stage',
            categorySlug: 'stage-hire',
            ...listing,
            basePrice: 150_000,
            isAvailable: false,
          },
        },
      ]);
  });
  it('drops costPerPerson when a food service moves to another category', () => {
    given(serviceDecider, [
      listedWith({ categoryId: 'c-food', categorySlug: 'food-services', costPerPerson: 1850 }),
    ])
      .when(update({ costPerPerson: '18.50' }))
      .thenEvents([
        {
          type: 'ServiceUpdated',
          data: { serviceId, categoryId: 'c-stage', categorySlug: 'stage-hire', ...listing },
        },
      ]);
  });
  it('records nothing when nothing changed', () => {
    given(serviceDecider, [listed])
      .when(update({ basePrice: '1450' }))
      .thenEvents([]);
  });
  it('records a move to another category even when the fields are the same', () => {
    const lighting = { id: 'c-light', slug: 'lighting-hire', name: 'Lighting Hire' };
    given(serviceDecider, [listed])
      .when(update({}, lighting))
      .thenEvents([
        {
          type: 'ServiceUpdated',
          data: { serviceId, categoryId: 'c-light', categorySlug: 'lighting-hire', ...listing },
        },
      ]);
  });
  it('applies the same field rules', () => {
    given(serviceDecider, [listed])
      .when(update({ images: images.slice(0, 1) }))
      .thenRefused('SERVICE_INVALID', 'Please add at least 3 photos.');
  });
  it('refuses an update by anyone but the owner, an admin included', () => {
    given(serviceDecider, [listed])
      .when({ ...update(), actor: stranger } as ServiceCommand)
      .thenRefused('SERVICE_NOT_OWNER');
    given(serviceDecider, [listed])
      .when({ ...update(), actor: admin } as ServiceCommand)
      .thenRefused('SERVICE_NOT_OWNER');
  });
  it('refuses an update of a removed listing', () => {
    given(serviceDecider, [listed, removed])
      .when(update())
      .thenRefused('SERVICE_REMOVED', 'This service has been removed and can no longer be changed.');
  });
  it('refuses an update of a service that does not exist', () => {
    given(serviceDecider).when(update()).thenRefused('SERVICE_NOT_FOUND');
  });
});

describe('service: availability', () => {
  const change = (isAvailable: boolean, actor: ServiceCommand['actor'] = owner): ServiceCommand => ({
    type: 'ChangeServiceAvailability',
    actor,
    serviceId,
    isAvailable,
  });
  it('marks the service unavailable and available again', () => {
    const off: ServiceEvent = { type: 'ServiceAvailabilityChanged', data: { serviceId, isAvailable: false } };
    given(serviceDecider, [listed]).when(change(false)).thenEvents([off]);
    given(serviceDecider, [listed, off])
      .when(change(true))
      .thenEvents([{ type: 'ServiceAvailabilityChanged', data: { serviceId, isAvailable: true } }]);
  });
  it('records nothing when the availability is already as asked', () => {
    given(serviceDecider, [listed]).when(change(true)).thenEvents([]);
  });
  it('refuses a change by anyone but the owner', () => {
    given(serviceDecider, [listed]).when(change(false, stranger)).thenRefused('SERVICE_NOT_OWNER');
  });
  it('refuses a change of a removed listing', () => {
    given(serviceDecider, [listed, removed]).when(change(false)).thenRefused('SERVICE_REMOVED');
  });
  it('refuses a change of a service that does not exist', () => {
    given(serviceDecider).when(change(false)).thenRefused('SERVICE_NOT_FOUND');
  });
});

describe('service: removal keeps history', () => {
  const remove = (actor: ServiceCommand['actor'], reason?: string): ServiceCommand => ({
    type: 'RemoveService',
    actor,
    serviceId,
    ...(reason === undefined ? {} : { reason }),
  });
  it('lets the owner remove the listing', () => {
    given(serviceDecider, [listed]).when(remove(owner)).thenEvents([removed]);
  });
  it('lets an admin take a listing down with a reason', () => {
    given(serviceDecider, [listed])
      .when(remove(admin, ' Misleading photos '))
      .thenEvents([
        { type: 'ServiceRemoved', data: { serviceId, removedBy: 'admin', reason: 'Misleading photos' } },
      ]);
  });
  it('lets the platform remove listings when the provider account closes', () => {
    given(serviceDecider, [listed])
      .when(remove(systemActor('account-closure')))
      .thenEvents([{ type: 'ServiceRemoved', data: { serviceId, removedBy: 'system', reason: null } }]);
  });
  it('refuses removal by another user', () => {
    given(serviceDecider, [listed]).when(remove(stranger)).thenRefused('SERVICE_NOT_OWNER');
  });
  it('records nothing when a removed listing is removed again', () => {
    given(serviceDecider, [listed, removed]).when(remove(owner)).thenEvents([]);
  });
  it('refuses removing a service that does not exist', () => {
    given(serviceDecider).when(remove(owner)).thenRefused('SERVICE_NOT_FOUND');
  });
  it('keeps the listing in the state after removal', () => {
    const state = given(serviceDecider, [listed, removed]).state;
    expect(state).toMatchObject({ status: 'removed', listing });
  });
});
