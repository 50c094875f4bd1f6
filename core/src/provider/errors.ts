import { defineErrors } from '../kernel/errors';

export const providerErrors = defineErrors({
  PROVIDER_PROFILE_INVALID: { status: 400, message: 'Please check your business profile details.' },
  PROVIDER_BANK_DETAILS_INVALID: { status: 400, message: 'Please check your bank details.' },
  PROVIDER_DEPOSIT_INVALID: {
    status: 400,
    message: 'Deposit percentage must be a number from 0 to 100, with at most 2 decimal places',
  },
  PROVIDER_BANK_SELF_VERIFICATION: {
    status: 403,
    message: 'You cannot verify the bank details of your own provider account.',
  },
  PROVIDER_BANK_REJECTION_REASON_REQUIRED: {
    status: 400,
    message: 'Please give the reason for the rejection; the provider sees it on their bank details page.',
  },
  PROVIDER_NOT_FOUND: { status: 404, message: 'Provider profile not found. Please refresh and try again.' },
  PROVIDER_ALREADY_EXISTS: { status: 409, message: 'This provider profile already exists.' },
  PROVIDER_USER_HAS_PROFILE: { status: 409, message: 'You already have a provider profile.' },
  PROVIDER_BANK_DETAILS_MISSING: { status: 409, message: 'There are no bank details to verify yet.' },
  PROVIDER_BANK_DETAILS_ALREADY_REVIEWED: {
    status: 409,
    message: 'These bank details have already been reviewed. The provider must enter them again.',
  },
  PROVIDER_BANK_DETAILS_STALE: {
    status: 409,
    message: 'The bank details changed while you were reviewing them. Please review the new details.',
  },
});
