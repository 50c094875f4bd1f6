import { type BookingOrder, orderSummary } from '@esm/core/booking/order';
import { HOUR } from '@esm/core/kernel/clock';
import { cancel, schedule } from '../process-manager/process-manager';
import { bookingCalendarFile } from './booking-calendar';
import { bookingFacts } from './booking-facts';
import { pounds, signOff, ukDateTime } from './format';
import { defineEmailNotification, emailNow, emailQueue } from './notification';
import { providerRecipient, userRecipient } from './recipients';

/** "Order: 5 tables, 40 chairs.", when the booking asks for more than the service once. */
const orderLine = (order: BookingOrder): string[] => {
  const words = orderSummary(order);
  return words ? [`Order: ${words}.`] : [];
};

/** To the provider once the client has paid: the request and the 24-hour deadline. */
export const bookingRequestEmail = defineEmailNotification({
  name: 'booking-request',
  handles: ['BookingPaid'],
  react: (event) => [emailNow('booking-request', event.data.bookingId, event, event.data)],
  async compose(data, deps) {
    const facts = await bookingFacts(deps, String(data.bookingId));
    if (!facts) return null;
    const to = await providerRecipient(deps, facts.created.providerId);
    if (!to) return null;
    return {
      userId: to.userId,
      to: to.email,
      subject: `New booking request: ${facts.serviceName}`,
      text: [
        `Hello ${to.businessName},`,
        '',
        `You have a new, paid booking request for ${facts.serviceName} on ${ukDateTime(facts.created.eventDate)} (${facts.created.duration} hours).`,
        ...orderLine(facts.created),
        `Your earnings: ${pounds(facts.created.providerAmount)}.`,
        '',
        `Please accept or decline by ${ukDateTime(String(data.respondBy))}. Requests not answered within 24 hours are declined automatically and the client is refunded.`,
        `Answer it here: ${deps.config.publicUrl}/provider-dashboard`,
        ...signOff,
      ].join('\n'),
    };
  },
});

/** To the client: confirmed, with the event as a calendar file. */
export const bookingAcceptedEmail = defineEmailNotification({
  name: 'booking-accepted',
  handles: ['BookingAccepted'],
  react: (event) => [
    emailNow('booking-accepted', event.data.bookingId, event, { bookingId: event.data.bookingId }),
  ],
  async compose(data, deps) {
    const facts = await bookingFacts(deps, String(data.bookingId));
    if (!facts) return null;
    const to = await userRecipient(deps, facts.created.customerId);
    if (!to) return null;
    const { created } = facts;
    return {
      userId: to.userId,
      to: to.email,
      subject: `Booking confirmed: ${facts.serviceName} on ${ukDateTime(created.eventDate)}`,
      text: [
        `Hello ${to.name},`,
        '',
        `Good news: your booking of ${facts.serviceName} on ${ukDateTime(created.eventDate)} is confirmed by the provider.`,
        `Booking reference: ${created.bookingId}. Total paid: ${pounds(created.totalAmount)}.`,
        'The attached calendar file adds the event to your calendar.',
        '',
        `Your bookings: ${deps.config.publicUrl}/bookings`,
        ...signOff,
      ].join('\n'),
      attachments: [
        bookingCalendarFile({
          bookingId: created.bookingId,
          title: facts.serviceName,
          description: `EventHire UK booking ${created.bookingId}`,
          startsAt: created.eventDate,
          endsAt: created.eventEndsAt,
          sequence: 0,
        }),
      ],
    };
  },
});

/** To the client: declined by the provider, or automatically after 24 hours; both refund in full. */
export const bookingDeclinedEmail = defineEmailNotification({
  name: 'booking-declined',
  handles: ['BookingDeclined', 'BookingAutoDeclined'],
  react: (event) => {
    const { bookingId, refundAmount } = event.data;
    return [
      emailNow('booking-declined', bookingId, event, {
        bookingId,
        refundAmount,
        automatic: event.type === 'BookingAutoDeclined',
      }),
    ];
  },
  async compose(data, deps) {
    const facts = await bookingFacts(deps, String(data.bookingId));
    if (!facts) return null;
    const to = await userRecipient(deps, facts.created.customerId);
    if (!to) return null;
    const why = data.automatic
      ? 'The provider did not answer within 24 hours, so the request was declined automatically.'
      : 'The provider is unable to take this booking.';
    return {
      userId: to.userId,
      to: to.email,
      subject: `Booking declined: ${facts.serviceName}`,
      text: [
        `Hello ${to.name},`,
        '',
        `Your booking request for ${facts.serviceName} on ${ukDateTime(facts.created.eventDate)} was declined. ${why}`,
        `You will be refunded ${pounds(Number(data.refundAmount))} in full to your card.`,
        '',
        `Find another provider: ${deps.config.publicUrl}/services`,
        ...signOff,
      ].join('\n'),
    };
  },
});

