import type { Booking } from '@esm/contract/bookings';
import { CalendarDays, Clock, MessageSquareQuote, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBookingsQuery } from '../../api/bookings';
import { BookingStatusBadge, PaymentStatusBadge } from '../../components/BookingStatusBadge';
import { PageSpinner } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/States';
import { usePageTitle } from '../../components/use-page-title';
import { formatLongDate, formatMoney, shortId, timeRemaining } from '../../lib/format';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ReviewDialog } from './ReviewDialog';
import { resumeCheckoutHref } from './resume-checkout';
import './bookings.css';

/** Statuses a client may try to cancel from; the server decides (and prices the refund). */
const CANCELLABLE = new Set<Booking['status']>(['pending', 'provider_reviewing', 'confirmed']);

/** /bookings: the client's bookings with status, cancel (refund shown first) and review. */
export function MyBookingsPage() {
  usePageTitle('My Bookings');
  const bookings = useBookingsQuery();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [reviewing, setReviewing] = useState<Booking | null>(null);

  return (
    <div className="container container--medium section">
      <div className="page-title-row">
        <h1>My Bookings</h1>
        <Link to="/services" className="button button--secondary">
          Browse Services
        </Link>
      </div>
      {bookings.isPending ? (
        <PageSpinner label="Loading your bookings…" />
      ) : bookings.isError ? (
        <ErrorState title="We couldn't load your bookings" onRetry={() => bookings.refetch()} />
      ) : bookings.data.length === 0 ? (
        <EmptyState title="No bookings yet" icon={<CalendarDays size={28} />}>
          <p>When you book a service it appears here, with its status and payment.</p>
          <Link to="/services" className="button button--primary">
            Find a service
          </Link>
        </EmptyState>
      ) : (
        <ul className="list-reset stack">
          {bookings.data.map((booking) => {
            const waiting = booking.status === 'provider_reviewing' ? timeRemaining(booking.respondBy) : null;
            const resume = resumeCheckoutHref(booking);
            return (
              <li key={booking.id} className="card card__body booking-card">
                <div className="booking-card__main">
                  <div className="cluster">
                    <BookingStatusBadge status={booking.status} />
                    <PaymentStatusBadge status={booking.paymentStatus} />
                    <span className="subtle">#{shortId(booking.id)}</span>
                  </div>
                  <h2 className="booking-card__title">
                    <Link to={`/service/${booking.serviceId}`}>{booking.serviceName}</Link>
                  </h2>
                  <p className="muted">{booking.providerName}</p>
                  <p className="booking-card__facts">
                    <span>
                      <CalendarDays size={16} aria-hidden="true" /> {formatLongDate(booking.eventDate)}
                    </span>
                    <span>
                      <Clock size={16} aria-hidden="true" /> {booking.duration} hours
                    </span>
                  </p>
                  {waiting && <p className="subtle">The provider has {waiting} left to accept or decline.</p>}
                  {resume && (
                    <p className="subtle">
                      Not paid yet: your date is held for 15 minutes from checkout. Complete the payment to
                      send the request to the provider.
                    </p>
                  )}
                  {booking.providerResponse && (
                    <p className="booking-card__response">
                      <MessageSquareQuote size={16} aria-hidden="true" /> “{booking.providerResponse}”
                    </p>
                  )}
                </div>
                <div className="booking-card__side">
                  <p className="booking-card__amount">{formatMoney(booking.totalAmount)}</p>
                  {booking.canReview && (
                    <button
                      type="button"
                      className="button button--secondary button--sm"
                      onClick={() => setReviewing(booking)}
                    >
                      <Star size={16} aria-hidden="true" /> Leave a Review
                    </button>
                  )}
                  {resume && (
                    <Link to={resume} className="button button--primary button--sm">
                      Complete payment
                    </Link>
                  )}
                  {CANCELLABLE.has(booking.status) && (
                    <button
                      type="button"
                      className="button button--danger-outline button--sm"
                      onClick={() => setCancelling(booking)}
                    >
                      Cancel Booking
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <ReviewDialog booking={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}
