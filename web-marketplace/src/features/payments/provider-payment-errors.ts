import { ApiError } from '../../api/http';

/** Boost and upgrade payments send signed-out providers to sign in after 2 s. */
export const PROVIDER_PAYMENT_LOGIN_MS = 2000;

/**
 * The texts by status for setting up a boost or plan payment. `signIn` means the
 * caller should redirect to sign-in after PROVIDER_PAYMENT_LOGIN_MS.
 */
export function providerPaymentError(
  error: unknown,
  subject: 'boost' | 'upgrade',
): { message: string; signIn: boolean } {
  if (error instanceof ApiError) {
    switch (error.status) {
      case 401:
        return { message: 'Authentication required...', signIn: true };
      case 403:
        return {
          message:
            subject === 'boost'
              ? "You don't have permission to boost this service."
              : "You don't have permission to upgrade.",
          signIn: false,
        };
      case 404:
        return {
          message: subject === 'boost' ? 'Service or boost package not found.' : 'Upgrade plan not found.',
          signIn: false,
        };
      case 500:
        return {
          message: error.serverMessage ?? 'Failed to create payment. Please try again.',
          signIn: false,
        };
    }
  }
  return { message: 'Failed to create payment. Please try again.', signIn: false };
}
