import { defineErrors } from '../kernel/errors';

export const reviewErrors = defineErrors({
  REVIEW_INVALID: { status: 400, message: 'Please check your review.' },
  REVIEW_REPORT_REASON_INVALID: {
    status: 400,
    message:
      'Please choose why you are reporting this review: inappropriate, fake, contact details or other.',
  },
  REVIEW_MODERATION_INVALID: {
    status: 400,
    message: 'Please choose approved, hidden or removed, and give the reason.',
  },
  REVIEW_NOT_YOUR_BOOKING: { status: 403, message: 'Only the client of this booking can review it.' },
  REVIEW_BOOKING_NOT_FOUND: { status: 404, message: 'Booking not found.' },
  REVIEW_NOT_FOUND: { status: 404, message: 'Review not found.' },
  REVIEW_ALREADY_SUBMITTED: { status: 409, message: 'You have already reviewed this booking.' },
  REVIEW_REMOVED: { status: 409, message: 'This review has been removed; that decision is final.' },
  REVIEW_MODERATED_MEANWHILE: {
    status: 409,
    message:
      'Another investigator decided on this review since you opened it. Reload it to see their decision before you change it.',
  },
  REVIEW_NOT_VISIBLE: { status: 409, message: 'This review is not shown, so it cannot be reported.' },
  REVIEW_BOOKING_NOT_COMPLETED: {
    status: 422,
    message: 'You can review a booking once it has been completed.',
  },
  REVIEW_OWN_REPORT: { status: 422, message: 'You cannot report your own review.' },
});
