import { defineErrors } from '../kernel/errors';

/** Refusals of the quote lifecycle; texts where the spec has one. */
export const quoteErrors = defineErrors({
  QUOTE_MISSING_INFORMATION: {
    status: 400,
    message: 'Please fill in all event details including venue postcode and add at least one service.',
  },
  QUOTE_INVALID_POSTCODE: {
    status: 400,
    message: 'Please enter a valid UK postcode (e.g., M1 1AA) for accurate mileage calculation.',
  },
  QUOTE_INVALID_EVENT_TYPE: {
    status: 400,
    message: 'Please choose an event type: wedding, corporate event, private party, festival or conference.',
  },
  QUOTE_INVALID_EVENT_DATE: { status: 400, message: 'Please enter a valid event date.' },
  QUOTE_EVENT_DATE_NOT_IN_FUTURE: { status: 422, message: 'The event date must be in the future.' },
  QUOTE_INVALID_GUEST_COUNT: { status: 400, message: 'Guest count must be a whole number of 0 or more.' },
  QUOTE_GUEST_COUNT_REQUIRED: {
    status: 400,
    message: 'Please enter the number of guests so that catering can be priced per person.',
  },
  QUOTE_DUPLICATE_SERVICE: {
    status: 400,
    message: 'Each service can be added to a quote only once. Please change its quantity instead.',
  },
  QUOTE_SERVICE_UNAVAILABLE: {
    status: 422,
    message: 'This service is not available for booking at the moment. Please remove it from your quote.',
  },
  /** The text names the service and the day (dayTakenText); this one is the fallback. */
  QUOTE_DAY_TAKEN: {
    status: 409,
    message: 'A service in this quote is already booked on the event date. Please choose another date.',
  },
  QUOTE_INVALID_QUANTITY: { status: 400, message: 'Quantity must be a whole number from 1 to 1000.' },
  QUOTE_INVALID_DURATION: {
    status: 400,
    message: 'Please choose a duration within the service’s minimum and maximum booking hours.',
  },
  QUOTE_INVALID_TABLE_QUANTITY: { status: 400, message: 'Table quantity must be between 0 and 50.' },
  QUOTE_INVALID_CHAIR_QUANTITY: { status: 400, message: 'Chair quantity must be between 0 and 200.' },
  QUOTE_NO_TABLES_OR_CHAIRS: { status: 400, message: 'Please choose at least one table or chair.' },
  QUOTE_INVALID_DISTANCE: { status: 400, message: 'The distance to the venue could not be worked out.' },
  QUOTE_SERVICE_OUT_OF_RANGE: {
    status: 422,
    message:
      'This service does not travel as far as your venue. Please choose a provider closer to the venue.',
  },
  QUOTE_NOT_FOUND: { status: 404, message: 'Quote not found. The quote may have expired or been removed.' },
  QUOTE_EXPIRED: {
    status: 422,
    message: 'This quote has expired and can no longer be booked. Please create a new quote.',
  },
  QUOTE_NOT_EDITABLE: {
    status: 409,
    message: 'This quote has already been requested and can no longer be changed. Please create a new quote.',
  },
  QUOTE_NOT_REQUESTED: { status: 409, message: 'Please request this saved quote before booking it.' },
  QUOTE_ALREADY_BOOKED: { status: 409, message: 'This quote has already been booked.' },
  QUOTE_BOOKING_IDS_MISMATCH: {
    status: 400,
    message: 'Each service in the quote needs exactly one new booking.',
  },
});
