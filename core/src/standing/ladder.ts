import { DAY, HOUR } from '../kernel/clock';

/**
 * The contact-sharing ladder and / the design: 1st violation a warning,
 * 2nd a final warning with a 24-hour messaging restriction, 3rd and later a 7-day suspension,
 * and a violation after two suspensions permanent termination.
 */
export const MESSAGING_RESTRICTION_MS = 24 * HOUR;
export const SUSPENSION_MS = 7 * DAY;
/** Contact-sharing suspensions after which the next violation terminates the account. */
export const SUSPENSIONS_BEFORE_TERMINATION = 2;

export const VIOLATION_ACTIONS = ['warning', 'final_warning', 'suspension', 'termination', 'none'] as const;
/** What a violation led to; `none` when the account was already terminated (kept as evidence only). */
export type ViolationAction = (typeof VIOLATION_ACTIONS)[number];

export function consequenceOf(input: {
  /** 1 for the first violation ever recorded for this user. */
  violationNumber: number;
  /** Suspensions imposed for contact sharing so far (back-office suspensions do not count). */
  contactSharingSuspensions: number;
  terminated: boolean;
}): ViolationAction {
  if (input.terminated) return 'none';
  if (input.contactSharingSuspensions >= SUSPENSIONS_BEFORE_TERMINATION) return 'termination';
  if (input.violationNumber === 1) return 'warning';
  if (input.violationNumber === 2) return 'final_warning';
  return 'suspension';
}

/** The texts kept as blockReason and shown on the account standing banner. */
export const blockReasons = {
  restriction:
    'Messaging is restricted for 24 hours after a second contact-sharing violation (final warning).',
  suspension:
    'Account suspended for 7 days for repeated contact sharing: no messages and no new services; existing bookings are unaffected.',
  termination: 'Account permanently terminated for contact sharing after two suspensions.',
} as const;
