import type { BookingConfirmation } from '@esm/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Home, ListChecks } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { confirmBooking } from '../../api/bookings';
import { PageSpinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/use-page-title';
import { shortId } from '../../lib/format';
import { ProviderContactCard } from './ProviderContactCard';
import './checkout.css';

/**
 * /booking-success?quote|service=…&payment_intent=… (000 §2): confirms the booking (idempotent),
 * then shows it and, once confirmed, the provider's contact details. Without payment_intent, or
 * with neither quote nor service, confirmation is skipped. Failures are logged only: the page
 * still shows the confirmed heading.
 */
export function BookingSuccessPage() {
  usePageTitle('Booking Confirmed');
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const quoteId = params.get('quote');
  const serviceId = params.get('service');
  const canConfirm = Boolean(paymentIntentId && (quoteId || serviceId));

  const confirmation = useQuery<BookingConfirmation>({
    queryKey: ['booking-confirmation', paymentIntentId, quoteId, serviceId],
    queryFn: async () => {
      try {
        return await confirmBooking({
          paymentIntentId: paymentIntentId as string,
          ...(quoteId ? { quoteId } : { serviceId: serviceId as string }),
        });
      } catch (error) {
        console.info('Booking confirmation failed; showing the page without details.', error);
        throw error;
      }
    },
    enabled: canConfirm,
  });

  if (canConfirm && confirmation.isPending) return <PageSpinner label="Confirming your booking…" />;
  const result = confirmation.data;
  const providerIds = result
    ? [...new Set(result.bookings.map((b) => b.providerId).concat(result.providerId))]
    : [];

  return (
    <div className="container container--narrow section">
      <div className="card card__body booking-success stack stack--lg">
        <div>
          <CircleCheck size={56} className="booking-success__icon" aria-hidden="true" />
          <h1>Booking Confirmed!</h1>
          <p className="muted">Thank you. Your payment is held securely until your event.</p>
        </div>
        {result && (
          <dl className="summary-list" style={{ textAlign: 'left' }}>
            {(result.bookings.length > 0
              ? result.bookings
              : [{ id: result.id, providerId: result.providerId }]
            ).map((booking) => (
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
        {providerIds.map((providerId) => (
          <ProviderContactCard key={providerId} providerId={providerId} />
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
