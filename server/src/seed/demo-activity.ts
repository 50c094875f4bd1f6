import { registerAccount } from '@esm/api/auth/register';
import type { ApiContext } from '@esm/api/http/context';
import { accountDecider } from '@esm/core/account/decider';
import { accountStream } from '@esm/core/account/events';
import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { boostDecider } from '@esm/core/boost/decider';
import { boostStream } from '@esm/core/boost/events';
import { seedBoostPackageCommands } from '@esm/core/boost/seed-packages';
import { calendarStream, londonDate } from '@esm/core/calendar/dates';
import { calendarDecider } from '@esm/core/calendar/decider';
import { chatDecider } from '@esm/core/chat/decider';
import { chatStream } from '@esm/core/chat/events';
import { chatRoomIdFor } from '@esm/core/chat/room-id';
import { detectContactSharing } from '@esm/core/contact-sharing/detect';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowStream } from '@esm/core/escrow/events';
import { CommandBus } from '@esm/core/eventstore/command-bus';
import { directCheckoutMoney, type ProviderPlan } from '@esm/core/money/index';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentStream } from '@esm/core/payment/events';
import { PLAN_MONTHLY_PRICE } from '@esm/core/plan/catalogue';
import { planDecider } from '@esm/core/plan/decider';
import { planStream } from '@esm/core/plan/events';
import { providerDecider } from '@esm/core/provider/decider';
import { providerStream } from '@esm/core/provider/events';
import { quoteDecider } from '@esm/core/quote/decider';
import { quoteStream } from '@esm/core/quote/events';
import { reviewDecider } from '@esm/core/review/decider';
import { reviewStream } from '@esm/core/review/events';
import { type BackOfficeRole, type CommandActor, systemActor } from '@esm/core/shared/actor';
import { DAY, HOUR } from '@esm/core/shared/clock';
import type { Decider, DomainEvent } from '@esm/core/shared/decider';
import { standingDecider } from '@esm/core/standing/decider';
import { standingStream } from '@esm/core/standing/events';
import { type StandingView, standingOf } from '@esm/core/standing/standing-of';
import { initialStandingState } from '@esm/core/standing/state';
import { verificationDecider } from '@esm/core/verification/decider';
import { verificationStream } from '@esm/core/verification/events';
import { DEMO_PASSWORD } from './demo-accounts';
import type { SeededProvider, SeededService } from './demo-marketplace';
import type { SeededRandom } from './seeded-random';

const correlationId = 'seed';
const SYSTEM = systemActor('seed');
const GOOD: StandingView = standingOf(initialStandingState, new Date(0));
const user = (userId: string, roles: BackOfficeRole[] = []): CommandActor => ({
  kind: 'user',
  userId,
  roles,
});

/** Demo customers besides the demo client, who booked and reviewed across the marketplace. */
export const DEMO_CUSTOMERS = [
  ['Hannah', 'Brooks'],
  ['Tom', 'Fletcher'],
  ['Aisha', 'Rahman'],
  ['Callum', 'Reid'],
  ['Megan', 'Lloyd'],
  ['Daniel', 'Osei'],
] as const;

const reviewTexts: Array<[number, string, string]> = [
  [
    5,
    'Made our wedding',
    'Arrived early, set up quietly and everything worked perfectly. Guests are still talking about it.',
  ],
  [
    5,
    'Brilliant from start to finish',
    'Clear quote, friendly crew and spotless kit. Would book again without a second thought.',
  ],
  [
    4,
    'Very good, small hiccup',
    'Great result on the night; setup ran twenty minutes late but they kept us informed.',
  ],
  [
    5,
    'Professional and flexible',
    'Our venue changed a week before and they re-planned everything without fuss.',
  ],
  [4, 'Good value', 'Exactly what was promised for a fair price. Communication through the chat was quick.'],
  [3, 'OK but not amazing', 'Did the job, though the equipment looked a bit tired compared with the photos.'],
  [5, 'Superb', 'Went above and beyond for our charity gala. Highly recommended.'],
];

