import type { Booking } from '@esm/contract/bookings';
import type { Provider } from '@esm/contract/providers';
import { CalendarDays, Clock, Package, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useBookingsQuery } from '../../../api/bookings';
import { BookingStatusBadge, PaymentStatusBadge } from '../../../components/BookingStatusBadge';
import { Spinner } from '../../../components/Spinner';
import { EmptyState, ErrorState } from '../../../components/States';
import { formatLongDate, formatMoney, formatOrder, shortId, timeRemaining } from '../../../lib/format';
import { BookingRequestFacts } from './BookingRequestFacts';
import { RespondDialog } from './RespondDialog';

/** The minute hand for "time remaining" labels. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** What the amount beside a booking is: the agreed share, or what is left of it after refunds. */
function payoutLabel(booking: Booking): string {
  if (booking.providerPayout === booking.providerAmount) return 'your payout';
  if (Number(booking.providerPayout) === 0)
    return booking.paymentStatus === 'pending' || booking.paymentStatus === 'failed'
      ? 'no payout: the client never paid'
      : 'no payout: refunded to the client';
  return `your payout after the refund (was ${formatMoney(booking.providerAmount)})`;
}

/** Booking requests; only provider_reviewing ones can be answered, within 24 hours. */
export function BookingsTab({ provider }: { provider: Provider }) {
  const bookings = useBookingsQuery({ providerId: provider.id });
  const [responding, setResponding] = useState<Booking | null>(null);
  const now = useNow();

  if (bookings.isPending) return <Spinner label="Loading booking requests…" />;
  if (bookings.isError)
    return <ErrorState title="We couldn't load your bookings" onRetry={() => bookings.refetch()} />;
  if (bookings.data.length === 0) {
    return (
      <EmptyState title="No booking requests yet" icon={<CalendarDays size={28} />}>
        <p>When a client books one of your services, you'll have 24 hours to accept or decline it here.</p>
      </EmptyState>
    );
  }

  return (
    <>
      <ul className="list-reset stack">
        {bookings.data.map((booking) => {
          const reviewing = booking.status === 'provider_reviewing';
          const left = reviewing ? timeRemaining(booking.respondBy, now) : null;
          const order = formatOrder(booking);
          return (
            <li key={booking.id} className="card card__body request">
              <div className="request__main">
                <div className="cluster">
                  <BookingStatusBadge status={booking.status} />
                  <PaymentStatusBadge status={booking.paymentStatus} />
                  <span className="subtle">#{shortId(booking.id)}</span>
                </div>
                <h3 className="request__title">{booking.serviceName}</h3>
                <p className="request__facts">
                  <span>{booking.customerName}</span>
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
                <BookingRequestFacts booking={booking} />
                {booking.providerResponse && (
                  <p className="subtle">Your message: “{booking.providerResponse}”</p>
                )}
              </div>
              <div className="request__side">
                <p className="request__amount">{formatMoney(booking.providerPayout)}</p>
                <p className="subtle">{payoutLabel(booking)}</p>
                {reviewing && (
                  <>
                    <p className={`request__deadline ${left ? '' : 'request__deadline--late'}`}>
                      <Timer size={16} aria-hidden="true" />
                      {left ? `${left} left to respond` : 'Response window closed'}
                    </p>
                    <button
                      type="button"
                      className="button button--primary button--sm"
                      onClick={() => setResponding(booking)}
                      disabled={!left}
                    >
                      Respond
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <RespondDialog booking={responding} onClose={() => setResponding(null)} />
    </>
  );
}
