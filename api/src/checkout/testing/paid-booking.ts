import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { type BackOfficeRole, type CommandActor, systemActor } from '@esm/core/kernel/actor';
import type { Decider, DomainEvent } from '@esm/core/kernel/decider';
import { newId } from '@esm/core/kernel/ids';
import { type BookingMoney, directCheckoutMoney, type ProviderPlan } from '@esm/core/money/index';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentStream } from '@esm/core/payment/events';
import type { PaymentGateway } from '@esm/core/payment/gateway';
import type { TestPlatform } from '@esm/server/testing/test-platform';
import type { ProviderWithService } from './checkout-fixtures';

/**
 * Paid bookings made through core commands, as checkout and the payment webhook would send them,
 * for tests that need a booking without the checkout HTTP flow.
 */

/** £400 item, 5% provider fee, 20% commission, 20% VAT, 25% deposit: total £600. */
const QUOTE_MONEY: BookingMoney = {
  totalAmount: 60_000,
  platformFee: 8000,
  vatAmount: 10_000,
  providerAmount: 42_000,
  depositAmount: 10_500,
};

const userActor = (userId: string, roles: BackOfficeRole[] = []): CommandActor => ({
  kind: 'user',
  userId,
  roles,
});

/** Who a booking is between; without a service id the booking names a service nobody listed. */
export interface Parties {
  customerId: string;
  providerId: string;
  providerUserId: string;
  serviceId?: string;
}

/** The parties of a booking by `customerId` of the service of `provider`. */
export const partiesOf = (customerId: string, provider: ProviderWithService): Parties => ({
  customerId,
  providerId: provider.providerId,
  providerUserId: provider.userId,
  serviceId: provider.serviceId,
});

export interface PaidBookingOptions {
  /** Defaults to 60 days from the domain clock's now. */
  eventDate?: Date | string;
  /** Hours; defaults to 8. */
  duration?: number;
  plan?: ProviderPlan;
  /** The booking's money; defaults to `QUOTE_MONEY`. */
  money?: BookingMoney;
  /** A direct checkout of this price instead (the client pays price × 1.2, 25% deposit). */
  price?: number;
  /**
   * Takes the payment through this gateway and records it on the payment stream, as the money
   * scenarios need to refund and pay out; without it only the booking is marked paid.
   */
  gateway?: Pick<PaymentGateway, 'createPaymentIntent'>;
}

const SYSTEM = systemActor('test-checkout');

export interface PaidBooking {
  bookingId: string;
  paymentId: string;
  /** The gateway's payment intent, when the booking was paid through a gateway. */
  intentId: string | null;
}

export function paidBooking(
  t: TestPlatform,
  parties: Parties,
  options: PaidBookingOptions & Required<Pick<PaidBookingOptions, 'gateway'>>,
): Promise<PaidBooking & { intentId: string }>;
export function paidBooking(
  t: TestPlatform,
  parties: Parties,
  options?: PaidBookingOptions,
): Promise<PaidBooking>;
export async function paidBooking(
  t: TestPlatform,
  parties: Parties,
  options: PaidBookingOptions = {},
): Promise<PaidBooking> {
  const commands = t.platform.context.commands;
  const bookingId = newId();
  const paymentId = newId();
  const plan = options.plan ?? 'basic';
  const money =
    options.money ??
    (options.price === undefined
      ? QUOTE_MONEY
      : directCheckoutMoney(options.price, plan, { depositRequired: true, depositRate: 2500 }));
  const eventDate = new Date(options.eventDate ?? t.domainClock.now().getTime() + 60 * 86_400_000);
  const customer = userActor(parties.customerId);
  const run = <C, S, E extends DomainEvent>(
    stream: string,
    decider: Decider<C, S, E>,
    command: C,
    actor: CommandActor,
  ) => commands.run({ stream, decider, command, actor, correlationId: `test-${bookingId}` });

  const intent = options.gateway
    ? await options.gateway.createPaymentIntent({
        amount: money.totalAmount,
        idempotencyKey: `checkout-${paymentId}`,
        description: 'test booking',
        metadata: { paymentId },
      })
    : null;
  if (intent) {
    await run(
      paymentStream(paymentId),
      paymentDecider,
      {
        type: 'CreatePaymentIntent',
        actor: customer,
        paymentId,
        customerId: parties.customerId,
        gatewayIntentId: intent.intentId,
        amount: money.totalAmount,
        currency: 'gbp',
        purpose: {
          kind: 'booking',
          bookingIds: [bookingId],
          quoteId: null,
          serviceId: parties.serviceId ?? null,
        },
      },
      customer,
    );
  }
  await run(
    bookingStream(bookingId),
    bookingDecider,
    {
      type: 'CreateBooking',
      actor: customer,
      bookingId,
      quoteId: null,
      serviceId: parties.serviceId ?? newId(),
      customerId: parties.customerId,
      providerId: parties.providerId,
      providerUserId: parties.providerUserId,
      eventDate: eventDate.toISOString(),
      duration: options.duration ?? 8,
      quantity: 1,
      tableQuantity: null,
      chairQuantity: null,
      money,
      plan,
      paymentId,
      notes: null,
      specialRequests: null,
    },
    customer,
  );
  if (intent) {
    await run(
      paymentStream(paymentId),
      paymentDecider,
      {
        type: 'RecordPaymentSucceeded',
        actor: SYSTEM,
        paymentId,
        gatewayEventId: `evt_${paymentId}`,
        gatewayChargeId: `ch_${paymentId}`,
      },
      SYSTEM,
    );
  }
  await run(
    bookingStream(bookingId),
    bookingDecider,
    { type: 'MarkBookingPaid', actor: SYSTEM, bookingId, paymentId },
    SYSTEM,
  );
  return { bookingId, paymentId, intentId: intent?.intentId ?? null };
}

/** A £450 booking without VAT; the tests of a booking's life need a booking, not its sums. */
const THROUGH_MONEY: BookingMoney = {
  totalAmount: 54_000,
  platformFee: 9_000,
  vatAmount: 0,
  providerAmount: 45_000,
  depositAmount: 11_250,
};

/**
 * A paid booking taken on through its life by the provider and the completion timer, for tests
 * that need a booking in a given state.
 */
export async function bookingThrough(
  t: TestPlatform,
  parties: Required<Parties>,
  options: { eventDate: string; until: 'paid' | 'confirmed' | 'completed' },
): Promise<string> {
  const duration = 8;
  const { bookingId } = await paidBooking(t, parties, {
    eventDate: options.eventDate,
    duration,
    money: THROUGH_MONEY,
  });
  const run = (command: Parameters<typeof bookingDecider.decide>[0], actor: CommandActor) =>
    t.platform.context.commands.run({
      stream: bookingStream(bookingId),
      decider: bookingDecider,
      command,
      actor,
      correlationId: `test-${bookingId}`,
    });
  if (options.until === 'paid') return bookingId;
  const provider = userActor(parties.providerUserId);
  await run({ type: 'AcceptBooking', actor: provider, bookingId, message: null }, provider);
  if (options.until === 'confirmed') return bookingId;
  // The event is over once the clock passes its end.
  const endsAt = Date.parse(options.eventDate) + duration * 3_600_000;
  if (t.clock.now() <= endsAt) await t.clock.setTime(endsAt + 60_000);
  const timer = systemActor('booking-completion');
  await run({ type: 'CompleteBooking', actor: timer, bookingId }, timer);
  return bookingId;
}
