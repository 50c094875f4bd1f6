import { describe, expect, it } from 'vitest';
import { balancePaymentDate, balanceReleaseAt, depositPaymentDate, payoutSchedule } from './payout-schedule';

const iso = (date: Date) => date.toISOString();

describe('deposit bank payment', () => {
  it('is 14 days after confirmation', () => {
    expect(iso(depositPaymentDate(new Date('2026-06-01T12:00:00Z'), new Date('2026-07-01T14:00:00Z')))).toBe(
      '2026-06-15T12:00:00.000Z',
    );
  });
  it('is 4 days after confirmation when the event is within a week', () => {
    expect(iso(depositPaymentDate(new Date('2026-06-01T12:00:00Z'), new Date('2026-06-05T14:00:00Z')))).toBe(
      '2026-06-05T12:00:00.000Z',
    );
  });
  it('counts an event exactly a week away as not within the week', () => {
    expect(iso(depositPaymentDate(new Date('2026-06-01T12:00:00Z'), new Date('2026-06-08T12:00:00Z')))).toBe(
      '2026-06-15T12:00:00.000Z',
    );
  });
  it('keeps the London wall-clock time across the spring clock change', () => {
    // 12:00 GMT on 20 March → 12:00 BST on 3 April, which is 11:00 UTC
    expect(iso(depositPaymentDate(new Date('2026-03-20T12:00:00Z'), new Date('2026-05-01T12:00:00Z')))).toBe(
      '2026-04-03T11:00:00.000Z',
    );
  });
});

describe('balance release and payment', () => {
  const eventEndsAt = new Date('2026-07-01T22:00:00Z');
  it('is released 48 hours after the event', () => {
    expect(iso(balanceReleaseAt(eventEndsAt))).toBe('2026-07-03T22:00:00.000Z');
  });
  it.each([
    ['basic', '2026-07-08T22:00:00.000Z'],
    ['professional', '2026-07-06T22:00:00.000Z'],
    ['enterprise', '2026-07-04T22:00:00.000Z'],
  ] as const)('is paid 7/5/3 days after the event: %s → %s', (plan, expected) => {
    expect(iso(balancePaymentDate(eventEndsAt, plan))).toBe(expected);
  });
  it('keeps the London wall-clock time across the autumn clock change', () => {
    // 19:00 BST on 23 October → 19:00 GMT on 30 October
    expect(iso(balancePaymentDate(new Date('2026-10-23T18:00:00Z'), 'basic'))).toBe(
      '2026-10-30T19:00:00.000Z',
    );
  });
  it('collects every date of a booking in one schedule', () => {
    const schedule = payoutSchedule({
      confirmedAt: new Date('2026-06-01T12:00:00Z'),
      eventDate: new Date('2026-07-01T14:00:00Z'),
      eventEndsAt,
      plan: 'enterprise',
    });
    expect(schedule).toEqual({
      depositPaymentDate: new Date('2026-06-15T12:00:00Z'),
      balanceReleaseAt: new Date('2026-07-03T22:00:00Z'),
      balancePaymentDate: new Date('2026-07-04T22:00:00Z'),
    });
  });
});
