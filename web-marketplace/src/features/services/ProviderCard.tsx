import type { ServiceDetail } from '@esm/contract/services';
import { BadgeCheck, CalendarCheck, Clock, Star } from 'lucide-react';

/** The provider's public facts, all from the API (no placeholder figures). */
export function ProviderCard({ provider }: { provider: NonNullable<ServiceDetail['provider']> }) {
  const memberSince = new Date(provider.memberSince).getFullYear();
  return (
    <section className="card card__body" aria-labelledby="provider-title">
      <p className="subtle">Provided by</p>
      <h2 id="provider-title" className="card__title">
        {provider.businessName}
      </h2>
      {provider.isVerified && (
        <span className="badge badge--success provider-verified">
          <BadgeCheck size={14} aria-hidden="true" /> Verified provider
        </span>
      )}
      <ul className="provider-facts list-reset">
        <li>
          <Star size={16} aria-hidden="true" />
          {provider.totalReviews > 0
            ? `Rated ${Number.parseFloat(provider.rating).toFixed(1)} from ${provider.totalReviews} reviews`
            : 'No reviews yet'}
        </li>
        <li>
          <CalendarCheck size={16} aria-hidden="true" />
          {provider.completedBookings} events completed
        </li>
        {Number.isFinite(memberSince) && (
          <li>
            <BadgeCheck size={16} aria-hidden="true" />
            Member since {memberSince}
          </li>
        )}
        <li>
          <Clock size={16} aria-hidden="true" />
          Usually responds within {provider.responseTime} hours
        </li>
      </ul>
    </section>
  );
}
