import type { Booking } from '@esm/contract/bookings';
import { CalendarDays, Clock, MessageSquareQuote, Package, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBookingsQuery } from '../../api/bookings';
import { BookingStatusBadge, PaymentStatusBadge } from '../../components/BookingStatusBadge';
import { PageSpinner } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/States';
import { usePageTitle } from '../../components/use-page-title';
import { formatLongDate, formatMoney, formatOrder, shortId, timeRemaining, todayIso } from '../../lib/format';
import { groupBookings } from './booking-groups';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ReviewDialog } from './ReviewDialog';
import { resumeCheckoutHref } from './resume-checkout';
import './bookings.css';

/** Statuses a client may try to cancel from; the server decides (and prices the refund). */
const CANCELLABLE = new Set<Booking['status']>(['pending', 'provider_reviewing', 'confirmed']);

/**
 * /bookings: the client's bookings, upcoming then past, each opening its detail page; completed
 * ones not reviewed yet are asked about first. Cancel (refund shown first) and review from here.
 */
export function MyBookingsPage() {
  usePageTitle('My Bookings');
  const bookings = useBookingsQuery();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [reviewing, setReviewing] = useState<Booking | null>(null);
  const groups = groupBookings(bookings.data ?? [], todayIso());

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
        <>
          {groups.toReview.length > 0 && (
            <section className="notice notice--info review-prompt" aria-label="Reviews to write">
              {groups.toReview.map((booking) => (
                <p key={booking.id} className="review-prompt__row">
                  <span>
                    <Star size={16} aria-hidden="true" /> How was <strong>{booking.serviceName}</strong> on{' '}
                    {formatLongDate(booking.eventDate)}? Your review helps other clients choose.
                  </span>
                  <button
                    type="button"
                    className="button button--primary button--sm"
                    onClick={() => setReviewing(booking)}
                  >
                    Review {booking.serviceName}
                  </button>
                </p>
              ))}
            </section>
          )}
          <section aria-labelledby="upcoming-bookings">
            <h2 id="upcoming-bookings" className="bookings-group__title">
              Upcoming
            </h2>
            {groups.upcoming.length === 0 ? (
              <p className="muted">Nothing coming up.</p>
            ) : (
              <ul className="list-reset stack">
                {groups.upcoming.map((booking) => (
                  <BookingCard
                    key={booking.id}
                    booking={booking}
                    onCancel={setCancelling}
                    onReview={setReviewing}
                  />
                ))}
              </ul>
            )}
          </section>
          {groups.past.length > 0 && (
            <section aria-labelledby="past-bookings">
              <h2 id="past-bookings" className="bookings-group__title">
                Past
              </h2>
              <ul className="list-reset stack">
                {groups.past.map((booking) => (
                  <BookingCard
                    key={booking.id}
                    booking={booking}
                    onCancel={setCancelling}
                    onReview={setReviewing}
                  />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <ReviewDialog booking={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}

/** One booking: status, service (to its detail page), date, and what the client can do now. */
function BookingCard({
  booking,
  onCancel,
  onReview,
}: {
  booking: Booking;
  onCancel: (booking: Booking) => void;
  onReview: (booking: Booking) => void;
}) {
  const waiting = booking.status === 'provider_reviewing' ? timeRemaining(booking.respondBy) : null;
  const order = formatOrder(booking);
  const resume = resumeCheckoutHref(booking);
  return (
    <li className="card card__body booking-card">
      <div className="booking-card__main">
        <div className="cluster">
          <BookingStatusBadge status={booking.status} />
          <PaymentStatusBadge status={booking.paymentStatus} />
          <span className="subtle">#{shortId(booking.id)}</span>
        </div>
        <h2 className="booking-card__title">
          <Link to={`/bookings/${booking.id}`}>{booking.serviceName}</Link>
        </h2>
        <p className="muted">{booking.providerName}</p>
        <p className="booking-card__facts">
          <span>
            <CalendarDays size={16} aria-hidden="true" /> {formatLongDate(booking.eventDate)}
          </span>
          <span>
            <Clock size={16} aria-hidden="true" /> {booking.duration} hours
          </span>
          {order && (
            <span>
              <Package size={16} aria-hidden="true" /> {order}
            </span>
          )}
        </p>
        {waiting && <p className="subtle">The provider has {waiting} left to accept or decline.</p>}
        {resume && (
          <p className="subtle">
            Not paid yet: your date is held for 15 minutes from checkout. Complete the payment to send the
            request to the provider.
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
            onClick={() => onReview(booking)}
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
            onClick={() => onCancel(booking)}
          >
            Cancel Booking
          </button>
        )}
      </div>
    </li>
  );
}
