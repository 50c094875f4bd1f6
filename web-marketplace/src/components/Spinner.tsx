import { LoaderCircle } from 'lucide-react';

export function Spinner({ label = 'Loading…', size = 24 }: { label?: string; size?: number }) {
  return (
    <span className="spinner" role="status">
      <LoaderCircle className="spinner__icon" size={size} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** The full-area spinner shown while a route's code or the sign-in state loads. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} size={36} />
    </div>
  );
}
