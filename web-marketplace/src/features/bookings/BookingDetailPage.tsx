import type { Booking } from '@esm/contract/bookings';
import { ArrowLeft, MessageSquareQuote, Star } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBookingQuery } from '../../api/bookings';
import { isApiError } from '../../api/http';
import { BookingStatusBadge, PaymentStatusBadge } from '../../components/BookingStatusBadge';
import { OrderFact } from '../../components/OrderFact';
import { PageSpinner } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/States';
import { usePageTitle } from '../../components/use-page-title';
import { formatDateTime, formatLongDate, formatMoney, shortId, timeRemaining } from '../../lib/format';
import { ProviderContactCard } from '../checkout/ProviderContactCard';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ReviewDialog } from './ReviewDialog';
import { resumeCheckoutHref } from './resume-checkout';
import '../checkout/checkout.css';
import './bookings.css';

const CANCELLABLE = new Set<Booking['status']>(['pending', 'provider_reviewing', 'confirmed']);
const CONTACT_SHARED = new Set<Booking['status']>(['confirmed', 'completed']);

/** What happens next, in a sentence, for each state of a booking. */
function nextStep(booking: Booking): string {
  switch (booking.status) {
    case 'pending':
      return 'Not paid yet: complete the payment to send the request to the provider.';
    case 'provider_reviewing': {
      const left = timeRemaining(booking.respondBy);
      return left
        ? `Paid. The provider has ${left} left to accept or decline; if they do not answer, you are refunded in full.`
        : 'Paid. The provider’s time to answer has run out; you will be refunded in full.';
    }
    case 'confirmed':
      return 'Confirmed. The provider’s contact details are below; we will remind you the day before.';
    case 'completed':
      return booking.canReview
        ? 'Completed. How did it go? Your review helps other clients choose.'
        : 'Completed. Thank you for your review.';
    case 'declined':
      return 'The provider declined this booking. You have been refunded in full.';
    case 'cancelled':
      return 'This booking was cancelled.';
  }
}

/** /bookings/:id — one of the client's bookings: where it stands, what was paid, what to do next. */
export function BookingDetailPage() {
  const { id } = useParams();
  const booking = useBookingQuery(id);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [reviewing, setReviewing] = useState<Booking | null>(null);
  usePageTitle(booking.data ? booking.data.serviceName : 'Booking');

  const back = (
    <Link to="/bookings" className="cluster">
      <ArrowLeft size={16} aria-hidden="true" /> My Bookings
    </Link>
  );
  if (booking.isPending) return <PageSpinner label="Loading the booking…" />;
  if (booking.isError) {
    return (
      <div className="container container--medium section">
        {back}
        {isApiError(booking.error, 404) || isApiError(booking.error, 403) ? (
          <EmptyState title="Booking not found">
            <p>This booking does not exist or is not yours.</p>
          </EmptyState>
        ) : (
          <ErrorState title="We couldn't load this booking" onRetry={() => booking.refetch()} />
        )}
      </div>
    );
  }
  const b = booking.data;
  const resume = resumeCheckoutHref(b);
  return (
    <div className="container container--medium section booking-detail">
      {back}
      <div className="page-title-row">
        <h1>{b.serviceName}</h1>
      </div>
      <div className="cluster">
        <BookingStatusBadge status={b.status} />
        <PaymentStatusBadge status={b.paymentStatus} />
        <span className="subtle">#{shortId(b.id)}</span>
      </div>
      <p className="notice notice--info" role="status">
        {nextStep(b)}
      </p>
      <dl className="summary-list">
        <div>
          <dt>Provider</dt>
          <dd>{b.providerName}</dd>
        </div>
        <div>
          <dt>Event date</dt>
          <dd>{formatLongDate(b.eventDate)}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{b.duration} hours</dd>
        </div>
        <OrderFact booking={b} />
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(b.totalAmount)}</dd>
        </div>
        <div>
          <dt>Booked on</dt>
          <dd>{formatDateTime(b.createdAt)}</dd>
        </div>
      </dl>
      {b.providerResponse && (
        <p className="booking-card__response">
          <MessageSquareQuote size={16} aria-hidden="true" /> “{b.providerResponse}”
        </p>
      )}
      {CONTACT_SHARED.has(b.status) && b.paymentStatus === 'paid' && (
        <ProviderContactCard providerId={b.providerId} providerName={b.providerName} />
      )}
      <div className="cluster">
        {b.canReview && (
          <button type="button" className="button button--primary" onClick={() => setReviewing(b)}>
            <Star size={16} aria-hidden="true" /> Leave a Review
          </button>
        )}
        {resume && (
          <Link to={resume} className="button button--primary">
            Complete payment
          </Link>
        )}
        <Link to={`/service/${b.serviceId}`} className="button button--secondary">
          View service
        </Link>
        {CANCELLABLE.has(b.status) && (
          <button type="button" className="button button--danger-outline" onClick={() => setCancelling(b)}>
            Cancel Booking
          </button>
        )}
      </div>
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <ReviewDialog booking={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}
