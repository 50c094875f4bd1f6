import type { BlockStatus } from '@esm/contract/providers';
import { formatDateTime } from '../../lib/format';

/**
 * Why the signed-in person cannot send messages right now, or null when they can: a restriction
 * or suspension that has not ended yet, or a termination. Times are UK time, as the Terms say.
 */
export function sendBlockText(status: BlockStatus | undefined, now: number = Date.now()): string | null {
  if (!status) return null;
  const until = status.blockedUntil;
  const ongoing = until !== null && Date.parse(until) > now;
  switch (status.standing) {
    case 'restricted':
      return ongoing
        ? `You cannot send messages until ${formatDateTime(until)} (UK time): messaging is restricted for 24 hours after a second contact-sharing violation.`
        : null;
    case 'suspended':
      return ongoing
        ? `Your account is suspended until ${formatDateTime(until)} (UK time), so you cannot send messages.`
        : null;
    case 'terminated':
      return 'Your account has been terminated, so you cannot send messages. Please contact support if you think this is a mistake.';
    default:
      return null;
  }
}
