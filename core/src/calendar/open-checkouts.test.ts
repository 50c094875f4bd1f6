import { describe, it } from 'vitest';
import { MINUTE } from '../kernel/clock';
import { given } from '../kernel/given-when-then';
import {
  MAX_OPEN_CHECKOUTS,
  type OpenCheckoutsCommand,
  type OpenCheckoutsEvent,
  openCheckoutsDecider,
} from './open-checkouts';

const now = new Date('2026-06-01T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
const open = (paymentId: string): OpenCheckoutsCommand => ({
  type: 'OpenCheckout',
  customerId: 'alice',
  paymentId,
});
const close = (paymentId: string): OpenCheckoutsCommand => ({
  type: 'CloseCheckout',
  customerId: 'alice',
  paymentId,
});
const opened = (paymentId: string, openedAt = now): OpenCheckoutsEvent => ({
  type: 'CustomerCheckoutOpened',
  data: {
    customerId: 'alice',
    paymentId,
    expiresAt: new Date(openedAt.getTime() + 15 * MINUTE).toISOString(),
  },
});
const closed = (paymentId: string): OpenCheckoutsEvent => ({
  type: 'CustomerCheckoutClosed',
  data: { customerId: 'alice', paymentId },
});
const full = Array.from({ length: MAX_OPEN_CHECKOUTS }, (_, i) => opened(`p${i}`));

describe('open checkouts of one client (a cap on days held at once)', () => {
  it('opens a checkout for 15 minutes', () => {
    given(openCheckoutsDecider)
      .when(open('p0'), now)
      .thenEvents([opened('p0')]);
  });
  it(`refuses a checkout beyond ${MAX_OPEN_CHECKOUTS} open at once`, () => {
    given(openCheckoutsDecider, full)
      .when(open('p9'), at(1))
      .thenRefused(
        'CHECKOUT_TOO_MANY_OPEN',
        'You already have 3 checkouts in progress. Please complete or leave one of them before starting another.',
      );
  });
  it('lets an open checkout come back (resumed) even at the cap, with a fresh 15 minutes', () => {
    given(openCheckoutsDecider, full)
      .when(open('p1'), at(5))
      .thenEvents([opened('p1', at(5))]);
  });
  it('counts only checkouts whose 15 minutes have not run out', () => {
    given(openCheckoutsDecider, full)
      .when(open('p9'), at(15))
      .thenEvents([opened('p9', at(15))]);
  });
  it('frees a place when a checkout closes (paid or ended)', () => {
    given(openCheckoutsDecider, [...full, closed('p0')])
      .when(open('p9'), at(1))
      .thenEvents([opened('p9', at(1))]);
  });
  it('closes an open checkout once; closing one that is not open records nothing', () => {
    given(openCheckoutsDecider, full)
      .when(close('p0'), at(1))
      .thenEvents([closed('p0')]);
    given(openCheckoutsDecider, [...full, closed('p0')])
      .when(close('p0'), at(1))
      .thenEvents([]);
    given(openCheckoutsDecider).when(close('p0'), at(1)).thenEvents([]);
  });
});
