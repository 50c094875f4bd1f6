import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatLondonTime } from '../../lib/format';
import { holdClock } from './hold-clock';

/**
 * The 15-minute hold on the service's day that starts when checkout opens. Shows the
 * time left; when it runs out the day is released and `onExpired` lets the page start again.
 */
export function HoldCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const deadline = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, deadline - now);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);

  if (!Number.isFinite(deadline)) return null;

  if (left <= 0) {
    return (
      <div className="notice notice--warning" role="alert">
        <p className="notice__title">Your hold has expired</p>
        <p>We held your date for 15 minutes. Start again to check it is still free and hold it again.</p>
        <button type="button" className="button button--secondary button--sm" onClick={onExpired}>
          Start again
        </button>
      </div>
    );
  }

  const { clock, urgent, announcement } = holdClock(left);
  return (
    <div className={`hold ${urgent ? 'hold--urgent' : ''}`}>
      <Timer size={18} aria-hidden="true" />
      <span>
        We're holding your date for <span className="countdown">{clock}</span> (until{' '}
        {formatLondonTime(expiresAt)} UK time)
      </span>
      {/* Screen readers hear the minutes, not every second. */}
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
