import type { BookingConfirmation } from '@esm/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Home, Info, ListChecks } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { confirmBooking, useBookingsQuery } from '../../api/bookings';
import { PageSpinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/use-page-title';
import { shortId } from '../../lib/format';
import { ProviderContactCard } from './ProviderContactCard';
import './checkout.css';

/**
 * /booking-success?quote|service=…&payment_intent=…: confirms the booking (idempotent),
 * then shows it and, once confirmed, the provider's contact details. Without payment_intent, or
 * with neither quote nor service, confirmation is skipped and the page says so, neutrally: nothing
 * was paid here, so nothing is called confirmed. A failed confirmation after a payment is logged
 * only: the page still shows the confirmed heading.
 */
export function BookingSuccessPage() {
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const quoteId = params.get('quote');
  const serviceId = params.get('service');
  const canConfirm = Boolean(paymentIntentId && (quoteId || serviceId));
  return canConfirm ? (
    <ConfirmedBooking
      paymentIntentId={paymentIntentId as string}
      target={quoteId ? { quoteId } : { serviceId: serviceId as string }}
    />
  ) : (
    <NothingToConfirm />
  );
}

/** Reached without a payment to confirm (a bookmark, a shared link, a payment that never finished). */
function NothingToConfirm() {
  usePageTitle('Booking');
  return (
    <div className="container container--narrow section">
      <div className="card card__body booking-success stack stack--lg">
        <div>
          <Info
            size={48}
            className="booking-success__icon booking-success__icon--neutral"
            aria-hidden="true"
          />
          <h1>Nothing to confirm</h1>
          <p className="muted">
            This page confirms a booking straight after its payment, and there is no payment to confirm here.
            Your bookings and their payment status are on My Bookings.
          </p>
        </div>
        <div className="button-row button-row--center">
          <Link to="/" className="button button--outline">
            <Home size={16} aria-hidden="true" /> Return Home
          </Link>
          <Link to="/bookings" className="button button--primary">
            <ListChecks size={16} aria-hidden="true" /> View My Bookings
          </Link>
        </div>
      </div>
    </div>
  );
}

const CONFIRM_FAILED_TEXT = 'Failed to confirm booking. Please try again.';

function ConfirmedBooking({
  paymentIntentId,
  target,
}: {
  paymentIntentId: string;
  target: { quoteId: string } | { serviceId: string };
}) {
  usePageTitle('Booking Confirmed');
  const confirmation = useQuery<BookingConfirmation>({
    queryKey: ['booking-confirmation', paymentIntentId, target],
    queryFn: async () => {
      try {
        return await confirmBooking({ paymentIntentId, ...target });
      } catch (error) {
        // Logged only, in the spec's words; the page still shows the heading, without details.
        const failed = new Error(CONFIRM_FAILED_TEXT, { cause: error });
        console.info(failed.message, error);
        throw failed;
      }
    },
  });
  const result = confirmation.data;
  // The providers' names, to label each contact box when a quote booked more than one.
  const bookings = useBookingsQuery({}, Boolean(result));

  if (confirmation.isPending) return <PageSpinner label="Confirming your booking…" />;
  const confirmed = result
    ? result.bookings.length > 0
      ? result.bookings
      : [{ id: result.id, providerId: result.providerId }]
    : [];
  const providerIds = [...new Set(confirmed.map((b) => b.providerId))];
  const providerName = (providerId: string) =>
    bookings.data?.find((b) => b.providerId === providerId && confirmed.some((c) => c.id === b.id))
      ?.providerName;

  return (
    <div className="container container--narrow section">
      <div className="card card__body booking-success stack stack--lg">
        <div>
          <CircleCheck size={56} className="booking-success__icon" aria-hidden="true" />
          <h1>Booking Confirmed!</h1>
          <p className="muted">Thank you. Your payment is held securely until your event.</p>
          <p>
            {providerIds.length > 1 ? 'Each provider has' : 'Your provider has'} 24 hours to accept. If a
            provider declines or does not answer in time, that booking is cancelled and refunded in full.
          </p>
        </div>
        {result && (
          <dl className="summary-list" style={{ textAlign: 'left' }}>
            {confirmed.map((booking) => (
              <div key={booking.id}>
                <dt>Booking ID</dt>
                <dd>#{shortId(booking.id)}</dd>
              </div>
            ))}
            <div>
              <dt>Status</dt>
              <dd>
                <span className="badge badge--success">Confirmed</span>
              </dd>
            </div>
            <div>
              <dt>Payment Status</dt>
              <dd>
                <span className="badge badge--success">Paid</span>
              </dd>
            </div>
          </dl>
        )}
        {providerIds.map((providerId, index) => (
          <ProviderContactCard
            key={providerId}
            providerId={providerId}
            providerName={providerName(providerId)}
            position={providerIds.length > 1 ? { index: index + 1, of: providerIds.length } : undefined}
          />
        ))}
        <p className="muted">
          A confirmation email is on its way to you, and your provider will contact you to arrange the details
          of your event.
        </p>
        <div className="button-row button-row--center">
          <Link to="/" className="button button--outline">
            <Home size={16} aria-hidden="true" /> Return Home
          </Link>
          <Link to="/bookings" className="button button--primary">
            <ListChecks size={16} aria-hidden="true" /> View My Bookings
          </Link>
        </div>
      </div>
    </div>
  );
}
