import type { ViolationAction } from './ladder';
import { formatUkDateTime } from './uk-time';

/**
 * What a refused message did to the sender's standing, said in the same answer, so nobody learns
 * of a restriction only by failing to send the next message.
 */
export function violationConsequence(action: ViolationAction, blockedUntil: string | null): string | null {
  switch (action) {
    case 'warning':
      return 'This is a warning: a second violation restricts your messaging for 24 hours.';
    case 'final_warning':
      return blockedUntil === null
        ? 'This is your final warning: your 24-hour messaging restriction has started.'
        : `This is your final warning: your 24-hour messaging restriction has started and ends on ${formatUkDateTime(blockedUntil)}.`;
    case 'suspension':
      return blockedUntil === null
        ? 'Your account is now suspended.'
        : `Your account is now suspended until ${formatUkDateTime(blockedUntil)}.`;
    case 'termination':
      return 'Your account has been terminated.';
    case 'none':
      return null;
  }
}
