import { defineErrors } from '../kernel/errors';

export const accountErrors = defineErrors({
  ACCOUNT_SIGN_UP_INVALID: { status: 400, message: 'Please check your sign-up details.' },
  ACCOUNT_PROFILE_INVALID: { status: 400, message: 'Please check your profile details.' },
  ACCOUNT_ROLE_UNKNOWN: {
    status: 400,
    message: 'Unknown role. Back-office roles are admin, verifier, investigator and auditor.',
  },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'Account not found' },
  ACCOUNT_ALREADY_REGISTERED: { status: 409, message: 'This account already exists.' },
  ACCOUNT_EMAIL_TAKEN: {
    status: 409,
    message: 'An account with this email address already exists. Please sign in instead.',
  },
  ACCOUNT_PROFILE_ALREADY_COMPLETE: {
    status: 409,
    message: 'Your profile is already complete. You can change it from your account settings.',
  },
  ACCOUNT_PROFILE_INCOMPLETE: { status: 409, message: 'Please complete your profile first.' },
  ACCOUNT_CLOSED: { status: 409, message: 'This account has been closed.' },
  ACCOUNT_ERASED: { status: 409, message: 'This account has been erased.' },
  ACCOUNT_NOT_CLOSED: { status: 409, message: 'Only a closed account can be erased.' },
  ACCOUNT_ERASURE_NOT_DUE: {
    status: 409,
    message: 'Account data is erased 30 days after closure; this account cannot be erased yet.',
  },
  ACCOUNT_OWN_ADMIN_ROLE: {
    status: 422,
    message: 'You cannot remove your own admin role. Please ask another admin to do it.',
  },
  ACCOUNT_HAS_OPEN_BOOKINGS: {
    status: 422,
    message: 'Please finish or cancel your open bookings before closing your account.',
  },
  ACCOUNT_HAS_LISTED_SERVICES: {
    status: 422,
    message: 'Please remove your listed services before closing your account, so nobody books them.',
  },
  PASSWORD_RESET_INVALID: {
    status: 400,
    message: 'This password reset link is not valid or has already been used. Please ask for a new one.',
  },
  PASSWORD_RESET_EXPIRED: {
    status: 400,
    message: 'This password reset link has expired. Please ask for a new one.',
  },
  PASSWORD_RESET_TOO_MANY: {
    status: 429,
    message: 'Too many password reset requests. Please wait an hour and try again.',
  },
});
