import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { closeAccount } from '../../api/auth';
import { ApiError, errorText } from '../../api/http';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { formatLongDate } from '../../lib/format';

/**
 * Closing the account, with what it means said first. The password confirms it is the owner; the
 * server refuses while bookings are still under way. Afterwards the whole app reloads signed out.
 */
export function CloseAccountSection() {
  const id = useId();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const mutation = useSingleFlightMutation({
    mutationFn: () => closeAccount({ password }),
  });
  const fieldError =
    mutation.error instanceof ApiError ? (mutation.error.fieldErrors?.password ?? null) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password && understood) mutation.mutate();
  };

  if (mutation.isSuccess) {
    return (
      <section id="close-account" className="notice notice--success" role="status">
        <p>
          Your account is closed and you have been signed out everywhere. Your personal data will be erased on{' '}
          {formatLongDate(mutation.data.erasureDueAt)}.
        </p>
        {/* A full load, so nothing of the closed session stays on screen. */}
        <a href="/">Go to the home page</a>
      </section>
    );
  }

  return (
    <section id="close-account" className="card card__body stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        Close your account
      </h2>
      <p>If you close your account:</p>
      <ul className="bullet-list">
        <li>You are signed out everywhere at once and cannot sign in again. Closing cannot be undone.</li>
        <li>
          Your personal data (name, e-mail, phone, address and the notes you gave providers) is erased 30 days
          later. Until then it is kept, unused, in case of a dispute.
        </li>
        <li>
          Your past bookings, payments and reviews stay on record without your details, so providers' payouts
          and any refunds can still be accounted for.
        </li>
        <li>Providers first remove their listed services, so nobody books what cannot be answered.</li>
        <li>
          Bookings still under way must be finished or cancelled first (
          <Link to="/bookings">My Bookings</Link>
          ).
        </li>
      </ul>
      <form className="form" onSubmit={onSubmit} noValidate>
        {mutation.isError && !fieldError && (
          <p className="form-error" role="alert">
            {errorText(mutation.error, 'Your account could not be closed. Please try again.')}
          </p>
        )}
        <div className={`field ${fieldError ? 'field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-password`}>
            Your password
          </label>
          <input
            id={`${id}-password`}
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? `${id}-password-error` : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {fieldError && (
            <p id={`${id}-password-error`} className="field__error">
              {fieldError}
            </p>
          )}
        </div>
        <label className="cluster">
          <input
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          I understand that my account closes now and my personal data is erased after 30 days.
        </label>
        <div>
          <button
            type="submit"
            className="button button--danger-outline"
            disabled={!password || !understood || mutation.isPending}
          >
            {mutation.isPending ? 'Closing…' : 'Close my account'}
          </button>
        </div>
      </form>
    </section>
  );
}
