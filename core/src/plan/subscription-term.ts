import { addLondonDays, divideRoundHalfUp, type Pence } from '../money';

/**
 * Monthly paid terms with 30 days' notice, shared by plans and boosts ("Cancelling a paid
 * plan or boost needs 30 days notice";: monthly auto-billing).
 */
export const NOTICE_PERIOD_DAYS = 30;

/**
 * A cancellation takes effect at the later of the end of the notice period and the end of the
 * term already paid for: notice never cuts short what was paid, and paying never shortens notice.
 */
export function cancellationEndsAt(now: Date, termEnd: string): string {
  const noticeEnds = addLondonDays(now, NOTICE_PERIOD_DAYS);
  return noticeEnds.getTime() > Date.parse(termEnd) ? noticeEnds.toISOString() : termEnd;
}

/** `amount` × part / whole, rounded half-up to the penny. */
export function proRata(amount: Pence, partMs: number, wholeMs: number): Pence {
  if (wholeMs <= 0 || partMs <= 0) return 0;
  const part = Math.min(partMs, wholeMs);
  return Number(divideRoundHalfUp(BigInt(amount) * BigInt(Math.round(part)), BigInt(Math.round(wholeMs))));
}

export interface PaidTerm {
  termStart: string;
  termEnd: string;
  /** What the whole term is worth at full price (before any upgrade credit). */
  termValue: Pence;
}

/** The unused part of the current term, credited against an upgrade bought during it. */
export const unusedCredit = (term: PaidTerm, now: Date): Pence =>
  proRata(
    term.termValue,
    Date.parse(term.termEnd) - now.getTime(),
    Date.parse(term.termEnd) - Date.parse(term.termStart),
  );

/**
 * The term that follows `term`, or null when a cancellation ends the subscription at or before
 * the term's end. When the notice runs past the term's end, one last, shorter term covers the
 * rest of the notice, charged pro rata.
 */
export function nextTerm(input: {
  term: PaidTerm;
  /** Where a full next term would end (a calendar month for plans, durationDays for boosts). */
  fullTermEnd: string;
  fullPrice: Pence;
  cancellationEndsAt: string | null;
}): PaidTerm | null {
  const { term, fullTermEnd, fullPrice, cancellationEndsAt: endsAt } = input;
  const start = Date.parse(term.termEnd);
  if (endsAt !== null && Date.parse(endsAt) <= start) return null;
  const fullEnd = Date.parse(fullTermEnd);
  if (endsAt === null || Date.parse(endsAt) >= fullEnd)
    return { termStart: term.termEnd, termEnd: fullTermEnd, termValue: fullPrice };
  return {
    termStart: term.termEnd,
    termEnd: endsAt,
    termValue: proRata(fullPrice, Date.parse(endsAt) - start, fullEnd - start),
  };
}
