import { adminIdParam } from '@esm/contract/admin/list';
import {
  moderateReportedReviewBody,
  reportedReviewRecord,
  reportedReviewsListQuery,
} from '@esm/contract/admin/reviews';
import { reviewDecider } from '@esm/core/review/decider';
import { reviewErrors } from '@esm/core/review/errors';
import { reviewStream } from '@esm/core/review/events';
import {
  findReportedReview,
  reportedReviewsPage,
  reportsOfReview,
} from '@esm/projections/reported-reviews/queries';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { reportedReviewJson } from './reported-review-json';

/**
 * Reported reviews for trust and safety: each report's reason, and moderation — keep (approved,
 * which closes the open reports), hide or remove — as ModerateReview on the review's stream.
 */
export function registerReviewAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;

  app.get(
    '/api/admin/reviews',
    {
      ...auth.access('reviews', 'list'),
      schema: {
        tags: ['admin'],
        summary: 'Reported reviews, latest report first (investigators)',
        querystring: reportedReviewsListQuery,
        response: { 200: z.array(reportedReviewRecord), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'reviews', 'list');
      const { sort, range, filter } = request.query;
      const page = await reportedReviewsPage(pool, { sort, range }, filter);
      return sendPage(reply, 'reviews', { sort, range }, page, (row) => reportedReviewJson(row));
    },
  );

  const load = async (id: string) => {
    const row = await findReportedReview(pool, id);
    if (!row) throw reviewErrors.error('REVIEW_NOT_FOUND');
    return reportedReviewJson(row, await reportsOfReview(pool, id));
  };

  app.get(
    '/api/admin/reviews/:id',
    {
      ...auth.access('reviews', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'A reported review with every report and the latest decision (investigators)',
        params: adminIdParam,
        response: { 200: reportedReviewRecord, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'reviews', 'show');
      return load(request.params.id);
    },
  );

  app.post(
    '/api/admin/reviews/:id/moderate',
    {
      ...auth.access('reviews', 'moderate'),
      schema: {
        tags: ['admin'],
        summary: 'Keep (approved), hide or remove a review, with the reason (investigators)',
        params: adminIdParam,
        body: moderateReportedReviewBody,
        response: { 200: reportedReviewRecord, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'reviews', 'moderate');
      await commands.run({
        stream: reviewStream(request.params.id),
        decider: reviewDecider,
        command: {
          type: 'ModerateReview',
          actor: actorOf(user),
          bookingId: request.params.id,
          moderationStatus: request.body.moderationStatus,
          reason: request.body.reason,
          seenDecisions: request.body.seenDecisions,
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      return load(request.params.id);
    },
  );
}
