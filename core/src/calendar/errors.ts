import { defineErrors } from '../kernel/errors';

export const calendarErrors = defineErrors({
  CALENDAR_DATE_INVALID: { status: 400, message: 'Please choose a valid date.' },
  CALENDAR_NOT_SERVICE_OWNER: {
    status: 403,
    message: 'Only the provider who offers this service can change its calendar.',
  },
  CALENDAR_DAY_BOOKED: { status: 409, message: 'This date is already booked. Please choose another date.' },
  CALENDAR_DAY_HELD: {
    status: 409,
    message:
      'Another customer is booking this date right now. Please choose another date or try again in 15 minutes.',
  },
  CALENDAR_DAY_HELD_BY_YOU: {
    status: 409,
    message:
      'You are already paying for this date in another checkout. Please complete that payment, or try again when its 15-minute hold ends.',
  },
  CALENDAR_DAY_UNAVAILABLE: {
    status: 409,
    message: 'The provider is not available on this date. Please choose another date.',
  },
  CALENDAR_BLOCK_BOOKED: {
    status: 409,
    message:
      'This date is already booked, so it cannot be blocked. Please cancel the booking first if you cannot attend.',
  },
  CALENDAR_BLOCK_HELD: {
    status: 409,
    message: 'A customer is paying for this date right now. Please try again in 15 minutes.',
  },
  CALENDAR_DATE_IN_PAST: { status: 422, message: 'This date has passed. Please choose a future date.' },
});
