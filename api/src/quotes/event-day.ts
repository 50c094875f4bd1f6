import { dayAvailability, dayTakenText } from '@esm/core/calendar/availability';
import { calendarStream, londonDate, parseEventInstant } from '@esm/core/calendar/dates';
import { calendarDecider } from '@esm/core/calendar/decider';
import { loadState } from '@esm/core/eventstore/load-state';
import { quoteErrors } from '@esm/core/quote/errors';
import type { QuoteItemRequest } from '@esm/core/quote/item-pricing';
import type { ApiContext } from '../http/context';

/**
 * Refuses a quote whose event day is already booked, held by another customer's checkout, or a
 * provider's day off, for any of its services, naming the first such service. Read from each
 * day's calendar stream (the lock checkout takes), so the answer is the one checkout would give.
 */
export async function refuseTakenEventDay(
  ctx: Pick<ApiContext, 'store'>,
  items: readonly QuoteItemRequest[],
  eventDate: string,
  customerId: string,
  now: Date,
): Promise<void> {
  const instant = parseEventInstant(eventDate);
  if (!instant) return;
  const date = londonDate(instant);
  for (const item of items) {
    const state = await loadState(ctx.store, calendarStream(item.service.serviceId, date), calendarDecider);
    const availability = dayAvailability(state, customerId, now);
    if (availability === 'free') continue;
    const text = dayTakenText(item.service.name, date, availability);
    throw quoteErrors.error('QUOTE_DAY_TAKEN', { eventDate: text }, text);
  }
}
