import type { Booking } from '@esm/contract/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { bookingsKey, cancelBooking, useCancellationPreviewQuery } from '../../api/bookings';
import { errorText } from '../../api/http';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { ConfirmDialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast/toast-context';
import { formatMoney, shortId } from '../../lib/format';

/** Shows the refund cancelling now gives (from the server) before the client confirms. */
export function CancelBookingDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const preview = useCancellationPreviewQuery(booking?.id ?? '', Boolean(booking));
  const mutation = useSingleFlightMutation({
    mutationFn: () => cancelBooking(booking?.id ?? '', reason.trim() || undefined),
    onSuccess: (result) => {
      // Not the refund preview of the booking just cancelled: asked again, the server would
      // rightly answer that it can no longer be cancelled.
      queryClient.invalidateQueries({
        queryKey: bookingsKey,
        predicate: (query) => query.queryKey.at(-1) !== 'cancellation',
      });
      toast({
        title: 'Booking cancelled',
        description:
          result.refundPercentage > 0
            ? `You'll be refunded ${formatMoney(result.refundAmount)} within 3–5 business days.`
            : 'Your booking has been cancelled. No refund is due.',
        variant: 'success',
      });
      setReason('');
      onClose();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorText(error, 'Failed to update booking. Please try again.'),
        variant: 'destructive',
      }),
  });

  return (
    <ConfirmDialog
      open={booking !== null}
      title="Cancel this booking?"
      description={booking ? `${booking.serviceName} · #${shortId(booking.id)}` : undefined}
      confirmLabel="Cancel Booking"
      cancelLabel="Keep Booking"
      destructive
      busy={mutation.isPending}
      confirmDisabled={!preview.data}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
    >
      <div className="stack">
        {preview.isPending ? (
          <Spinner label="Working out your refund…" />
        ) : preview.isError ? (
          <p className="form-error">
            {errorText(preview.error, 'We could not work out your refund. Please try again.')}
          </p>
        ) : (
          <div className={`notice ${preview.data.refundPercentage > 0 ? 'notice--info' : 'notice--warning'}`}>
            <p className="notice__title">
              Refund: {formatMoney(preview.data.refundAmount)} ({preview.data.refundPercentage}%)
            </p>
            <p>{preview.data.explanation}</p>
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-reason`}>
            Reason (optional)
          </label>
          <textarea
            id={`${id}-reason`}
            className="textarea"
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={500}
          />
        </div>
      </div>
    </ConfirmDialog>
  );
}