/** To the client: the confirmation's calendar entry is withdrawn (same UID, higher SEQUENCE). */
export const bookingCancelledEmail = defineEmailNotification({
  name: 'booking-cancelled',
  handles: ['BookingCancelled'],
  react: (event) => {
    const d = event.data;
    return [
      emailNow('booking-cancelled', d.bookingId, event, {
        bookingId: d.bookingId,
        refundAmount: d.refundAmount,
        cancelledBy: d.cancelledBy,
      }),
    ];
  },
  async compose(data, deps) {
    const facts = await bookingFacts(deps, String(data.bookingId));
    if (!facts) return null;
    const to = await userRecipient(deps, facts.created.customerId);
    if (!to) return null;
    const { created } = facts;
    const refund = Number(data.refundAmount);
    return {
      userId: to.userId,
      to: to.email,
      subject: `Booking cancelled: ${facts.serviceName}`,
      text: [
        `Hello ${to.name},`,
        '',
        `Your booking of ${facts.serviceName} on ${ukDateTime(created.eventDate)} was cancelled${data.cancelledBy === 'provider' ? ' by the provider' : ''}.`,
        refund > 0
          ? `A refund of ${pounds(refund)} goes back to your card.`
          : 'No refund is due under the cancellation policy.',
        ...signOff,
      ].join('\n'),
      ...(facts.accepted
        ? {
            attachments: [
              bookingCalendarFile({
                bookingId: created.bookingId,
                title: facts.serviceName,
                description: `EventHire UK booking ${created.bookingId} (cancelled)`,
                startsAt: created.eventDate,
                endsAt: created.eventEndsAt,
                sequence: facts.changes,
                cancelled: true,
              }),
            ],
          }
        : {}),
    };
  },
});

const REMINDER = 'booking-reminder';
const reminderKey = (bookingId: string) => `${REMINDER}:${bookingId}`;

/**
 * To the client 24 hours before the event. The timer starts with the booking (the only event
 * that carries the date) and is cancelled when the booking ends; the job checks once more that
 * the booking was accepted and is still on.
 */
export const bookingReminderEmail = defineEmailNotification({
  name: REMINDER,
  handles: [
    'BookingCreated',
    'BookingDeclined',
    'BookingAutoDeclined',
    'BookingCancelled',
    'BookingPaymentFailed',
    'BookingPaymentRefunded',
  ],
  react(event) {
    const { bookingId } = event.data;
    if (event.type !== 'BookingCreated') return [cancel(reminderKey(bookingId))];
    const eventDate = Date.parse(event.data.eventDate);
    const runAt = new Date(Math.max(eventDate - 24 * HOUR, event.occurredAt.getTime()));
    return [
      schedule(reminderKey(bookingId), emailQueue(REMINDER), runAt, {
        bookingId,
        dedupeKey: reminderKey(bookingId),
      }),
    ];
  },
  async compose(data, deps) {
    const facts = await bookingFacts(deps, String(data.bookingId));
    if (!facts?.accepted || facts.ended) return null;
    const to = await userRecipient(deps, facts.created.customerId);
    if (!to) return null;
    return {
      userId: to.userId,
      to: to.email,
      subject: `Reminder: ${facts.serviceName} tomorrow`,
      text: [
        `Hello ${to.name},`,
        '',
        `A reminder that ${facts.serviceName} is booked for ${ukDateTime(facts.created.eventDate)}.`,
        'If something is wrong after the event, you can report it within 48 hours from your bookings page.',
        `Your bookings: ${deps.config.publicUrl}/bookings`,
        ...signOff,
      ].join('\n'),
    };
  },
});
