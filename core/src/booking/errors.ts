import { defineErrors } from '../kernel/errors';

/** Refusals of the booking lifecycle. */
export const bookingErrors = defineErrors({
  BOOKING_NOT_FOUND: { status: 404, message: 'Booking not found.' },
  BOOKING_EXISTS: { status: 409, message: 'This booking has already been created.' },
  BOOKING_INVALID_MONEY: {
    status: 400,
    message: 'The booking amounts must be whole pence that add up to the total.',
  },
  BOOKING_INVALID_DURATION: { status: 400, message: 'The booking duration must be a whole number of hours.' },
  BOOKING_INVALID_ORDER: {
    status: 400,
    message: 'The quantities booked must be whole numbers within the service’s limits.',
  },
  BOOKING_EVENT_DATE_NOT_IN_FUTURE: { status: 422, message: 'The event date must be in the future.' },
  BOOKING_TEXT_TOO_LONG: { status: 400, message: 'Please keep messages and notes under 2000 characters.' },
  BOOKING_PAYMENT_MISMATCH: { status: 409, message: 'This payment does not belong to this booking.' },
  BOOKING_NOT_AWAITING_PAYMENT: { status: 409, message: 'This booking is not waiting for payment.' },
  BOOKING_NOT_REVIEWABLE: {
    status: 409,
    message: 'This booking can only be accepted or declined while it is pending your review.',
  },
  BOOKING_RESPONSE_WINDOW_CLOSED: {
    status: 409,
    message:
      'The 24 hours to respond to this booking have passed, so it has been declined and the client refunded.',
  },
  BOOKING_RESPONSE_WINDOW_OPEN: {
    status: 409,
    message: 'The provider still has time to respond to this booking.',
  },
  BOOKING_NOT_CANCELLABLE: { status: 409, message: 'This booking can no longer be cancelled.' },
  BOOKING_DECLINE_INSTEAD: {
    status: 409,
    message: 'Please decline this booking request instead of cancelling it.',
  },
  BOOKING_EVENT_STARTED: {
    status: 422,
    message:
      'This event has already started, so the booking can no longer be cancelled. If something went wrong, please raise a dispute within 48 hours of the event.',
  },
  BOOKING_OWN_SERVICE: { status: 422, message: 'You cannot book your own service.' },
  BOOKING_EVENT_NOT_OVER: { status: 409, message: 'This booking’s event has not finished yet.' },
});
