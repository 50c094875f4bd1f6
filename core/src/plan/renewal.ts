import { DateTime } from 'luxon';
import { LONDON } from '../money';
import type { PlanState } from './state';
import { nextTerm, type PaidTerm } from './subscription-term';

/** Plans are billed by calendar month on the UK calendar: 15 March, 15 April, 15 May… */
export const addLondonMonth = (iso: string): string =>
  DateTime.fromISO(iso, { zone: LONDON }).plus({ months: 1 }).toUTC().toISO() ?? iso;

/** The term a renewal of the current plan would buy, or null when there is nothing to renew. */
export function planRenewalTerm(state: PlanState): PaidTerm | null {
  if (state.current === null) return null;
  return nextTerm({
    term: state.current,
    fullTermEnd: addLondonMonth(state.current.termEnd),
    fullPrice: state.current.monthlyPrice,
    cancellationEndsAt: state.cancellation?.endsAt ?? null,
  });
}

/**
 * What the billing worker does at the end of a term: charge `amount` and report it with
 * RecordPlanRenewal, or end the plan (EndPlan) when its cancellation has taken effect.
 */
export function planDueAction(
  state: PlanState,
  now: Date,
): { action: 'renew'; amount: number } | { action: 'end' } | { action: 'none' } {
  if (state.current === null) return { action: 'none' };
  if (state.cancellation !== null && Date.parse(state.cancellation.endsAt) <= now.getTime())
    return { action: 'end' };
  if (Date.parse(state.current.termEnd) > now.getTime()) return { action: 'none' };
  const term = planRenewalTerm(state);
  return term === null ? { action: 'end' } : { action: 'renew', amount: term.termValue };
}
