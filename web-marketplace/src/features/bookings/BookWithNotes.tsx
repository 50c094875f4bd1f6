import { CreditCard } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { createBooking } from '../../api/bookings';
import { ApiError, errorText } from '../../api/http';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';

/**
 * Book & Checkout with an optional note for the providers (access, parking, timings). With a
 * note the booking is made first, carrying it, and checkout then resumes that booking; without
 * one checkout makes the booking itself, as before.
 */
export function BookWithNotes({ quoteId }: { quoteId: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [notes, setNotes] = useState('');
  const checkout = `/checkout?quote=${encodeURIComponent(quoteId)}`;
  const book = useSingleFlightMutation({
    mutationFn: () => createBooking({ quoteId, notes: notes.trim() }),
    onSuccess: () => navigate(checkout),
  });
  return (
    <div className="stack">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-notes`}>
          Notes for your providers (optional)
        </label>
        <textarea
          id={`${id}-notes`}
          className="textarea"
          rows={3}
          maxLength={2000}
          placeholder="Access, parking, set-up times…"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <p className="field__hint">Please do not include phone numbers or e-mail addresses.</p>
      </div>
      {book.isError && (
        <p className="form-error" role="alert">
          {book.error instanceof ApiError && book.error.fieldErrors.notes
            ? book.error.fieldErrors.notes
            : errorText(book.error, 'We could not start your booking. Please try again.')}
        </p>
      )}
      <div>
        {/* A link, so it opens checkout like any link; with a note it books first. */}
        <Link
          to={checkout}
          className="button button--primary"
          aria-disabled={book.isPending}
          onClick={(event) => {
            if (!notes.trim()) return;
            event.preventDefault();
            if (!book.isPending) book.mutate();
          }}
        >
          <CreditCard size={16} aria-hidden="true" /> {book.isPending ? 'Starting…' : 'Book & Checkout'}
        </Link>
      </div>
    </div>
  );
}
