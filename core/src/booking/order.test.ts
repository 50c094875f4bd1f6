import { describe, expect, it } from 'vitest';
import { orderSummary } from './order';

describe('a booking’s order in words', () => {
  it.each([
    [{ quantity: 1, tableQuantity: 5, chairQuantity: 40 }, '5 tables, 40 chairs'],
    [{ quantity: 1, tableQuantity: 1, chairQuantity: 0 }, '1 table, 0 chairs'],
    [{ quantity: 1, tableQuantity: 0, chairQuantity: 1 }, '0 tables, 1 chair'],
    [{ quantity: 2, tableQuantity: null, chairQuantity: null }, 'Quantity 2'],
    [{ quantity: 1, tableQuantity: null, chairQuantity: null }, null],
    [{ quantity: null, tableQuantity: null, chairQuantity: null }, null],
  ])('%o reads %j', (order, words) => {
    expect(orderSummary(order)).toBe(words);
  });
});
