import { describe, expect, it } from 'vitest';
import { isDomainError } from '../kernel/errors';
import { given } from '../kernel/given-when-then';
import type { DepositPolicy } from '../money';
import type { PricedQuote } from '../quote/events';
import { priceQuote } from '../quote/pricing';
import { itemOf, serviceWith, stageHire, weddingDetails } from '../quote/testing/test-fixtures';
import { bookingDecider } from './decider';
import { createBookingFromQuoteItem } from './from-quote';

const now = new Date('2026-06-01T12:00:00Z');
const client = { kind: 'user', userId: 'u-client', roles: [] } as const;

/** The client's CreateBooking commands for each item of a priced quote (booking b1, b2…). */
const bookingCommands = (
  quote: Pick<PricedQuote, 'services' | 'eventDate'>,
  deposit: (index: number) => DepositPolicy,
) =>
  quote.services.map((item, index) =>
    createBookingFromQuoteItem({
      actor: client,
      bookingId: `b${index + 1}`,
      quoteId: 'q1',
      customerId: 'u-client',
      eventDate: quote.eventDate,
      item,
      provider: { userId: `u-${item.providerId}`, deposit: deposit(index) },
      paymentId: 'pay-1',
      notes: null,
      specialRequests: null,
    }),
  );

describe('a quote checkout creates one booking per quote item', () => {
  const lighting = serviceWith({ serviceId: 'svc-lights', providerId: 'prov-2', plan: 'enterprise' });
  const quote = priceQuote(weddingDetails({ services: [itemOf(stageHire), itemOf(lighting)] }), now);
  if (isDomainError(quote)) throw quote;

  const commands = bookingCommands(quote, (index) => ({ depositRequired: index === 0, depositRate: 2500 }));

  it('gives each booking its item’s exact share, so the bookings add up to the quote', () => {
    expect(commands.reduce((sum, command) => sum + command.money.totalAmount, 0)).toBe(quote.totalAmount);
    expect(commands.reduce((sum, command) => sum + command.money.vatAmount, 0)).toBe(quote.vatAmount);
    expect(commands.reduce((sum, command) => sum + command.money.platformFee, 0)).toBe(quote.platformFee);
  });

  it('pays the provider the item price plus the provider fee, with that provider’s deposit terms', () => {
    // stage: 45000 + 2250 fee = 47250, deposit 25% → 11813; lighting: no deposit required
    expect(commands.map((command) => [command.money.providerAmount, command.money.depositAmount])).toEqual([
      [47250, 11813],
      [47250, 0],
    ]);
    expect(commands.map((command) => [command.providerId, command.providerUserId, command.plan])).toEqual([
      ['prov-1', 'u-prov-1', 'basic'],
      ['prov-2', 'u-prov-2', 'enterprise'],
    ]);
  });

  it('produces commands the booking lifecycle accepts', () => {
    for (const command of commands) {
      expect(isDomainError(given(bookingDecider).when(command, now).outcome)).toBe(false);
    }
  });
});

describe('each booking of a quote records what was ordered', () => {
  const furniture = serviceWith({
    serviceId: 'svc-furniture',
    providerId: 'prov-3',
    categorySlug: 'furniture-hire',
    categoryName: 'Table & Chair Hire',
    priceUnit: 'per item',
    basePrice: 500,
  });
  const quote = priceQuote(
    weddingDetails({
      services: [
        itemOf(stageHire, { quantity: 2 }),
        itemOf(furniture, { tableQuantity: 5, chairQuantity: 40 }),
      ],
    }),
    now,
  );
  if (isDomainError(quote)) throw quote;

  it('gives the provider the quantity, and Table & Chair Hire its tables and chairs', () => {
    const orders = bookingCommands(quote, () => ({ depositRequired: false, depositRate: 0 })).map(
      (command) => {
        expect(isDomainError(given(bookingDecider).when(command, now).outcome)).toBe(false);
        return [command.quantity, command.tableQuantity, command.chairQuantity];
      },
    );
    expect(orders).toEqual([
      [2, null, null],
      [1, 5, 40],
    ]);
  });
});
