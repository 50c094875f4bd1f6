import { type CommandActor, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError, isDomainError } from '../kernel/errors';
import { addLondonDays } from '../money';
import { quoteErrors } from './errors';
import type { PricedQuoteItem, QuoteEvent } from './events';
import { priceQuote, type QuoteDetails } from './pricing';

/** A priced quote is valid for 14 days, and never beyond its event. */
export const QUOTE_VALIDITY_DAYS = 14;

export type QuoteCommand =
  /** "Save Quote for Later": priced and kept as a draft the client can still change. */
  | { type: 'SaveQuoteDraft'; actor: CommandActor; quoteId: string; details: QuoteDetails }
  /** "Request Full Quote": a new quote, or a saved draft re-priced from today's services. */
  | { type: 'RequestQuote'; actor: CommandActor; quoteId: string; details: QuoteDetails }
  /** Checkout of the quote: one new booking per service, all paid by one payment. */
  | {
      type: 'BookQuote';
      actor: CommandActor;
      quoteId: string;
      paymentId: string;
      bookingIds: readonly string[];
    }
  /** The checkout's payment failed or was abandoned, so the quote may be booked again. */
  | { type: 'ReleaseQuoteBooking'; actor: CommandActor; quoteId: string; paymentId: string }
  /** Timer at expiresAt. */
  | { type: 'ExpireQuote'; actor: CommandActor; quoteId: string };

export type QuoteStatus = 'draft' | 'requested' | 'booked' | 'expired';

export type QuoteState =
  | { exists: false }
  | {
      exists: true;
      quoteId: string;
      customerId: string;
      status: QuoteStatus;
      eventDate: string;
      expiresAt: string;
      services: PricedQuoteItem[];
      totalAmount: number;
      paymentId: string | null;
    };

const isPast = (iso: string, now: Date) => new Date(iso).getTime() <= now.getTime();

function priced(
  type: 'QuoteDraftSaved' | 'QuoteRequested',
  quoteId: string,
  customerId: string,
  details: QuoteDetails,
  now: Date,
): QuoteEvent[] | DomainError {
  const price = priceQuote(details, now);
  if (isDomainError(price)) return price;
  const validUntil = addLondonDays(now, QUOTE_VALIDITY_DAYS).getTime();
  const expiresAt = new Date(Math.min(validUntil, new Date(price.eventDate).getTime())).toISOString();
  return [{ type, data: { quoteId, customerId, ...price, pricedAt: now.toISOString(), expiresAt } }];
}

export const quoteDecider: Decider<QuoteCommand, QuoteState, QuoteEvent> = {
  initialState: { exists: false },

  decide(command, state, now) {
    const { actor } = command;
    switch (command.type) {
      case 'SaveQuoteDraft':
      case 'RequestQuote': {
        if (actor.kind !== 'user') return commonErrors.error('FORBIDDEN');
        if (state.exists) {
          if (state.customerId !== actor.userId) return commonErrors.error('FORBIDDEN');
          if (state.status === 'expired' || isPast(state.expiresAt, now))
            return quoteErrors.error('QUOTE_EXPIRED');
          if (state.status !== 'draft') return quoteErrors.error('QUOTE_NOT_EDITABLE');
        }
        const type = command.type === 'SaveQuoteDraft' ? 'QuoteDraftSaved' : 'QuoteRequested';
        return priced(type, command.quoteId, actor.userId, command.details, now);
      }

      case 'BookQuote': {
        if (!state.exists) return quoteErrors.error('QUOTE_NOT_FOUND');
        if (actor.kind !== 'user' || actor.userId !== state.customerId)
          return commonErrors.error('FORBIDDEN');
        if (state.status === 'booked') return quoteErrors.error('QUOTE_ALREADY_BOOKED');
        if (state.status === 'expired' || isPast(state.expiresAt, now))
          return quoteErrors.error('QUOTE_EXPIRED');
        // A draft is bookable too: the data model's quotes start as drafts, and only expiry stops a
        // booking. Its day is checked at checkout, where the calendar's lock is taken.
        const ids = command.bookingIds;
        if (ids.length !== state.services.length || new Set(ids).size !== ids.length) {
          return quoteErrors.error('QUOTE_BOOKING_IDS_MISMATCH');
        }
        return [
          {
            type: 'QuoteBooked',
            data: {
              quoteId: state.quoteId,
              customerId: state.customerId,
              paymentId: command.paymentId,
              bookings: state.services.map((item, index) => ({
                bookingId: ids[index]!,
                serviceId: item.serviceId,
                providerId: item.providerId,
              })),
              bookedAt: now.toISOString(),
            },
          },
        ];
      }

      case 'ReleaseQuoteBooking':
        if (!isSystem(actor)) return commonErrors.error('FORBIDDEN');
        if (!state.exists) return quoteErrors.error('QUOTE_NOT_FOUND');
        // Only the checkout that failed releases the quote; a later, successful checkout keeps it.
        if (state.status !== 'booked' || state.paymentId !== command.paymentId) return [];
        return [
          {
            type: 'QuoteBookingReleased',
            data: { quoteId: state.quoteId, paymentId: command.paymentId, releasedAt: now.toISOString() },
          },
        ];

      case 'ExpireQuote':
        if (!isSystem(actor)) return commonErrors.error('FORBIDDEN');
        if (!state.exists) return quoteErrors.error('QUOTE_NOT_FOUND');
        if (state.status === 'booked' || state.status === 'expired' || !isPast(state.expiresAt, now))
          return [];
        return [{ type: 'QuoteExpired', data: { quoteId: state.quoteId, expiredAt: now.toISOString() } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'QuoteDraftSaved':
      case 'QuoteRequested':
        return {
          exists: true,
          quoteId: event.data.quoteId,
          customerId: event.data.customerId,
          status: event.type === 'QuoteDraftSaved' ? 'draft' : 'requested',
          eventDate: event.data.eventDate,
          expiresAt: event.data.expiresAt,
          services: event.data.services,
          totalAmount: event.data.totalAmount,
          paymentId: null,
        };
      case 'QuoteBooked':
        return state.exists ? { ...state, status: 'booked', paymentId: event.data.paymentId } : state;
      case 'QuoteBookingReleased':
        return state.exists ? { ...state, status: 'requested', paymentId: null } : state;
      case 'QuoteExpired':
        return state.exists ? { ...state, status: 'expired' } : state;
    }
  },
};
