/**
 * Stripe's words for a transfer it refuses before moving anything. The simulated and in-memory
 * gateways answer with the same text, so a provider's failed payout reads the same in every setup.
 */
export const noSuchDestination = (destination: string): string => `No such destination: '${destination}'`;

export const TRANSFERS_NOT_ENABLED =
  'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments';

/**
 * Whether a transfer was refused because the provider's account could not receive it yet (no
 * account at the gateway, or onboarding unfinished): something the provider's own set-up fixes,
 * so finishing it may send the payout again without a person.
 */
export const refusedForAccountNotReady = (reason: string): boolean =>
  reason === TRANSFERS_NOT_ENABLED || reason.startsWith("No such destination: '");
