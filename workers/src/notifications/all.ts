import { passwordResetEmail } from './account-emails';
import {
  bookingAcceptedEmail,
  bookingCancelledEmail,
  bookingDeclinedEmail,
  bookingReminderEmail,
  bookingRequestEmail,
} from './booking-emails';
import { paymentReceiptEmail, payoutSentEmail } from './money-emails';
import type { EmailNotification } from './notification';
import { contactAcknowledgementEmail, documentReviewedEmail, standingEmail } from './trust-emails';

/** Every e-mail sent because of an event (the provider welcome lives with the providers). */
export const allEmailNotifications: readonly EmailNotification[] = [
  bookingRequestEmail,
  bookingAcceptedEmail,
  bookingDeclinedEmail,
  bookingCancelledEmail,
  bookingReminderEmail,
  paymentReceiptEmail,
  payoutSentEmail,
  documentReviewedEmail,
  standingEmail,
  contactAcknowledgementEmail,
  passwordResetEmail,
];
