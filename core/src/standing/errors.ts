import { defineErrors } from '../kernel/errors';

export const standingErrors = defineErrors({
  STANDING_REASON_REQUIRED: { status: 400, message: 'Please give a reason.' },
  STANDING_NOT_BLOCKED: {
    status: 409,
    message: 'This account has no messaging restriction, suspension or termination to lift.',
  },
  STANDING_ALREADY_TERMINATED: { status: 409, message: 'This account is already permanently terminated.' },
});
