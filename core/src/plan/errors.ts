import { defineErrors } from '../kernel/errors';

export const planErrors = defineErrors({
  PLAN_FORBIDDEN: { status: 403, message: "You don't have permission to upgrade." },
  PLAN_NOT_FOUND: { status: 404, message: 'Upgrade plan not found.' },
  PLAN_ALREADY_ACTIVE: { status: 409, message: 'You are already on this plan.' },
  PLAN_DOWNGRADE_NOT_ALLOWED: {
    status: 409,
    message:
      'To move to a lower plan, cancel your current plan; it stays active until the end of its 30-day notice period.',
  },
  PLAN_NOT_SUBSCRIBED: {
    status: 409,
    message: 'You are on the free Basic Provider plan; there is nothing to cancel.',
  },
  PLAN_CANCELLATION_ALREADY_REQUESTED: {
    status: 409,
    message: 'Your plan is already cancelled and ends at the end of its notice period.',
  },
  PLAN_PAYMENT_UNKNOWN: { status: 409, message: 'No plan upgrade is waiting for this payment.' },
  PLAN_RENEWAL_NOT_DUE: { status: 409, message: 'This plan is not due for renewal yet.' },
  PLAN_NOT_RENEWING: {
    status: 409,
    message: 'This plan has been cancelled and ends at the end of its notice period; it is not renewed.',
  },
});
