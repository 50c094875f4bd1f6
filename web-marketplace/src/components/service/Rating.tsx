import { Star } from 'lucide-react';
import { formatRating } from '../../lib/format';

/** The real rating from the API ("4.7 (24)"), or "New" before the first review. */
export function Rating({ rating, count }: { rating: string | number; count: number }) {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating);
  const label =
    count && Number.isFinite(value)
      ? `Rated ${value.toFixed(1)} out of 5 from ${count} reviews`
      : 'No reviews yet';
  return (
    <span className="rating" role="img" aria-label={label}>
      <Star size={14} aria-hidden="true" />
      <span aria-hidden="true">{formatRating(rating, count)}</span>
    </span>
  );
}
