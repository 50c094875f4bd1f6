import type { BookingRequest } from '@esm/contract/booking-requests';
import type { Booking } from '@esm/contract/bookings';
import { useBookingRequestQuery } from '../../../api/bookings';

const orNotGiven = (value: string | number | null) => (value === null || value === '' ? 'Not given' : value);

/**
 * What the provider is being asked to accept: the event, the venue and the client's notes; and,
 * once the booking is confirmed and paid, how to reach the client. A booking made straight from
 * the service page has no quote, so no event details to show: it says so rather than listing
 * four "Not given" rows that read like a fault.
 */
export function BookingRequestFacts({ booking }: { booking: Booking }) {
  const request = useBookingRequestQuery(booking.id);
  if (request.isPending) return <p className="subtle">Loading event details…</p>;
  if (request.isError) return <p className="subtle">The event details could not be loaded.</p>;
  const r = request.data;
  return (
    <div className="stack request-facts">
      {booking.quoteId === null ? (
        <p className="subtle">
          Booked straight from your service page: the client chose the date only, so there is no event type,
          venue or guest count.
        </p>
      ) : (
        <EventDetails request={r} />
      )}
      {r.clientContact ? (
        <dl className="summary-list" aria-label="Client contact">
          <div>
            <dt>Client</dt>
            <dd>{r.clientContact.name}</dd>
          </div>
          {r.clientContact.email && (
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${r.clientContact.email}`}>{r.clientContact.email}</a>
              </dd>
            </div>
          )}
          {r.clientContact.phone && (
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${r.clientContact.phone.replace(/\s+/g, '')}`}>{r.clientContact.phone}</a>
              </dd>
            </div>
          )}
        </dl>
      ) : (
        (booking.status === 'provider_reviewing' || booking.status === 'pending') && (
          <p className="subtle">
            The client's contact details are shared with you once you accept this booking.
          </p>
        )
      )}
    </div>
  );
}

/** The event a quote described: type, venue, postcode, guests and the client's notes. */
function EventDetails({ request }: { request: BookingRequest }) {
  return (
    <dl className="summary-list" aria-label="Event details">
      <div>
        <dt>Event type</dt>
        <dd>{orNotGiven(request.eventType)}</dd>
      </div>
      <div>
        <dt>Venue</dt>
        <dd>{orNotGiven(request.venue)}</dd>
      </div>
      <div>
        <dt>Postcode</dt>
        <dd>{orNotGiven(request.postcode)}</dd>
      </div>
      <div>
        <dt>Guests</dt>
        <dd>{orNotGiven(request.guestCount)}</dd>
      </div>
      <div>
        <dt>Client's notes</dt>
        <dd>{request.notes ?? 'None'}</dd>
      </div>
    </dl>
  );
}
