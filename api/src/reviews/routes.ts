import { reportReviewBody, reviewBody, reviewBookingParam, reviewResponse } from '@esm/contract/reviews';
import { detectContactSharing } from '@esm/core/contact-sharing/detect';
import { validationError } from '@esm/core/kernel/errors';
import { reviewDecider } from '@esm/core/review/decider';
import { reviewErrors } from '@esm/core/review/errors';
import { reviewStream } from '@esm/core/review/events';
import { z } from 'zod';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';
import { reviewedBooking } from './booking-facts';
import { findReview, reviewsOfService } from './review-json';

/**
 * Why a review is refused when its title or text shares contact details: anyone may read it on the
 * service page, signed in or not, so it would step round the no-contact-sharing rule and publish
 * the writer's personal data. Checked here, before anything is recorded, like booking notes
 * (POST /api/bookings); refused, never counted on the writer's standing.
 */
const reviewContactTexts = {
  title:
    'Please remove phone numbers, e-mail addresses, links and social handles from your title: everyone can read it, and contact details are shared only through a confirmed, paid booking.',
  reviewText:
    'Please remove phone numbers, e-mail addresses, links and social handles from your review: everyone can read it, and contact details are shared only through a confirmed, paid booking.',
} as const;

/**
 * Reviews: the client of a completed booking reviews it once; the service page lists
 * the approved reviews; ratings and counts feed the service and provider read models.
 */
export function registerReviewRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands, store } = ctx;

  app.post(
    '/api/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a completed booking (its client, once)',
        body: reviewBody,
        response: { 201: reviewResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireUser(request);
      const { bookingId, rating, title, reviewText, photos } = request.body;
      // Reviews are public: no contact details in the title or the text.
      const contactErrors: Record<string, string> = {};
      if (title && detectContactSharing(title).sharesContact) contactErrors.title = reviewContactTexts.title;
      if (reviewText && detectContactSharing(reviewText).sharesContact)
        contactErrors.reviewText = reviewContactTexts.reviewText;
      if (Object.keys(contactErrors).length > 0) throw validationError(contactErrors, 'REVIEW_INVALID');
      const booking = await reviewedBooking(store, bookingId);
      await commands.run({
        stream: reviewStream(bookingId),
        decider: reviewDecider,
        command: {
          type: 'SubmitReview',
          actor: actorOf(user),
          bookingId,
          booking,
          rating,
          title: title ?? null,
          reviewText: reviewText ?? null,
          photos: photos ?? [],
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      const review = await findReview(pool, bookingId);
      if (!review) throw reviewErrors.error('REVIEW_NOT_FOUND');
      return reply.status(201).send(review);
    },
  );

  app.get(
    '/api/services/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'A service’s reviews, newest first (public)',
        params: uuidParam,
        response: { 200: z.array(reviewResponse), ...errors(400) },
      },
    },
    async (request) => reviewsOfService(pool, request.params.id),
  );

  registerReviewModerationRoutes(app, ctx);
}

/**
 * Readers report a review (inappropriate, fake, contact details, other); investigators and admins
 * keep, hide or remove it in the back office (admin-routes.ts). Hidden and removed reviews leave
 * the service page and the averages.
 */
export function registerReviewModerationRoutes(app: App, ctx: ApiContext): void {
  const { auth, commands } = ctx;

  app.post(
    '/api/reviews/:bookingId/report',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Report a review (signed-in users; each reporter counts once)',
        params: reviewBookingParam,
        body: reportReviewBody,
        response: { 204: z.null(), ...errors(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireUser(request);
      await commands.run({
        stream: reviewStream(request.params.bookingId),
        decider: reviewDecider,
        command: {
          type: 'ReportReview',
          actor: actorOf(user),
          bookingId: request.params.bookingId,
          reason: request.body.reason,
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      return reply.status(204).send(null);
    },
  );
}
