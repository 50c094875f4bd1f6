import { CalendarCheck, PoundSterling, Star } from 'lucide-react';
import { useProviderDashboardQuery } from '../../../api/providers';
import { BookingStatusBadge } from '../../../components/BookingStatusBadge';
import { Spinner } from '../../../components/Spinner';
import { EmptyState, ErrorState } from '../../../components/States';
import { formatDate, formatMoney, shortId } from '../../../lib/format';

/** This month's bookings and revenue, the rating, and the 5 latest bookings — all from the API. */
export function OverviewTab() {
  const dashboard = useProviderDashboardQuery();
  if (dashboard.isPending) return <Spinner label="Loading your figures…" />;
  if (dashboard.isError)
    return <ErrorState title="We couldn't load your dashboard" onRetry={() => dashboard.refetch()} />;
  const d = dashboard.data;
  const rating = Number.parseFloat(d.rating);

  return (
    <div className="stack stack--lg">
      <div className="grid grid--3">
        <div className="card card__body stat">
          <span className="stat__icon" aria-hidden="true">
            <CalendarCheck size={22} />
          </span>
          <div>
            <p className="stat__label">This month's bookings</p>
            <p className="stat__value">{d.monthlyBookings}</p>
          </div>
        </div>
        <div className="card card__body stat">
          <span className="stat__icon" aria-hidden="true">
            <PoundSterling size={22} />
          </span>
          <div>
            <p className="stat__label">Revenue this month</p>
            <p className="stat__value">{formatMoney(d.monthlyRevenue)}</p>
            <p className="stat__note">Your share after commission</p>
          </div>
        </div>
        <div className="card card__body stat">
          <span className="stat__icon" aria-hidden="true">
            <Star size={22} />
          </span>
          <div>
            <p className="stat__label">Rating</p>
            <p className="stat__value">
              {d.totalReviews > 0 && Number.isFinite(rating) ? rating.toFixed(1) : '–'}
            </p>
            <p className="stat__note">
              {d.totalReviews} review{d.totalReviews === 1 ? '' : 's'}
            </p>
          </div>
        </div>
      </div>
      <section className="card card__body" aria-labelledby="recent-title">
        <h2 id="recent-title" className="card__title">
          Recent Activity
        </h2>
        {d.recentBookings.length === 0 ? (
          <EmptyState title="No bookings yet">
            <p>New booking requests will appear here.</p>
          </EmptyState>
        ) : (
          <ul className="list-reset activity">
            {d.recentBookings.slice(0, 5).map((booking) => (
              <li key={booking.id} className="activity__item">
                <div>
                  <p className="activity__title">Booking #{shortId(booking.id)}</p>
                  <p className="subtle">
                    {booking.serviceName} · {formatDate(booking.eventDate)}
                  </p>
                </div>
                <BookingStatusBadge status={booking.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
