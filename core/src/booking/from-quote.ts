import type { CommandActor } from '../kernel/actor';
import { bookingMoneyFromQuoteLine, type DepositPolicy } from '../money';
import type { PricedQuoteItem } from '../quote/events';
import type { BookingCommand } from './decider';

/** What the booking needs to know about the provider of a quote item, from the provider stream. */
export interface ProviderFacts {
  userId: string;
  deposit: DepositPolicy;
}

/**
 * The CreateBooking command for one item of a booked quote: each item becomes its own booking
 * with its own provider, carrying that item's exact share of the quote's money.
 */
export function createBookingFromQuoteItem(input: {
  actor: CommandActor;
  bookingId: string;
  quoteId: string;
  customerId: string;
  eventDate: string;
  item: PricedQuoteItem;
  provider: ProviderFacts;
  paymentId: string;
  notes: string | null;
  specialRequests: string | null;
}): Extract<BookingCommand, { type: 'CreateBooking' }> {
  const { item } = input;
  return {
    type: 'CreateBooking',
    actor: input.actor,
    bookingId: input.bookingId,
    quoteId: input.quoteId,
    serviceId: item.serviceId,
    customerId: input.customerId,
    providerId: item.providerId,
    providerUserId: input.provider.userId,
    eventDate: input.eventDate,
    duration: item.duration,
    quantity: item.quantity,
    tableQuantity: item.tableQuantity,
    chairQuantity: item.chairQuantity,
    money: bookingMoneyFromQuoteLine(item, input.provider.deposit),
    plan: item.plan,
    paymentId: input.paymentId,
    notes: input.notes,
    specialRequests: input.specialRequests,
  };
}
