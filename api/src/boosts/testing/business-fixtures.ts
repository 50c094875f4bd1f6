import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { directCheckoutMoney } from '@esm/core/money/booking-money';
import type { ProviderPlan } from '@esm/core/money/index';
import { systemActor } from '@esm/core/shared/actor';
import { newId } from '@esm/core/shared/ids';
import { firstCategoryId } from '@esm/projections/testing/read-models';
import type { TestPlatform } from '@esm/server/testing/test-platform';
import type { TestClient } from '../../testing/test-client';

export interface ProviderFixture {
  client: TestClient;
  userId: string;
  providerId: string;
  serviceId: string;
}

/** A signed-in provider with one listed service, made through the API like a real user. */
export async function providerWithService(
  t: TestPlatform,
  name = 'Wedding PA System',
  firstName = 'Pat',
): Promise<ProviderFixture> {
  const client = t.client();
  const user = await client.signUp({ firstName });
  const provider = await client.becomeProvider({ businessName: `${firstName} Sound Ltd` });
  const res = await client.post<{ id: string }>('/api/services', {
    categoryId: await firstCategoryId(t.pool),
    name,
    description: 'A full PA system for weddings, with two speakers, a mixer and microphones.',
    basePrice: '450.00',
    priceUnit: 'per day',
    minBookingDuration: 4,
    maxBookingDuration: 24,
    equipmentList: ['Speakers', 'Mixer', 'Microphones'],
    images: ['/demo-images/a.jpg', '/demo-images/b.jpg', '/demo-images/c.jpg'],
    isAvailable: true,
    chargesMileage: false,
    pricePerMile: '0.00',
    maxMileageDistance: 50,
    providerFeePercentage: '5.00',
    costPerPerson: null,
  });
  if (res.status !== 201) throw new Error(`service failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, userId: user.id, providerId: provider.id, serviceId: res.body.id };
}

/**
 * A paid booking of `service` by `customerId`, through the core booking decider as checkout does
 * (direct checkout money: price × 1.2, the platform's commission by the provider's plan).
 */
export async function paidBooking(
  t: TestPlatform,
  input: {
    customerId: string;
    provider: ProviderFixture;
    price: number;
    plan?: ProviderPlan;
    eventDate?: string;
  },
): Promise<string> {
  const bookingId = newId();
  const paymentId = newId();
  const customer = { kind: 'user' as const, userId: input.customerId, roles: [] };
  const commands = t.platform.context.commands;
  await commands.run({
    stream: bookingStream(bookingId),
    decider: bookingDecider,
    command: {
      type: 'CreateBooking',
      actor: customer,
      bookingId,
      quoteId: null,
      serviceId: input.provider.serviceId,
      customerId: input.customerId,
      providerId: input.provider.providerId,
      providerUserId: input.provider.userId,
      eventDate: input.eventDate ?? new Date(t.domainClock.now().getTime() + 60 * 86_400_000).toISOString(),
      duration: 8,
      money: directCheckoutMoney(input.price, input.plan ?? 'basic', {
        depositRequired: true,
        depositRate: 2500,
      }),
      plan: input.plan ?? 'basic',
      paymentId,
      notes: null,
      specialRequests: null,
    },
    actor: customer,
    correlationId: `test-${bookingId}`,
  });
  const system = systemActor('test:checkout');
  await commands.run({
    stream: bookingStream(bookingId),
    decider: bookingDecider,
    command: { type: 'MarkBookingPaid', actor: system, bookingId, paymentId },
    actor: system,
    correlationId: `test-${bookingId}`,
  });
  return bookingId;
}
