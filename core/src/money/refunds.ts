import { allocate } from './allocate';
import { applyRate, type BasisPoints } from './basis-points';
import { addLondonDays, londonDaysBetween, startOfLondonDay } from './london';
import type { Pence } from './pence';

/**
 * Why money goes back to the client. Only a client's own cancellation after the provider
 * confirmed is subject to the tiers; a dispute refunds what the investigator decided; every other
 * reason is the platform's or the provider's doing and refunds in full.
 */
export const REFUND_REASONS = [
  'customer_cancelled',
  'customer_cancelled_before_confirmation',
  'provider_declined',
  'auto_declined',
  'provider_cancelled',
  'dispute_resolved',
  'payment_after_cancellation',
  /** The payment succeeded but another booking had the day already. */
  'day_unavailable',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

const FULL: BasisPoints = 10_000;

/** Refund tiers by whole days before the event: 30+ 100%, 14–29 75%, 7–13 50%, under 7 none. */
export const REFUND_TIERS: readonly { minDaysBefore: number; rate: BasisPoints }[] = [
  { minDaysBefore: 30, rate: 10_000 },
  { minDaysBefore: 14, rate: 7500 },
  { minDaysBefore: 7, rate: 5000 },
];

export const customerRefundRate = (daysBeforeEvent: number): BasisPoints =>
  REFUND_TIERS.find((tier) => daysBeforeEvent >= tier.minDaysBefore)?.rate ?? 0;

export interface Refund {
  rate: BasisPoints;
  amount: Pence;
  /** London calendar days from the cancellation to the event; null when the tiers did not apply. */
  daysBeforeEvent: number | null;
}

/** The refund owed for `reason` on a payment of `totalAmount`, decided at `at`. */
export function refundFor(input: {
  reason: RefundReason;
  totalAmount: Pence;
  eventDate: Date;
  at: Date;
}): Refund {
  if (input.reason !== 'customer_cancelled') {
    return { rate: FULL, amount: input.totalAmount, daysBeforeEvent: null };
  }
  const daysBeforeEvent = londonDaysBetween(input.at, input.eventDate);
  const rate = customerRefundRate(daysBeforeEvent);
  return { rate, amount: applyRate(input.totalAmount, rate), daysBeforeEvent };
}

/**
 * The last moment a client's cancellation is refunded in full (the booking's refundEligibleUntil):
 * the start of the London day 29 days before the event day, i.e. the end of the 30th day before.
 */
export const fullRefundDeadline = (eventDate: Date): Date => addLondonDays(startOfLondonDay(eventDate), -29);

/** The three parties a payment is shared between. */
export interface MoneyParts {
  provider: Pence;
  platformFee: Pence;
  vat: Pence;
}

export const sumParts = (parts: MoneyParts): Pence => parts.provider + parts.platformFee + parts.vat;

/**
 * Which part of each share a refund takes back. What the client does not get back is split
 * between provider, platform fee and VAT in the proportions of what they still hold, so VAT stays
 * 20% of what is kept and the platform earns commission only on what the provider keeps. An odd
 * penny stays with the provider (earliest share wins ties). Each refunded part is between zero and
 * what that party still holds.
 */
export function splitRefund(remaining: MoneyParts, refund: Pence): MoneyParts {
  const retainedTotal = sumParts(remaining) - refund;
  if (refund < 0 || retainedTotal < 0)
    throw new RangeError(`Refund ${refund} is outside 0..${sumParts(remaining)}`);
  const [provider = 0, platformFee = 0, vat = 0] = allocate(retainedTotal, [
    remaining.provider,
    remaining.platformFee,
    remaining.vat,
  ]);
  return {
    provider: remaining.provider - provider,
    platformFee: remaining.platformFee - platformFee,
    vat: remaining.vat - vat,
  };
}

/**
 * What the provider is paid for a booking after its refunds. The booking's own refund (a
 * decline's or a cancellation's) counts from the moment it is decided, before escrow has made it;
 * escrow's refunds count as they are made, a dispute's included. Escrow makes the booking's
 * refund by the same split, so the larger of the two is what the provider has lost.
 */
export function providerPayoutAfterRefunds(input: {
  parts: MoneyParts;
  bookingRefund: Pence;
  providerRefundedByEscrow: Pence;
}): Pence {
  const decided = splitRefund(input.parts, Math.min(input.bookingRefund, sumParts(input.parts))).provider;
  return Math.max(0, input.parts.provider - Math.max(decided, input.providerRefundedByEscrow));
}
