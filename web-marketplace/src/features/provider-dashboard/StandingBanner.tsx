import { useBlockStatusQuery } from '../../api/providers';
import { formatDateTime } from '../../lib/format';

/**
 * Contact-sharing standing: hidden in good standing; 1 violation a yellow warning;
 * 2 a final warning; blocked shows Account Suspended until blockedUntil (lifted automatically).
 */
export function StandingBanner() {
  const status = useBlockStatusQuery();
  const s = status.data;
  if (!s) return null;

  if (s.standing === 'terminated') {
    return (
      <div className="notice notice--danger standing" role="alert">
        <p className="notice__title">Account Terminated</p>
        <p>
          Your account has been permanently closed for repeated contact-sharing violations.
          {s.blockReason ? ` Reason: ${s.blockReason}` : ''} Contact support if you believe this is a mistake.
        </p>
      </div>
    );
  }
  if (s.isBlocked) {
    return (
      <div className="notice notice--danger standing" role="alert">
        <p className="notice__title">Account Suspended</p>
        <p>
          {s.blockReason ?? 'Your account is suspended for sharing contact details in chat.'}{' '}
          {s.blockedUntil
            ? `The suspension lifts automatically on ${formatDateTime(s.blockedUntil)} (UK time).`
            : ''}{' '}
          Until then you cannot send messages or create new services; your existing bookings are unaffected.
        </p>
      </div>
    );
  }
  if (s.violationCount >= 2) {
    return (
      <div className="notice notice--warning standing" role="status">
        <p className="notice__title">Final warning</p>
        <p>
          You have {s.violationCount} contact-sharing violations. Messaging is restricted for 24 hours, and
          one more violation leads to a 7-day suspension.
        </p>
      </div>
    );
  }
  if (s.violationCount === 1) {
    return (
      <div className="notice notice--warning standing" role="status">
        <p className="notice__title">Warning: contact sharing</p>
        <p>
          A message of yours was blocked for sharing contact details. Please keep conversations on EventHire;
          further violations lead to messaging restrictions and suspension.
        </p>
      </div>
    );
  }
  return null;
}
