import { eventsOf } from '@esm/core/event-catalogue';
import { paymentEvents, paymentStream } from '@esm/core/payment/events';
import { payoutEvents, payoutStream } from '@esm/core/payout/events';
import { pounds, signOff, ukDateTime } from './format';
import { defineEmailNotification, emailNow } from './notification';
import { providerRecipient, userRecipient } from './recipients';

/** To the payer, once the gateway confirmed the charge. */
export const paymentReceiptEmail = defineEmailNotification({
  name: 'payment-receipt',
  handles: ['PaymentSucceeded'],
  react: (event) => {
    const { paymentId } = event.data;
    return [emailNow('payment-receipt', paymentId, event, { paymentId })];
  },
  async compose(data, deps) {
    const events = eventsOf(
      paymentEvents,
      await deps.store.readStream(paymentStream(String(data.paymentId))),
    );
    const created = events.find((e) => e.type === 'PaymentIntentCreated');
    const succeeded = events.find((e) => e.type === 'PaymentSucceeded');
    if (created?.type !== 'PaymentIntentCreated' || succeeded?.type !== 'PaymentSucceeded') return null;
    const to = await userRecipient(deps, created.data.customerId);
    if (!to) return null;
    const purpose = created.data.purpose;
    const what =
      purpose.kind === 'booking'
        ? `booking ${purpose.bookingIds.join(', ')}`
        : purpose.kind === 'boost'
          ? 'a service boost'
          : 'your provider plan';
    return {
      userId: to.userId,
      to: to.email,
      subject: `Payment receipt: ${pounds(succeeded.data.amount)}`,
      text: [
        `Hello ${to.name},`,
        '',
        `We received your payment of ${pounds(succeeded.data.amount)} for ${what} on ${ukDateTime(succeeded.data.succeededAt)}.`,
        `Payment reference: ${created.data.paymentId}.`,
        'For bookings, the money is held safely until after your event.',
        ...signOff,
      ].join('\n'),
    };
  },
});

/** To the provider, when a payout left for their bank account. */
export const payoutSentEmail = defineEmailNotification({
  name: 'payout-sent',
  handles: ['PayoutSent'],
  react: (event) => {
    const { payoutId } = event.data;
    return [emailNow('payout-sent', payoutId, event, { payoutId })];
  },
  async compose(data, deps) {
    const events = eventsOf(payoutEvents, await deps.store.readStream(payoutStream(String(data.payoutId))));
    const scheduled = events.find((e) => e.type === 'PayoutScheduled');
    const sent = events.find((e) => e.type === 'PayoutSent');
    if (scheduled?.type !== 'PayoutScheduled' || sent?.type !== 'PayoutSent') return null;
    const to = await providerRecipient(deps, scheduled.data.providerId);
    if (!to) return null;
    return {
      userId: to.userId,
      to: to.email,
      subject: `Payout sent: ${pounds(sent.data.amount)}`,
      text: [
        `Hello ${to.businessName},`,
        '',
        `We sent ${pounds(sent.data.amount)} (${scheduled.data.paymentRule} for booking ${scheduled.data.bookingId}) to your bank account on ${ukDateTime(sent.data.sentAt)}.`,
        'It usually arrives within 1-2 working days.',
        `Your earnings: ${deps.config.publicUrl}/provider-dashboard`,
        ...signOff,
      ].join('\n'),
    };
  },
});
