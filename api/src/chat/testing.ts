import type { TestClient } from '../testing/test-client';

/** A valid service form for tests that need a listing to talk about. */
export const testServiceForm = (overrides: Record<string, unknown> = {}) => ({
  categoryId: 'sound-hire',
  name: 'Festival PA System',
  description: 'A full PA system for events of up to 500 guests, delivered and set up.',
  basePrice: '350.00',
  priceUnit: 'per day',
  minBookingDuration: 1,
  maxBookingDuration: 3,
  equipmentList: ['Speakers', 'Mixing desk', 'Microphones'],
  images: ['/demo-images/sound-hire-1.svg', '/demo-images/sound-hire-2.svg', '/demo-images/sound-hire-3.svg'],
  isAvailable: true,
  chargesMileage: false,
  pricePerMile: '0.00',
  maxMileageDistance: 50,
  providerFeePercentage: '5.00',
  ...overrides,
});

/** Signs up a provider with one service; returns both ids. */
export async function providerWithService(provider: TestClient, businessName = 'Test Events Ltd') {
  await provider.signUp();
  const profile = await provider.becomeProvider({ businessName });
  const service = await provider.post<{ id: string }>('/api/services', testServiceForm());
  if (service.status !== 201)
    throw new Error(`service failed: ${service.status} ${JSON.stringify(service.body)}`);
  return { providerId: profile.id, serviceId: service.body.id };
}
