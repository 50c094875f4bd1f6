import { DAY, HOUR } from '../kernel/clock';

/**
 * A provider's history as the risk rules read it. The caller gathers it from the
 * read models (verification, standing, bookings, disputes, bank details, payouts, fraud alerts);
 * the rules stay pure. Times are ISO instants.
 */
export interface ProviderRiskFacts {
  /** The moment the score is for. */
  asOf: string;
  accountCreatedAt: string;
  /** Identity, business and insurance passed. */
  isVerified: boolean;
  contactSharingViolationsAt: readonly string[];
  /** Bookings the provider cancelled or declined after confirming. */
  providerCancellationsAt: readonly string[];
  /** Disputes raised against the provider's bookings. */
  disputesAt: readonly string[];
  bankDetailsChangedAt: readonly string[];
  /** Dates of the provider's payouts, scheduled or made. */
  payoutDates: readonly string[];
  openFraudAlerts: number;
}

/** "Shortly before a payout": bank details changed within 48 hours before it. */
export const BANK_CHANGE_WINDOW_MS = 48 * HOUR;
/** Behaviour older than this no longer weighs on the score: people and businesses change. */
export const LOOKBACK_MS = 365 * DAY;

const ms = (iso: string) => Date.parse(iso);

/** The times in `times` within the `windowMs` ending at `asOf` (inclusive), oldest first. */
export function within(times: readonly string[], asOf: string, windowMs: number): string[] {
  const end = ms(asOf);
  return times.filter((t) => ms(t) <= end && ms(t) > end - windowMs).sort((a, b) => ms(a) - ms(b));
}

export const ageInDays = (facts: ProviderRiskFacts): number =>
  Math.max(0, Math.floor((ms(facts.asOf) - ms(facts.accountCreatedAt)) / DAY));

/** Each bank-details change followed within 48 hours by a payout, with that payout's date. */
export function bankChangesBeforePayouts(
  facts: ProviderRiskFacts,
): Array<{ changedAt: string; payoutDate: string }> {
  const pairs: Array<{ changedAt: string; payoutDate: string }> = [];
  for (const changedAt of facts.bankDetailsChangedAt) {
    const payoutDate = facts.payoutDates
      .filter((p) => ms(p) >= ms(changedAt) && ms(p) - ms(changedAt) <= BANK_CHANGE_WINDOW_MS)
      .sort((a, b) => ms(a) - ms(b))[0];
    if (payoutDate !== undefined) pairs.push({ changedAt, payoutDate });
  }
  return pairs;
}