/**
 * Marketplace activity through the core deciders (issue 4 "Demo data"): verification, paid plans,
 * boosts, quotes, bookings in every state of 001 §4 with their payments and escrow, reviews on
 * completed bookings, chat rooms with messages, one refused contact-sharing attempt and providers
 * in warned, restricted and suspended standing. Past activity is decided at past times by a
 * command bus with its own clock (the deciders take `now` as an argument), so completed bookings
 * and their reviews are genuinely in the past. The HTTP checkout is not involved: the payment and
 * escrow commands the checkout and webhooks would send are dispatched directly.
 */
export async function seedDemoActivity(
  ctx: ApiContext,
  seed: {
    rng: SeededRandom;
    accounts: ReadonlyMap<string, string>;
    southbank: SeededProvider;
    providers: SeededProvider[];
    passwordHash: string;
  },
): Promise<string> {
  const { rng, accounts, southbank, providers } = seed;
  const now = ctx.clock.now();
  const at = (days: number, hours = 0) => new Date(now.getTime() + days * DAY + hours * HOUR);
  const run = async <C, S, E extends DomainEvent>(
    when: Date,
    stream: string,
    decider: Decider<C, S, E>,
    command: C,
  ) => {
    const bus =
      when.getTime() === now.getTime() ? ctx.commands : new CommandBus(ctx.store, { now: () => when });
    // Calendar commands carry no actor: checkout and the payment worker send them.
    const actor = (command as { actor?: CommandActor }).actor ?? SYSTEM;
    return bus.run({ stream, decider, command, actor, correlationId, readYourWrites: false });
  };

  const counts = { bookings: 0, reviews: 0, quotes: 0, chats: 0, verified: 0, plans: 0, boosts: 0 };
  const plans = new Map<string, ProviderPlan>();
  const verifierId = accounts.get('verifier')!;
  const clientId = accounts.get('client')!;

  // Verification: identity, business and insurance approved for every third provider (and Southbank).
  const verified = [southbank, ...providers.filter((_, i) => i % 3 === 0)];
  for (const provider of verified) {
    const owner = user(provider.userId);
    for (const documentType of ['identity', 'business_registration', 'insurance']) {
      const documentId = rng.uuid();
      await run(at(-90), verificationStream(provider.providerId), verificationDecider, {
        type: 'SubmitVerificationDocument',
        actor: owner,
        providerId: provider.providerId,
        providerUserId: provider.userId,
        documentId,
        documentType,
        documentUrl: `/objects/uploads/demo-${documentType}-${documentId.slice(0, 8)}.pdf`,
        fileType: 'pdf',
        expiryDate: documentType === 'insurance' ? `${now.getUTCFullYear() + 1}-03-31` : null,
      });
      await run(at(-87), verificationStream(provider.providerId), verificationDecider, {
        type: 'ApproveVerificationDocument',
        actor: user(verifierId, ['verifier']),
        providerId: provider.providerId,
        documentId,
      });
    }
    counts.verified++;
  }

  // Bank details: every demo business can be paid (payouts wait for them); those of the verified
  // businesses were checked by the verifier too. Numbers come from the provider id, not the rng,
  // so the rest of the demo stays the same.
  const verifiedIds = new Set(verified.map((p) => p.providerId));
  for (const provider of [southbank, ...providers]) {
    const digits = (offset: number, length: number) =>
      String(Number.parseInt(provider.providerId.replace(/-/g, '').slice(offset, offset + 8), 16))
        .padStart(length, '0')
        .slice(-length);
    await run(at(-95), providerStream(provider.providerId), providerDecider, {
      type: 'SetBankDetails',
      actor: user(provider.userId),
      providerId: provider.providerId,
      bankAccountHolderName: provider.businessName,
      bankAccountNumber: digits(0, 8),
      bankSortCode: digits(8, 6),
      bankName: 'Demo Bank',
    });
    if (!verifiedIds.has(provider.providerId)) continue;
    await run(at(-87), providerStream(provider.providerId), providerDecider, {
      type: 'VerifyBankDetails',
      actor: user(verifierId, ['verifier']),
      providerId: provider.providerId,
      revision: 1,
    });
  }

  // Paid plans: Southbank is Professional; some marketplace providers Professional or Enterprise.
  const upgrades: Array<[SeededProvider, ProviderPlan]> = [[southbank, 'professional']];
  providers.forEach((p, i) => {
    if (i % 5 === 1) upgrades.push([p, 'professional']);
    else if (i % 8 === 2) upgrades.push([p, 'enterprise']);
  });
  for (const [provider, plan] of upgrades) {
    const paymentId = rng.uuid();
    const when = at(-rng.int(3, 25));
    await run(when, paymentStream(paymentId), paymentDecider, {
      type: 'CreatePaymentIntent',
      actor: user(provider.userId),
      paymentId,
      customerId: provider.userId,
      gatewayIntentId: `pi_demo_${paymentId.slice(0, 12)}`,
      amount: PLAN_MONTHLY_PRICE[plan as 'professional' | 'enterprise'],
      currency: 'gbp',
      purpose: { kind: 'plan', reference: provider.providerId },
    });
    await run(when, planStream(provider.providerId), planDecider, {
      type: 'RequestPlanUpgrade',
      actor: user(provider.userId),
      providerId: provider.providerId,
      providerUserId: provider.userId,
      plan,
      paymentId,
    });
    await paymentSucceeded(when, paymentId);
    await run(when, planStream(provider.providerId), planDecider, {
      type: 'ActivatePlan',
      actor: SYSTEM,
      providerId: provider.providerId,
      paymentId,
    });
    plans.set(provider.providerId, plan);
    counts.plans++;
  }

  // Boosts: two Featured and two Category boosts, bought a few days ago.
  const packages = seedBoostPackageCommands(SYSTEM);
  const boosted: Array<[SeededService, number]> = [
    [southbank.services[0]!, 1],
    [providers[3]!.services[0]!, 0],
    [providers[10]!.services[0]!, 1],
    [providers[21]!.services[0]!, 0],
  ];
  for (const [service, packageIndex] of boosted) {
    const { type: _t, actor: _a, packageId, ...fields } = packages[packageIndex]!;
    const boostId = rng.uuid();
    const paymentId = rng.uuid();
    const when = at(-rng.int(2, 12));
    const owner = user(service.providerUserId);
    await run(when, paymentStream(paymentId), paymentDecider, {
      type: 'CreatePaymentIntent',
      actor: owner,
      paymentId,
      customerId: service.providerUserId,
      gatewayIntentId: `pi_demo_${paymentId.slice(0, 12)}`,
      amount: fields.price,
      currency: 'gbp',
      purpose: { kind: 'boost', reference: boostId },
    });
    await run(when, boostStream(boostId), boostDecider, {
      type: 'RequestBoostPurchase',
      actor: owner,
      boostId,
      paymentId,
      service: {
        serviceId: service.serviceId,
        providerId: service.providerId,
        ownerUserId: service.providerUserId,
      },
      boostPackage: { packageId, ...fields },
      activeBoost: null,
    });
    await paymentSucceeded(when, paymentId);
    await run(when, boostStream(boostId), boostDecider, {
      type: 'ActivateBoost',
      actor: SYSTEM,
      boostId,
      paymentId,
    });
    counts.boosts++;
  }

  async function paymentSucceeded(when: Date, paymentId: string) {
    await run(when, paymentStream(paymentId), paymentDecider, {
      type: 'RecordPaymentSucceeded',
      actor: SYSTEM,
      paymentId,
      gatewayEventId: `evt_demo_${paymentId.slice(0, 12)}`,
      gatewayChargeId: `ch_demo_${paymentId.slice(0, 12)}`,
    });
  }

  type Outcome = 'pending' | 'provider_reviewing' | 'confirmed' | 'declined' | 'cancelled' | 'completed';
  /** A direct checkout of one service, taken through the booking lifecycle to `outcome`. */
  async function book(
    customerId: string,
    service: SeededService,
    outcome: Outcome,
    bookedDaysAgo: number,
    eventInDays: number,
    notes: string | null = null,
  ): Promise<string> {
    const bookingId = rng.uuid();
    const paymentId = rng.uuid();
    const plan = plans.get(service.providerId) ?? 'basic';
    const money = directCheckoutMoney(service.basePrice, plan, { depositRequired: true, depositRate: 2500 });
    const booked = at(-bookedDaysAgo);
    const eventDate = new Date(
      Date.UTC(
        at(eventInDays).getUTCFullYear(),
        at(eventInDays).getUTCMonth(),
        at(eventInDays).getUTCDate(),
        13,
      ),
    );
    const duration = 6;
    const customer = user(customerId);
    const provider = user(service.providerUserId);
    await run(booked, paymentStream(paymentId), paymentDecider, {
      type: 'CreatePaymentIntent',
      actor: customer,
      paymentId,
      customerId,
      gatewayIntentId: `pi_demo_${paymentId.slice(0, 12)}`,
      amount: money.totalAmount,
      currency: 'gbp',
      purpose: { kind: 'booking', bookingIds: [bookingId], quoteId: null, serviceId: service.serviceId },
    });
    await run(booked, bookingStream(bookingId), bookingDecider, {
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
      money,
      plan,
      paymentId,
      notes,
      specialRequests: null,
    });
    counts.bookings++;
    if (outcome === 'pending') return bookingId;
    await paymentSucceeded(booked, paymentId);
    await run(booked, bookingStream(bookingId), bookingDecider, {
      type: 'MarkBookingPaid',
      actor: SYSTEM,
      bookingId,
      paymentId,
    });
    await run(booked, escrowStream(bookingId), escrowDecider, {
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
    // The paid booking takes the service's day (DESIGN.md §2), so date search leaves it out.
    const day = { serviceId: service.serviceId, date: londonDate(eventDate) };
    await run(booked, calendarStream(day.serviceId, day.date), calendarDecider, {
      type: 'BookDay',
      bookingId,
      customerId,
      ...day,
    });
    if (outcome === 'provider_reviewing') return bookingId;
    const responded = new Date(booked.getTime() + rng.int(1, 20) * HOUR);
    if (outcome === 'declined' || outcome === 'cancelled') {
      if (outcome === 'declined') {
        await run(responded, bookingStream(bookingId), bookingDecider, {
          type: 'DeclineBooking',
          actor: provider,
          bookingId,
          message:
            'Sorry, our crew is already committed that weekend. Your payment has been refunded in full.',
        });
      } else {
        await run(responded, bookingStream(bookingId), bookingDecider, {
          type: 'CancelBooking',
          actor: customer,
          bookingId,
        });
      }
      await run(responded, calendarStream(day.serviceId, day.date), calendarDecider, {
        type: 'ReleaseBooking',
        bookingId,
        reason: outcome === 'declined' ? 'declined' : 'cancelled',
        ...day,
      });
      const reason = outcome === 'declined' ? 'provider_declined' : 'customer_cancelled_before_confirmation';
      const refundKey = `refund-${bookingId}`;
      await run(responded, paymentStream(paymentId), paymentDecider, {
        type: 'RecordRefundIssued',
        actor: SYSTEM,
        paymentId,
        refundKey,
        bookingId,
        amount: money.totalAmount,
        reason,
        gatewayRefundId: `re_demo_${bookingId.slice(0, 12)}`,
      });
      await run(responded, escrowStream(bookingId), escrowDecider, {
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
    await run(responded, bookingStream(bookingId), bookingDecider, {
      type: 'AcceptBooking',
      actor: provider,
      bookingId,
      message: 'Thanks for booking! We will be in touch a week before to confirm access times.',
    });
    if (outcome === 'confirmed') return bookingId;
    const finished = new Date(eventDate.getTime() + (duration + 2) * HOUR);
    await run(finished, bookingStream(bookingId), bookingDecider, {
      type: 'CompleteBooking',
      actor: SYSTEM,
      bookingId,
    });
    const [rating, title, text] = rng.pick(reviewTexts);
    await run(new Date(finished.getTime() + rng.int(1, 4) * DAY), reviewStream(bookingId), reviewDecider, {
      type: 'SubmitReview',
      actor: customer,
      bookingId,
      booking: {
        customerId,
        providerId: service.providerId,
        serviceId: service.serviceId,
        status: 'completed',
      },
      rating,
      title,
      reviewText: text,
    });
    counts.reviews++;
    return bookingId;
  }

  // The demo client with the demo provider: one booking in every state of 001 §4.
  const sb = southbank.services;
  await book(
    clientId,
    sb[0]!,
    'pending',
    0,
    40,
    'Garden party for 80 guests; level lawn, access via side gate.',
  );
  await book(
    clientId,
    sb[3]!,
    'provider_reviewing',
    0,
    21,
    'Speeches and a live trio at our 40th anniversary.',
  );
  await book(clientId, sb[6]!, 'provider_reviewing', 0, 60);
  await book(clientId, sb[1]!, 'confirmed', 5, 12, 'Outdoor ceremony, power available from the marquee.');
  await book(clientId, sb[4]!, 'confirmed', 9, 45);
  await book(clientId, sb[7]!, 'declined', 20, 30);
  await book(clientId, sb[2]!, 'cancelled', 15, 50);
  await book(clientId, sb[5]!, 'completed', 75, -40, 'Company summer party.');
  await book(clientId, sb[8]!, 'completed', 120, -90);
  // The demo client with marketplace providers too, so the client's list is varied.
  await book(clientId, providers[4]!.services[0]!, 'confirmed', 6, 33);
  await book(clientId, providers[12]!.services[0]!, 'completed', 60, -25);

  // Other customers: completed and reviewed bookings across the marketplace, plus a few open ones.
  const customerIds: string[] = [];
  for (const [i, [firstName, lastName]] of DEMO_CUSTOMERS.entries()) {
    const id = await registerAccount(
      ctx,
      { email: `customer${i + 1}@demo.eventhire.uk`, password: DEMO_PASSWORD, firstName, lastName },
      correlationId,
      seed.passwordHash,
    );
    await run(now, accountStream(id), accountDecider, {
      type: 'CompleteProfile',
      actor: user(id),
      userId: id,
      firstName,
      lastName,
      phoneNumber: `07700 900${String(700 + i)}`,
      address: `${10 + i} Demo Road`,
      postcode: providers[i * 6]!.postcode,
    });
    customerIds.push(id);
  }
  for (const [i, provider] of providers.entries()) {
    const customerId = customerIds[i % customerIds.length]!;
    const service = provider.services[i % provider.services.length]!;
    if (i % 4 !== 3) await book(customerId, service, 'completed', rng.int(50, 200), -rng.int(10, 45));
    if (i % 6 === 0) await book(customerId, provider.services[0]!, 'provider_reviewing', 1, rng.int(20, 80));
    if (i % 7 === 0)
      await book(customerIds[(i + 1) % customerIds.length]!, service, 'confirmed', 4, rng.int(10, 70));
  }
  await book(customerIds[0]!, sb[0]!, 'completed', 150, -100);
  await book(customerIds[1]!, sb[3]!, 'completed', 100, -60);
  await book(customerIds[2]!, sb[1]!, 'provider_reviewing', 0, 28);

  // Quotes: the demo client has a requested quote and a saved draft.
  const quoteItems = (services: SeededService[]) =>
    services.map((s) => ({
      service: { ...s.snapshot, plan: plans.get(s.providerId) ?? 'basic' },
      quantity: 1,
      duration: 6,
      oneWayMiles: 8,
    }));
  for (const [type, items] of [
    ['RequestQuote', [sb[0]!, sb[3]!, sb[6]!]],
    ['SaveQuoteDraft', [providers[9]!.services[0]!, providers[13]!.services[0]!]],
  ] as const) {
    const quoteId = rng.uuid();
    await run(now, quoteStream(quoteId), quoteDecider, {
      type,
      actor: user(clientId),
      quoteId,
      details: {
        eventType: 'wedding',
        eventDate: at(70).toISOString(),
        eventLocation: 'Kew Gardens, Richmond',
        eventPostcode: 'TW9 3AE',
        guestCount: 120,
        services: quoteItems([...items]),
      },
    });
    counts.quotes++;
  }

  // Chats: the demo client with Southbank and two others; one refused contact-sharing attempt.
  const conversations: Array<[SeededService, Array<['customer' | 'provider', string]>]> = [
    [
      sb[0]!,
      [
        ['customer', 'Hi! Is the 8m stage OK on a slightly sloping lawn?'],
        ['provider', 'Yes, our decks have adjustable legs up to 300mm of slope. We will check on arrival.'],
        ['customer', 'Perfect. Could you arrive by 9am?'],
        ['provider', 'Of course, 9am works. We need about three hours to build.'],
      ],
    ],
    [
      providers[4]!.services[0]!,
      [
        ['customer', 'Do you provide a backup generator?'],
        ['provider', 'We can, for a small extra charge. It will show on your quote.'],
      ],
    ],
    [
      providers[5]!.services[0]!,
      [
        ['customer', 'Hello, is your kit available on the 14th?'],
        ['provider', 'It is! Easier to sort over the phone, ring me on 07700 900 456'],
        ['provider', 'Sorry, I will keep it on the platform. Yes, the 14th is free.'],
      ],
    ],
  ];
  const standings = new Map<string, StandingView>();
  for (const [service, lines] of conversations) {
    const roomId = chatRoomIdFor({
      customerId: clientId,
      providerId: service.providerId,
      serviceId: service.serviceId,
    });
    const opened = at(-3);
    await run(opened, chatStream(roomId), chatDecider, {
      type: 'OpenChatRoom',
      actor: user(clientId),
      roomId,
      providerId: service.providerId,
      providerUserId: service.providerUserId,
      serviceId: service.serviceId,
    });
    for (const [n, [role, message]] of lines.entries()) {
      const senderId = role === 'customer' ? clientId : service.providerUserId;
      const messageId = rng.uuid();
      const sentAt = new Date(opened.getTime() + (n + 1) * 37 * 60_000);
      const detection = detectContactSharing(message);
      await run(sentAt, chatStream(roomId), chatDecider, {
        type: 'SendChatMessage',
        actor: user(senderId),
        roomId,
        messageId,
        message,
        detection,
        senderStanding: standings.get(senderId) ?? GOOD,
      });
      if (detection.sharesContact) {
        // What the standing process manager does on MessageRefusedForContactSharing: a first warning.
        const result = await run(sentAt, standingStream(senderId), standingDecider, {
          type: 'RecordContactSharingViolation',
          actor: SYSTEM,
          userId: senderId,
          violationId: messageId,
          chatRoomId: roomId,
          chatMessageId: messageId,
          senderRole: role,
          kinds: detection.kinds,
          detectedContent: detection.matches.join(' | '),
        });
        standings.set(senderId, standingOf(result.state, sentAt));
      }
    }
    counts.chats++;
  }

  // Standings besides the warned provider: one on a final warning (restricted), one suspended.
  for (const [provider, violations] of [
    [providers[17]!, 2],
    [providers[26]!, 3],
  ] as const) {
    for (let v = 0; v < violations; v++) {
      const id = rng.uuid();
      await run(
        new Date(now.getTime() - (violations - v) * 60_000),
        standingStream(provider.userId),
        standingDecider,
        {
          type: 'RecordContactSharingViolation',
          actor: SYSTEM,
          userId: provider.userId,
          violationId: id,
          chatRoomId: rng.uuid(),
          chatMessageId: id,
          senderRole: 'provider',
          kinds: ['email'],
          detectedContent: 'bookings at example dot co dot uk',
        },
      );
    }
  }

  return `${counts.bookings} bookings, ${counts.reviews} reviews, ${counts.quotes} quotes, ${counts.chats} chats, ${counts.verified} verified, ${counts.plans} paid plans, ${counts.boosts} boosts`;
}
