import { checkoutOfPayment } from '@esm/app/checkout/checkout-of-payment';
import { CHECKOUT_EXPIRED_REASON, settlePayment } from '@esm/app/checkout/settle-payment';
import { calendarStream } from '@esm/core/calendar/dates';
import { calendarDecider } from '@esm/core/calendar/decider';
import { systemActor } from '@esm/core/kernel/actor';
import type { JobDefinition } from '../jobs';
import { cancel, defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';
import { finishSettlement } from './settlement-check';

export const CHECKOUT_HOLD_QUEUE = 'checkout.hold-expiry';

const holdKey = (holdId: string, serviceId: string, date: string) =>
  `checkout-hold:${holdId}:${serviceId}:${date}`;

/**
 * The 15-minute checkout hold: when a day is held, its expiry is timed; a release by the
 * checkout itself makes the timer moot. Booking the day does not cancel it: settlement may still be cut short
 * after that (before the booking is marked paid), and the timer then finishes it. Checkout uses
 * the payment id as the hold id, so the job knows which checkout to end.
 */
export const checkoutHoldProcess = defineProcessManager({
  name: 'checkout-hold',
  handles: ['CalendarDayHeld', 'CalendarHoldReleased'],
  react(event) {
    switch (event.type) {
      case 'CalendarDayHeld': {
        const { holdId, serviceId, date, expiresAt } = event.data;
        return [
          schedule(holdKey(holdId, serviceId, date), CHECKOUT_HOLD_QUEUE, new Date(expiresAt), {
            holdId,
            serviceId,
            date,
          }),
        ];
      }
      case 'CalendarHoldReleased':
        // A lapsed hold released because someone else holds the day now ('expired') may belong to
        // a checkout whose card went through while its recording crashed: its own timer must still
        // run, to settle that payment (refunding it, as the day is gone) or end the checkout.
        if (event.data.reason === 'expired') return [];
        return [cancel(holdKey(event.data.holdId, event.data.serviceId, event.data.date))];
      default:
        return [];
    }
  },
});

/**
 * The hold lapsed: unless the card went through in the meantime, the unpaid intent is cancelled
 * at the gateway (so it can no longer be paid), the day is freed and the checkout ended.
 */
export function checkoutHoldJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: CHECKOUT_HOLD_QUEUE,
    async handle(data) {
      const paymentId = String(data.holdId);
      const checkout = await checkoutOfPayment(deps.store, paymentId);
      if (!checkout) return;
      const correlationId = `checkout-hold:${paymentId}`;
      const actor = systemActor('worker:checkout-hold');
      // Paid: settle (a crash may have cut the settlement short); every booking ends paid or refunded.
      const current = await deps.gateway.retrievePaymentIntent(checkout.payment.gatewayIntentId);
      if (current.status === 'succeeded') {
        await finishSettlement(deps, paymentId, correlationId);
        return;
      }
      // A day the same customer re-held (back on the checkout page) keeps the checkout alive.
      for (const { booking, date } of checkout.bookings) {
        const result = await deps.commands.run({
          stream: calendarStream(booking.serviceId, date),
          decider: calendarDecider,
          command: { type: 'ExpireHold', serviceId: booking.serviceId, date, holdId: paymentId },
          actor,
          correlationId,
          readYourWrites: false,
        });
        if (result.state.hold?.holdId === paymentId) return;
      }
      const intent = await deps.gateway.cancelPaymentIntent(
        checkout.payment.gatewayIntentId,
        `checkout-expiry-${paymentId}`,
      );
      await settlePayment(deps, {
        paymentId,
        gatewayEventId: `hold-expired:${paymentId}`,
        correlationId,
        intent: intent.status === 'canceled' ? { ...intent, lastError: CHECKOUT_EXPIRED_REASON } : intent,
      });
    },
  };
}
