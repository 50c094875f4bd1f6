import { orderSummary } from '@esm/core/booking/order';
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../web-marketplace/src/lib/format';

/**
 * The booking screens say what was ordered from a copy of core's wording (the web app cannot
 * import core): the e-mail the provider gets and the card they open must say the same.
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

describe('the order in words, in the browser and on the server', () => {
  it.each(ORDERS)('%o', (order) => {
    expect(formatOrder(order)).toBe(orderSummary(order));
  });
});
