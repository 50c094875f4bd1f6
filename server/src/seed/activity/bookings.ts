import { openBookingIntent } from '@esm/app/checkout/open-checkout';
import { bookingDecider } from '@esm/core/booking/decider';
import { priceDirectCheckout } from '@esm/core/booking/direct-checkout';
import { bookingStream } from '@esm/core/booking/events';
import { calendarStream, londonDate } from '@esm/core/calendar/dates';
import { calendarDecider } from '@esm/core/calendar/decider';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowStream } from '@esm/core/escrow/events';
import { HOUR } from '@esm/core/kernel/clock';
import { isDomainError } from '@esm/core/kernel/errors';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentStream } from '@esm/core/payment/events';
import type { SeededService } from '../demo-marketplace';
import { type Activity, SYSTEM, user } from './context';
import { paymentSucceeded } from './payments';
import { reviewBooking } from './reviews';

type Outcome = 'pending' | 'provider_reviewing' | 'confirmed' | 'declined' | 'cancelled' | 'completed';

/** A direct checkout of one service, taken through the booking lifecycle to `outcome`. */
export async function book(
  a: Activity,
  customerId: string,
  service: SeededService,
  outcome: Outcome,
  bookedDaysAgo: number,
  eventInDays: number,
  notes: string | null = null,
): Promise<string> {
  const { rng } = a;
  const bookingId = rng.uuid();
  const paymentId = rng.uuid();
  const plan = a.plans.get(service.providerId) ?? 'basic';
  // Priced as checkout prices it: Table & Chair Hire for its default tables and chairs.
  const price = priceDirectCheckout({
    service: { ...service.snapshot, plan },
    deposit: { depositRequired: true, depositRate: 2500 },
  });
  if (isDomainError(price)) throw new Error(`The demo cannot book ${service.name}: ${price.message}`);
  const { money } = price;
  const booked = a.at(-bookedDaysAgo);
  const eventDate = new Date(
    Date.UTC(
      a.at(eventInDays).getUTCFullYear(),
      a.at(eventInDays).getUTCMonth(),
      a.at(eventInDays).getUTCDate(),
      13,
    ),
  );
  const duration = 6;
  const customer = user(customerId);
  const provider = user(service.providerUserId);
  const day = { serviceId: service.serviceId, date: londonDate(eventDate) };
  if (outcome === 'pending') {
    // As checkout does: the day is held for 15 minutes under the payment, and the hold's timer
    // ends the checkout if it is still unpaid then. Without the hold, "Complete payment" could
    // not resume this checkout and the booking would wait for payment for ever.
    await a.run(booked, calendarStream(day.serviceId, day.date), calendarDecider, {
      type: 'HoldDay',
      holdId: paymentId,
      customerId,
      ...day,
    });
  }
  await a.run(booked, paymentStream(paymentId), paymentDecider, {
    type: 'CreatePaymentIntent',
    actor: customer,
    paymentId,
    customerId,
    gatewayIntentId: await gatewayIntentFor(a, outcome, paymentId, customerId, service, money.totalAmount),
    amount: money.totalAmount,
    currency: 'gbp',
    purpose: { kind: 'booking', bookingIds: [bookingId], quoteId: null, serviceId: service.serviceId },
  });
  await a.run(booked, bookingStream(bookingId), bookingDecider, {
    type: 'CreateBooking',
    actor: customer,
    bookingId,
    quoteId: null,
    serviceId: service.serviceId,
    customerId,
    providerId: service.providerId,
    providerUserId: service.providerUserId,
    eventDate: eventDate.toISOString(),
    duration,
    quantity: 1,
    tableQuantity: price.tableQuantity,
    chairQuantity: price.chairQuantity,
    money,
    plan,
    paymentId,
    notes,
    specialRequests: null,
  });
  a.counts.bookings++;
  if (outcome === 'pending') return bookingId;
  await paymentSucceeded(a, booked, paymentId);
  await a.run(booked, bookingStream(bookingId), bookingDecider, {
    type: 'MarkBookingPaid',
    actor: SYSTEM,
    bookingId,
    paymentId,
  });
  await a.run(booked, escrowStream(bookingId), escrowDecider, {
    type: 'HoldPayment',
    actor: SYSTEM,
    bookingId,
    paymentId,
    customerId,
    providerId: service.providerId,
    plan,
    eventDate: eventDate.toISOString(),
    eventEndsAt: new Date(eventDate.getTime() + duration * HOUR).toISOString(),
    money,
  });
  // The paid booking takes the service's day, so date search leaves it out.
  await a.run(booked, calendarStream(day.serviceId, day.date), calendarDecider, {
    type: 'BookDay',
    bookingId,
    customerId,
    ...day,
  });
  if (outcome === 'provider_reviewing') return bookingId;
  const responded = new Date(booked.getTime() + rng.int(1, 20) * HOUR);
  if (outcome === 'declined' || outcome === 'cancelled') {
    if (outcome === 'declined') {
      await a.run(responded, bookingStream(bookingId), bookingDecider, {
        type: 'DeclineBooking',
        actor: provider,
        bookingId,
        message: 'Sorry, our crew is already committed that weekend. Your payment has been refunded in full.',
      });
    } else {
      await a.run(responded, bookingStream(bookingId), bookingDecider, {
        type: 'CancelBooking',
        actor: customer,
        bookingId,
      });
    }
    await a.run(responded, calendarStream(day.serviceId, day.date), calendarDecider, {
      type: 'ReleaseBooking',
      bookingId,
      reason: outcome === 'declined' ? 'declined' : 'cancelled',
      ...day,
    });
    const reason = outcome === 'declined' ? 'provider_declined' : 'customer_cancelled_before_confirmation';
    const refundKey = `refund-${bookingId}`;
    await a.run(responded, paymentStream(paymentId), paymentDecider, {
      type: 'RecordRefundIssued',
      actor: SYSTEM,
      paymentId,
      refundKey,
      bookingId,
      amount: money.totalAmount,
      reason,
      gatewayRefundId: `re_demo_${bookingId.slice(0, 12)}`,
    });
    await a.run(responded, escrowStream(bookingId), escrowDecider, {
      type: 'RefundEscrow',
      actor: SYSTEM,
      bookingId,
      refundKey,
      amount: money.totalAmount,
      reason,
      recalledDepositPayoutId: null,
    });
    return bookingId;
  }
  await a.run(responded, bookingStream(bookingId), bookingDecider, {
    type: 'AcceptBooking',
    actor: provider,
    bookingId,
    message: 'Thanks for booking! We will be in touch a week before to confirm access times.',
  });
  if (outcome === 'confirmed') return bookingId;
  const finished = new Date(eventDate.getTime() + (duration + 2) * HOUR);
  await a.run(finished, bookingStream(bookingId), bookingDecider, {
    type: 'CompleteBooking',
    actor: SYSTEM,
    bookingId,
  });
  await reviewBooking(a, bookingId, customerId, service, finished);
  return bookingId;
}

