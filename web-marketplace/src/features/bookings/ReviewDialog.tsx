import type { Booking } from '@esm/contract/bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { bookingsKey, submitReview } from '../../api/bookings';
import { servicesKey } from '../../api/catalogue';
import { errorText } from '../../api/http';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/form/Field';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useToast } from '../../components/toast/toast-context';

const schema = z.object({
  rating: z.number().int().min(1, 'Please choose a rating from 1 to 5').max(5),
  title: z.string().trim().min(3, 'Title must be at least 3 characters').max(100),
  reviewText: z.string().trim().min(10, 'Review must be at least 10 characters').max(2000),
});
type ReviewValues = z.input<typeof schema>;

/** A 1–5 star review with title and text, after a completed booking. */
export function ReviewDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { control, register, handleSubmit, formState, reset, setError } = useForm<ReviewValues>({
    resolver: zodResolver(schema),
    defaultValues: { rating: 0, title: '', reviewText: '' },
  });
  const mutation = useSingleFlightMutation({
    mutationFn: (values: ReviewValues) =>
      submitReview({
        bookingId: booking?.id ?? '',
        rating: values.rating,
        title: values.title.trim(),
        reviewText: values.reviewText.trim(),
      }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: bookingsKey });
      if (booking) queryClient.invalidateQueries({ queryKey: [...servicesKey, booking.serviceId] });
      toast({
        title: 'Review submitted',
        description: 'Thank you for sharing your experience.',
        variant: 'success',
      });
      reset();
      onClose();
    },
    onError: (error) => {
      if (!applyServerFieldErrors(error, setError, ['rating', 'title', 'reviewText'])) {
        toast({
          title: 'Error',
          description: errorText(error, 'Failed to submit review. Please try again.'),
          variant: 'destructive',
        });
      }
    },
  });
  const errors = formState.errors;

  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title="Leave a Review"
      description={booking ? `${booking.serviceName} by ${booking.providerName}` : undefined}
    >
      <form className="form" onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <fieldset className="field">
              <legend className="field__label">Rating</legend>
              <div className="star-input">
                {[1, 2, 3, 4, 5].map((value) => (
                  <label
                    key={value}
                    className={`star-input__star ${value <= field.value ? 'star-input__star--on' : ''}`}
                  >
                    <input
                      type="radio"
                      name="rating"
                      value={value}
                      checked={field.value === value}
                      onChange={() => field.onChange(value)}
                      className="visually-hidden"
                    />
                    <Star size={28} aria-hidden="true" />
                    <span className="visually-hidden">
                      {value} star{value > 1 ? 's' : ''}
                    </span>
                  </label>
                ))}
              </div>
              {errors.rating?.message && <p className="field__error">{errors.rating.message}</p>}
            </fieldset>
          )}
        />
        <Field label="Title" error={errors.title?.message} required>
          {(control) => <input {...control} className="input" {...register('title')} />}
        </Field>
        {/* The server refuses contact details in a review (it is public) on the field that has them. */}
        <Field
          label="Your review"
          hint="Reviews are public: please do not include phone numbers, e-mail addresses, links or social handles."
          error={errors.reviewText?.message}
          required
        >
          {(control) => <textarea {...control} className="textarea" rows={5} {...register('reviewText')} />}
        </Field>
        <div className="button-row button-row--end">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Submitting…' : 'Submit Review'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
