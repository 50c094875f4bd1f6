import { orderSummary } from '@esm/core/booking/order';
import { spokenDay } from '@esm/core/calendar/availability';
import { describe, expect, it } from 'vitest';
import { formatOrder, formatSpokenDate } from '../../web-marketplace/src/lib/format';

/**
 * The web app says some things from copies of core's wording (it cannot import core). Each copy
 * must say what the server says: the e-mail a provider gets and the card they open, the day a
 * refusal names and the day a button names.
 */
const ORDERS = [
  { quantity: 1, tableQuantity: 5, chairQuantity: 40 },
  { quantity: 1, tableQuantity: 1, chairQuantity: 0 },
  { quantity: 1, tableQuantity: 0, chairQuantity: 1 },
  { quantity: 3, tableQuantity: null, chairQuantity: null },
  { quantity: 2, tableQuantity: 10, chairQuantity: 80 },
  { quantity: 1, tableQuantity: null, chairQuantity: null },
  { quantity: null, tableQuantity: null, chairQuantity: null },
  { quantity: null, tableQuantity: 2, chairQuantity: 16 },
];

const DAYS = ['2026-12-24', '2027-01-01', '2026-03-29', '2026-10-25', '2028-02-29', '2030-09-12'];

describe('the same words in the browser and on the server', () => {
  it.each(ORDERS)('an order: %o', (order) => {
    expect(formatOrder(order)).toBe(orderSummary(order));
  });
  it.each(DAYS)('a day: %s', (day) => {
    expect(formatSpokenDate(day)).toBe(spokenDay(day));
  });
});