/** The demo client with the demo provider: one booking in every state. */
export async function seedClientBookings(a: Activity): Promise<void> {
  const { clientId, providers } = a;
  const sb = a.southbank.services;
  await book(
    a,
    clientId,
    sb[0]!,
    'pending',
    0,
    40,
    'Garden party for 80 guests; level lawn, access via side gate.',
  );
  await book(
    a,
    clientId,
    sb[3]!,
    'provider_reviewing',
    0,
    21,
    'Speeches and a live trio at our 40th anniversary.',
  );
  await book(a, clientId, sb[6]!, 'provider_reviewing', 0, 60);
  await book(a, clientId, sb[1]!, 'confirmed', 5, 12, 'Outdoor ceremony, power available from the marquee.');
  await book(a, clientId, sb[4]!, 'confirmed', 9, 45);
  await book(a, clientId, sb[7]!, 'declined', 20, 30);
  await book(a, clientId, sb[2]!, 'cancelled', 15, 50);
  await book(a, clientId, sb[5]!, 'completed', 75, -40, 'Company summer party.');
  await book(a, clientId, sb[8]!, 'completed', 120, -90);
  // The demo client with marketplace providers too, so the client's list is varied.
  await book(a, clientId, providers[4]!.services[0]!, 'confirmed', 6, 33);
  await book(a, clientId, providers[12]!.services[0]!, 'completed', 60, -25);
}

/** Other customers: completed and reviewed bookings across the marketplace, plus a few open ones. */
export async function seedCustomerBookings(a: Activity, customerIds: string[]): Promise<void> {
  const { rng } = a;
  const sb = a.southbank.services;
  for (const [i, provider] of a.providers.entries()) {
    const customerId = customerIds[i % customerIds.length]!;
    const service = provider.services[i % provider.services.length]!;
    if (i % 4 !== 3) await book(a, customerId, service, 'completed', rng.int(50, 200), -rng.int(10, 45));
    if (i % 6 === 0)
      await book(a, customerId, provider.services[0]!, 'provider_reviewing', 1, rng.int(20, 80));
    if (i % 7 === 0)
      await book(a, customerIds[(i + 1) % customerIds.length]!, service, 'confirmed', 4, rng.int(10, 70));
  }
  await book(a, customerIds[0]!, sb[0]!, 'completed', 150, -100);
  await book(a, customerIds[1]!, sb[3]!, 'completed', 100, -60);
  await book(a, customerIds[2]!, sb[1]!, 'provider_reviewing', 0, 28);
}

/**
 * The payment gateway's intent for a demo checkout. One left unpaid is opened with the gateway the
 * platform runs with, as checkout opens it: the settlement sweep asks the gateway about every
 * booking payment still open at start, and the client may still pay it. A payment the demo takes
 * further is settled in its events and never asked about, so a made-up id does.
 */
async function gatewayIntentFor(
  a: Activity,
  outcome: Outcome,
  paymentId: string,
  customerId: string,
  service: SeededService,
  amount: number,
): Promise<string> {
  if (outcome !== 'pending') return `pi_demo_${paymentId.slice(0, 12)}`;
  const intent = await openBookingIntent(a.ctx.gateway, {
    paymentId,
    customerId,
    amount,
    description: `Booking: ${service.name}`,
  });
  return intent.intentId;
}
