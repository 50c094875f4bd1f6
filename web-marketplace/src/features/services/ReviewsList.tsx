import { Star } from 'lucide-react';
import { useServiceReviewsQuery } from '../../api/catalogue';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/format';

/** Reviews left by clients after completed bookings, newest first. */
export function ReviewsList({ serviceId }: { serviceId: string }) {
  const reviews = useServiceReviewsQuery(serviceId);
  if (reviews.isPending) return <Spinner label="Loading reviews…" />;
  if (reviews.isError) return <p className="muted">Reviews could not be loaded right now.</p>;
  if (reviews.data.length === 0)
    return <p className="muted">No reviews yet. Reviews appear after completed bookings.</p>;
  return (
    <ul className="list-reset reviews">
      {reviews.data.map((review) => (
        <li key={review.id} className="reviews__item">
          <div className="reviews__header">
            <span className="rating" role="img" aria-label={`${review.rating} out of 5 stars`}>
              {Array.from({ length: 5 }, (_, index) => (
                <Star
                  // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positional.
                  key={index}
                  size={14}
                  aria-hidden="true"
                  style={
                    index < review.rating ? undefined : { fill: 'none', color: 'var(--c-border-strong)' }
                  }
                />
              ))}
            </span>
            <span className="subtle">
              {review.customerFirstName} · {formatDate(review.createdAt)}
            </span>
          </div>
          <p className="reviews__title">{review.title}</p>
          <p className="muted">{review.reviewText}</p>
        </li>
      ))}
    </ul>
  );
}
