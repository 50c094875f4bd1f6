import { CircleAlert, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing in it: an icon, a sentence, maybe an action. */
export function EmptyState({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <div className="empty-state__icon" aria-hidden="true">
        {icon ?? <Inbox size={28} />}
      </div>
      <p className="empty-state__title">{title}</p>
      {children && <div className="empty-state__body">{children}</div>}
    </div>
  );
}

/** A failed load, with the spec's text and, when it makes sense, a way to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div className="error-state" role="alert">
      <CircleAlert size={24} aria-hidden="true" />
      <div>
        <p className="error-state__title">{title}</p>
        {message && <p className="error-state__message">{message}</p>}
        {onRetry && (
          <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    </div>
  );
}
