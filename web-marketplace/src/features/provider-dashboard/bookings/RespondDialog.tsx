import type { Booking } from '@esm/contract/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { acceptBooking, bookingsKey, declineBooking } from '../../../api/bookings';
import { isApiError } from '../../../api/http';
import { providerDashboardKey } from '../../../api/providers';
import { useSingleFlightMutation } from '../../../api/single-flight-mutation';
import { Dialog } from '../../../components/Dialog';
import { OrderFact } from '../../../components/OrderFact';
import { useToast } from '../../../components/toast/toast-context';
import { formatDateTime, formatLongDate, formatMoney, shortId, timeRemaining } from '../../../lib/format';
import { goToLoginAfter } from '../../../lib/navigation';
import { BookingRequestFacts } from './BookingRequestFacts';

/** A logged-out provider is sent to sign in after half a second. */
const LOGGED_OUT_REDIRECT_MS = 500;

type Decision = 'accept' | 'decline';

/** Accept or decline a request, with an optional message to the client. */
export function RespondDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');

  const mutation = useSingleFlightMutation({
    mutationFn: ({ decision }: { decision: Decision }) => {
      const bookingId = booking?.id ?? '';
      const response = message.trim() || undefined;
      return decision === 'accept' ? acceptBooking(bookingId, response) : declineBooking(bookingId, response);
    },
    onSuccess: (_booking, { decision }) => {
      queryClient.invalidateQueries({ queryKey: bookingsKey });
      queryClient.invalidateQueries({ queryKey: providerDashboardKey });
      toast(
        decision === 'accept'
          ? { title: 'Booking accepted', description: 'The client has been notified.', variant: 'success' }
          : { title: 'Booking declined', description: 'The client has been notified and refunded in full.' },
      );
      setMessage('');
      onClose();
    },
    onError: (error, { decision }) => {
      if (isApiError(error, 401)) {
        toast({ title: 'You are logged out. Logging in again...', variant: 'destructive' });
        goToLoginAfter(LOGGED_OUT_REDIRECT_MS);
        return;
      }
      if (isApiError(error, 409)) {
        // Answered meanwhile (another tab, or the 24 hours ran out): show what it is now.
        queryClient.invalidateQueries({ queryKey: bookingsKey });
        toast({
          title: 'This request has already been answered',
          description: error.serverMessage ?? 'It is no longer waiting for your response.',
          variant: 'destructive',
        });
        setMessage('');
        onClose();
        return;
      }
      toast({
        title: 'Error',
        description:
          decision === 'accept'
            ? 'Failed to accept booking. Please try again.'
            : 'Failed to decline booking. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const pending = mutation.isPending ? mutation.variables?.decision : null;

  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title="Respond to booking request"
      description={booking ? `${booking.serviceName} · #${shortId(booking.id)}` : undefined}
      footer={
        <>
          <button
            type="button"
            className="button button--danger-outline"
            onClick={() => mutation.mutate({ decision: 'decline' })}
            disabled={mutation.isPending}
          >
            {pending === 'decline' ? 'Declining…' : 'Decline'}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => mutation.mutate({ decision: 'accept' })}
            disabled={mutation.isPending}
          >
            {pending === 'accept' ? 'Accepting…' : 'Accept'}
          </button>
        </>
      }
    >
      {booking && (
        <div className="stack">
          {booking.respondBy && (
            <p className="notice notice--info">
              Respond by {formatDateTime(booking.respondBy)} UK time (
              {timeRemaining(booking.respondBy) ?? 'no time'} left). Requests not answered within 24 hours are
              declined and the client is refunded.
            </p>
          )}
          <dl className="summary-list">
            <div>
              <dt>Client</dt>
              <dd>{booking.customerName}</dd>
            </div>
            <div>
              <dt>Event date</dt>
              <dd>{formatLongDate(booking.eventDate)}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{booking.duration} hours</dd>
            </div>
            <OrderFact booking={booking} />
            <div>
              <dt>You receive</dt>
              <dd>{formatMoney(booking.providerAmount)}</dd>
            </div>
          </dl>
          <BookingRequestFacts booking={booking} />
          <div className="field">
            <label className="field__label" htmlFor={`${id}-message`}>
              Message to the client (optional)
            </label>
            <textarea
              id={`${id}-message`}
              className="textarea"
              rows={3}
              maxLength={1000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
          <p className="subtle">Declining refunds the client in full.</p>
        </div>
      )}
    </Dialog>
  );
}
