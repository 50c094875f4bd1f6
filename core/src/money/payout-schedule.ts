import { HOUR } from '../kernel/clock';
import { addLondonDays } from './london';
import type { ProviderPlan } from './rates';

/** The provider's bank payment for the deposit: 14 days after confirmation… */
export const DEPOSIT_PAYMENT_DAYS = 14;
/** …or 4 days when the event is within a week of confirmation. */
export const SHORT_NOTICE_DEPOSIT_PAYMENT_DAYS = 4;
export const SHORT_NOTICE_WINDOW_DAYS = 7;

/** Disputes are accepted for 48 hours after the event, and the balance waits for that window. */
export const DISPUTE_WINDOW_HOURS = 48;

/** The balance is paid 7, 5 or 3 days after the event for Basic, Professional, Enterprise. */
export const BALANCE_PAYMENT_DAYS: Record<ProviderPlan, number> = {
  basic: 7,
  professional: 5,
  enterprise: 3,
};

export function depositPaymentDate(confirmedAt: Date, eventDate: Date): Date {
  const shortNotice = eventDate.getTime() < addLondonDays(confirmedAt, SHORT_NOTICE_WINDOW_DAYS).getTime();
  return addLondonDays(confirmedAt, shortNotice ? SHORT_NOTICE_DEPOSIT_PAYMENT_DAYS : DEPOSIT_PAYMENT_DAYS);
}

/** The end of the dispute window, which is also when the balance may leave escrow. */
export const disputeWindowClosesAt = (eventEndsAt: Date): Date =>
  new Date(eventEndsAt.getTime() + DISPUTE_WINDOW_HOURS * HOUR);

export const balanceReleaseAt = disputeWindowClosesAt;

/** When the balance reaches the provider's bank, counted from `from` (the event's end, normally). */
export const balancePaymentDate = (from: Date, plan: ProviderPlan): Date =>
  addLondonDays(from, BALANCE_PAYMENT_DAYS[plan]);

export interface PayoutSchedule {
  depositPaymentDate: Date;
  balanceReleaseAt: Date;
  balancePaymentDate: Date;
}

/** Every payout date of a booking confirmed at `confirmedAt`. */
export const payoutSchedule = (input: {
  confirmedAt: Date;
  eventDate: Date;
  eventEndsAt: Date;
  plan: ProviderPlan;
}): PayoutSchedule => ({
  depositPaymentDate: depositPaymentDate(input.confirmedAt, input.eventDate),
  balanceReleaseAt: balanceReleaseAt(input.eventEndsAt),
  balancePaymentDate: balancePaymentDate(input.eventEndsAt, input.plan),
});
