import { describe, expect, it } from 'vitest';
import {
  fullRefundDeadline,
  providerPayoutAfterRefunds,
  type RefundReason,
  refundFor,
  splitRefund,
} from './refunds';

const eventDate = new Date('2026-07-01T14:00:00Z'); // 15:00 in London (BST)

describe('client cancellation refund tiers by whole London days before the event', () => {
  it.each([
    ['2026-06-01T08:00:00Z', 30, 10000, 67500],
    ['2026-06-01T23:30:00Z', 29, 7500, 50625], // already 2 June in London
    ['2026-06-02T10:00:00Z', 29, 7500, 50625],
    ['2026-06-17T10:00:00Z', 14, 7500, 50625],
    ['2026-06-18T10:00:00Z', 13, 5000, 33750],
    ['2026-06-24T10:00:00Z', 7, 5000, 33750],
    ['2026-06-25T10:00:00Z', 6, 0, 0],
    ['2026-07-01T09:00:00Z', 0, 0, 0],
  ])('cancelled at %s: %i days before, %i bp, %i pence of 67500 back', (at, days, rate, amount) => {
    expect(
      refundFor({ reason: 'customer_cancelled', totalAmount: 67500, eventDate, at: new Date(at) }),
    ).toEqual({
      rate,
      amount,
      daysBeforeEvent: days,
    });
  });

  it('rounds a tier refund half-up to the penny: 75% of 12345p is 9258.75p → 9259p', () => {
    const at = new Date('2026-06-10T10:00:00Z');
    expect(refundFor({ reason: 'customer_cancelled', totalAmount: 12345, eventDate, at }).amount).toBe(9259);
  });

  it('counts calendar days across the spring clock change', () => {
    const springEvent = new Date('2026-04-05T12:00:00Z');
    const at = new Date('2026-03-06T23:30:00Z'); // 23:30 GMT on 6 March, 30 days before 5 April
    expect(
      refundFor({ reason: 'customer_cancelled', totalAmount: 100, eventDate: springEvent, at }).rate,
    ).toBe(10000);
  });

  it.each<RefundReason>([
    'provider_declined',
    'auto_declined',
    'provider_cancelled',
    'customer_cancelled_before_confirmation',
  ])('refunds in full whatever the date when the reason is %s', (reason) => {
    const at = new Date('2026-06-30T10:00:00Z');
    expect(refundFor({ reason, totalAmount: 67500, eventDate, at })).toEqual({
      rate: 10000,
      amount: 67500,
      daysBeforeEvent: null,
    });
  });

  it('gives the booking’s refundEligibleUntil: the end of the 30th London day before the event', () => {
    expect(fullRefundDeadline(eventDate).toISOString()).toBe('2026-06-01T23:00:00.000Z');
  });
});

describe('splitting a refund between provider, platform fee and VAT', () => {
  const paid = { provider: 47250, platformFee: 9000, vat: 11250 };

  it('keeps what is retained in the original proportions, odd penny to the provider', () => {
    // retained 16875 = 11812.5 / 2250 / 2812.5 → provider wins the tie: 11813 / 2250 / 2812
    expect(splitRefund(paid, 50625)).toEqual({ provider: 35437, platformFee: 6750, vat: 8438 });
  });

  it('takes back every share in full on a full refund', () => {
    expect(splitRefund(paid, 67500)).toEqual(paid);
  });

  it('takes nothing back on a zero refund', () => {
    expect(splitRefund(paid, 0)).toEqual({ provider: 0, platformFee: 0, vat: 0 });
  });

  it('refuses to refund more than is left', () => {
    expect(() => splitRefund(paid, 67501)).toThrow(RangeError);
  });
});

describe("the provider's payout after a booking's refunds", () => {
  const parts = { provider: 47250, platformFee: 9000, vat: 11250 };

  it('is the whole share when nothing was refunded', () => {
    expect(providerPayoutAfterRefunds({ parts, bookingRefund: 0, providerRefundedByEscrow: 0 })).toBe(47250);
  });

  it('is nothing after a refund in full, before and after escrow has made it', () => {
    expect(providerPayoutAfterRefunds({ parts, bookingRefund: 67500, providerRefundedByEscrow: 0 })).toBe(0);
    expect(providerPayoutAfterRefunds({ parts, bookingRefund: 67500, providerRefundedByEscrow: 47250 })).toBe(
      0,
    );
  });

  it('keeps the share of what the client did not get back, as escrow splits it', () => {
    // 75% refunded: the provider keeps 11,813 of the 16,875 retained (splitRefund above).
    expect(providerPayoutAfterRefunds({ parts, bookingRefund: 50625, providerRefundedByEscrow: 0 })).toBe(
      11813,
    );
    expect(providerPayoutAfterRefunds({ parts, bookingRefund: 50625, providerRefundedByEscrow: 35437 })).toBe(
      11813,
    );
  });

  it("takes a dispute's refund off too, which the booking itself does not record", () => {
    expect(providerPayoutAfterRefunds({ parts, bookingRefund: 0, providerRefundedByEscrow: 20000 })).toBe(
      27250,
    );
  });
});
