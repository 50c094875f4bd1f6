import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { type CommandActor, systemActor } from '@esm/core/shared/actor';
import { newId } from '@esm/core/shared/ids';
import type { TestPlatform } from '@esm/server/testing/test-platform';

/**
 * A booking taken through its life by core commands (as checkout, the provider and the timers
 * would), for tests that need a booking in a given state without the checkout HTTP flow.
 */
export async function bookingThrough(
  t: TestPlatform,
  options: {
    serviceId: string;
    providerId: string;
    providerUserId: string;
    customerId: string;
    eventDate: string;
    until: 'paid' | 'confirmed' | 'completed';
  },
): Promise<string> {
  const { commands } = t.platform.context;
  const bookingId = newId();
  const paymentId = newId();
  const customer: CommandActor = { kind: 'user', userId: options.customerId, roles: [] };
  const provider: CommandActor = { kind: 'user', userId: options.providerUserId, roles: [] };
  const gateway = systemActor('test-gateway');
  const run = (command: Parameters<typeof bookingDecider.decide>[0], actor: CommandActor) =>
    commands.run({
      stream: bookingStream(bookingId),
      decider: bookingDecider,
      command,
      actor,
      correlationId: 'test',
    });

  await run(
    {
      type: 'CreateBooking',
      actor: customer,
      bookingId,
      quoteId: null,
      serviceId: options.serviceId,
      customerId: options.customerId,
      providerId: options.providerId,
      providerUserId: options.providerUserId,
      eventDate: options.eventDate,
      duration: 8,
      money: {
        totalAmount: 54_000,
        platformFee: 9_000,
        vatAmount: 0,
        providerAmount: 45_000,
        depositAmount: 11_250,
      },
      plan: 'basic',
      paymentId,
      notes: null,
      specialRequests: null,
    },
    customer,
  );
  await run({ type: 'MarkBookingPaid', actor: gateway, bookingId, paymentId }, gateway);
  if (options.until === 'paid') return bookingId;
  await run({ type: 'AcceptBooking', actor: provider, bookingId, message: null }, provider);
  if (options.until === 'confirmed') return bookingId;
  // The event is over once the clock passes its end (eventDate + 8 hours).
  const endsAt = Date.parse(options.eventDate) + 8 * 3_600_000;
  if (t.clock.now() <= endsAt) await t.clock.setTime(endsAt + 60_000);
  const timer = systemActor('booking-completion');
  await run({ type: 'CompleteBooking', actor: timer, bookingId }, timer);
  return bookingId;
}
