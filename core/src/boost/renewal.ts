import { addLondonDays } from '../money';
import { nextTerm, type PaidTerm } from '../plan/subscription-term';
import type { BoostState } from './state';

/** The term a renewal of an active boost would buy: another durationDays at the purchase price. */
export function boostRenewalTerm(state: BoostState): PaidTerm | null {
  if (!state.exists || state.status !== 'active' || state.term === null) return null;
  return nextTerm({
    term: state.term,
    fullTermEnd: addLondonDays(new Date(state.term.termEnd), state.durationDays).toISOString(),
    fullPrice: state.price,
    cancellationEndsAt: state.cancellation?.endsAt ?? null,
  });
}

/**
 * What the billing worker does at a boost's endDate: charge `amount` and report it with
 * RecordBoostRenewal, or expire it (ExpireBoost) once its cancellation has taken effect.
 */
export function boostDueAction(
  state: BoostState,
  now: Date,
): { action: 'renew'; amount: number } | { action: 'expire' } | { action: 'none' } {
  if (!state.exists || state.status !== 'active' || state.term === null) return { action: 'none' };
  if (state.cancellation !== null && Date.parse(state.cancellation.endsAt) <= now.getTime())
    return { action: 'expire' };
  if (Date.parse(state.term.termEnd) > now.getTime()) return { action: 'none' };
  const term = boostRenewalTerm(state);
  return term === null ? { action: 'expire' } : { action: 'renew', amount: term.termValue };
}
