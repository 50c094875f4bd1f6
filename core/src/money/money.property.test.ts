import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRate } from './basis-points';
import { bookingMoneyFromQuoteLine, directCheckoutMoney, isBalancedBookingMoney } from './booking-money';
import { quoteTotals } from './quote-totals';
import { PROVIDER_PLANS, VAT_RATE } from './rates';
import { refundFor, splitRefund, sumParts } from './refunds';

const pence = (max = 100_000_000) => fc.integer({ min: 0, max });
const plan = fc.constantFrom(...PROVIDER_PLANS);
const depositPolicy = fc.record({
  depositRequired: fc.boolean(),
  depositRate: fc.integer({ min: 0, max: 10_000 }),
});
const line = fc.record({
  price: pence(),
  providerFeeRate: fc.integer({ min: 0, max: 5000 }),
  commissionRate: fc.constantFrom(2000, 1500, 1000),
});

describe('money properties', () => {
  it('quote parts always sum to the total, per item and for the quote', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (input) => {
        const { lines, totals } = quoteTotals(input);
        for (const item of lines) {
          expect(item.price + item.providerFee + item.platformFee + item.vatAmount).toBe(item.total);
        }
        expect(totals.subtotal + totals.providerFees + totals.platformFee + totals.vatAmount).toBe(
          totals.totalAmount,
        );
        expect(lines.reduce((sum, item) => sum + item.total, 0)).toBe(totals.totalAmount);
        expect(totals.vatAmount).toBe(
          applyRate(totals.subtotal + totals.providerFees + totals.platformFee, VAT_RATE),
        );
      }),
    );
  });

  it('every booking made from a quote or a direct checkout is balanced', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), depositPolicy, (input, policy) => {
        for (const item of quoteTotals(input).lines) {
          expect(isBalancedBookingMoney(bookingMoneyFromQuoteLine(item, policy))).toBe(true);
        }
      }),
    );
    fc.assert(
      fc.property(pence(), plan, depositPolicy, (price, providerPlan, policy) => {
        expect(isBalancedBookingMoney(directCheckoutMoney(price, providerPlan, policy))).toBe(true);
      }),
    );
  });

  it('a refund never exceeds what was paid', () => {
    fc.assert(
      fc.property(
        pence(),
        fc.constantFrom(
          'customer_cancelled',
          'provider_declined',
          'auto_declined',
          'provider_cancelled',
          'customer_cancelled_before_confirmation',
        ),
        fc.integer({ min: -5, max: 400 }),
        (totalAmount, reason, daysBefore) => {
          const eventDate = new Date('2026-09-01T12:00:00Z');
          const at = new Date(eventDate.getTime() - daysBefore * 86_400_000);
          const refund = refundFor({ reason, totalAmount, eventDate, at });
          expect(refund.amount).toBeGreaterThanOrEqual(0);
          expect(refund.amount).toBeLessThanOrEqual(totalAmount);
        },
      ),
    );
  });

  it('a refund split takes from each share no more than it holds and adds up to the refund', () => {
    const parts = fc.record({ provider: pence(), platformFee: pence(), vat: pence() });
    fc.assert(
      fc.property(parts, fc.double({ min: 0, max: 1, noNaN: true }), (remaining, fraction) => {
        const refund = Math.floor(sumParts(remaining) * fraction);
        const taken = splitRefund(remaining, refund);
        expect(sumParts(taken)).toBe(refund);
        for (const key of ['provider', 'platformFee', 'vat'] as const) {
          expect(taken[key]).toBeGreaterThanOrEqual(0);
          expect(taken[key]).toBeLessThanOrEqual(remaining[key]);
        }
      }),
    );
  });
});
