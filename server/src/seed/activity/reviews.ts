import { DAY } from '@esm/core/kernel/clock';
import { reviewDecider } from '@esm/core/review/decider';
import { reviewStream } from '@esm/core/review/events';
import type { SeededService } from '../demo-marketplace';
import { type Activity, user } from './context';

const reviewTexts: Array<[number, string, string]> = [
  [
    5,
    'Made our wedding',
    'Arrived early, set up quietly and everything worked perfectly. Guests are still talking about it.',
  ],
  [
    5,
    'Brilliant from start to finish',
    'Clear quote, friendly crew and spotless kit. Would book again without a second thought.',
  ],
  [
    4,
    'Very good, small hiccup',
    'Great result on the night; setup ran twenty minutes late but they kept us informed.',
  ],
  [
    5,
    'Professional and flexible',
    'Our venue changed a week before and they re-planned everything without fuss.',
  ],
  [4, 'Good value', 'Exactly what was promised for a fair price. Communication through the chat was quick.'],
  [3, 'OK but not amazing', 'Did the job, though the equipment looked a bit tired compared with the photos.'],
  [5, 'Superb', 'Went above and beyond for our charity gala. Highly recommended.'],
];

/** The client's review of a booking completed at `finished`, written a few days after. */
export async function reviewBooking(
  a: Activity,
  bookingId: string,
  customerId: string,
  service: SeededService,
  finished: Date,
): Promise<void> {
  const [rating, title, text] = a.rng.pick(reviewTexts);
  await a.run(new Date(finished.getTime() + a.rng.int(1, 4) * DAY), reviewStream(bookingId), reviewDecider, {
    type: 'SubmitReview',
    actor: user(customerId),
    bookingId,
    booking: {
      customerId,
      providerId: service.providerId,
      serviceId: service.serviceId,
      status: 'completed',
    },
    rating,
    title,
    reviewText: text,
  });
  a.counts.reviews++;
}
