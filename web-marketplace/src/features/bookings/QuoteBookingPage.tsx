import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { useBookingsQuery } from '../../api/bookings';
import { isApiError } from '../../api/http';
import { useQuoteQuery } from '../../api/quotes';
import { BookingStatusBadge, PaymentStatusBadge } from '../../components/BookingStatusBadge';
import { PageSpinner } from '../../components/Spinner';
import { ErrorState } from '../../components/States';
import { usePageTitle } from '../../components/use-page-title';
import { formatDateTime, formatLongDate, shortId } from '../../lib/format';
import { QuoteBreakdown } from '../quotes/QuoteBreakdown';
import { eventTypeLabel, isQuoteExpired, quoteStatus } from '../quotes/quote-labels';
import { BookWithNotes } from './BookWithNotes';
import './bookings.css';

/** /booking/{quoteId}: the quote with the server's prices, its bookings, or Book. */
export function QuoteBookingPage() {
  const { quoteId } = useParams();
  usePageTitle('Your quote');
  const quote = useQuoteQuery(quoteId);
  const bookings = useBookingsQuery({ quoteId }, Boolean(quoteId));

  if (quote.isPending) return <PageSpinner label="Loading your quote…" />;
  if (quote.isError) {
    return (
      <div className="container section stack">
        <ErrorState
          title={isApiError(quote.error, 404) ? 'Quote not found' : 'We could not load this quote'}
          message={
            isApiError(quote.error, 404)
              ? 'Quote not found. The quote may have expired or been removed.'
              : 'Please try again in a moment.'
          }
          onRetry={isApiError(quote.error, 404) ? undefined : () => quote.refetch()}
        />
        <div>
          <Link to="/quotes" className="button button--secondary">
            <ArrowLeft size={16} aria-hidden="true" /> My Quotes
          </Link>
        </div>
      </div>
    );
  }

  const q = quote.data;
  const expired = isQuoteExpired(q);
  const status = quoteStatus(q);
  const booked = bookings.data ?? [];

  return (
    <div className="container container--medium section stack stack--lg">
      <div className="page-title-row">
        <div>
          <h1>
            {eventTypeLabel(q.eventType)} on {formatLongDate(q.eventDate)}
          </h1>
          <p className="muted" style={{ margin: 0 }}>
            {q.eventLocation}, {q.eventPostcode} ·{' '}
            {q.guestCount > 0 ? `${q.guestCount} guests` : 'Guest count not given'}
          </p>
        </div>
        <span className={`badge ${status.tone}`}>{status.label}</span>
      </div>

      {booked.length > 0 ? (
        <section className="card card__body" aria-labelledby="quote-bookings-title">
          <h2 id="quote-bookings-title" className="card__title">
            Booking details
          </h2>
          <ul className="list-reset stack">
            {booked.map((booking) => (
              <li key={booking.id} className="booking-row">
                <div>
                  <p className="booking-row__title">
                    {booking.serviceName} <span className="subtle">#{shortId(booking.id)}</span>
                  </p>
                  <p className="subtle">{booking.providerName}</p>
                </div>
                <div className="cluster">
                  <BookingStatusBadge status={booking.status} />
                  <PaymentStatusBadge status={booking.paymentStatus} />
                </div>
              </li>
            ))}
          </ul>
          <Link to="/bookings" className="button button--secondary" style={{ marginTop: 'var(--space-4)' }}>
            View My Bookings
          </Link>
        </section>
      ) : expired ? (
        <div className="notice notice--danger" role="alert">
          <p className="notice__title">
            <AlertTriangle size={16} aria-hidden="true" /> Quote expired
          </p>
          <p>This quote has expired and can no longer be booked. Please create a new quote.</p>
          <Link to="/#quote-builder" className="button button--secondary button--sm">
            Build a new quote
          </Link>
        </div>
      ) : (
        <div className="notice notice--info">
          <p className="notice__title">Ready to book?</p>
          <p>
            These prices are held until {formatDateTime(q.expiresAt)} UK time. Pay now to send the booking to
            your providers; each has 24 hours to accept.
          </p>
          <BookWithNotes quoteId={q.id} />
        </div>
      )}

      <section className="card card__body" aria-labelledby="quote-details-title">
        <h2 id="quote-details-title" className="card__title">
          Quote details
        </h2>
        <QuoteBreakdown quote={q} />
        <p className="subtle" style={{ marginTop: 'var(--space-4)' }}>
          Quote #{shortId(q.id)} · {expired ? 'Expired' : 'Expires'} {formatDateTime(q.expiresAt)} UK time
        </p>
      </section>
    </div>
  );
}
