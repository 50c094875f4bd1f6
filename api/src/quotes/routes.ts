import { quoteBody, quoteResponse } from '@esm/contract/quotes';
import { newId } from '@esm/core/kernel/ids';
import { quoteDecider } from '@esm/core/quote/decider';
import { quoteErrors } from '@esm/core/quote/errors';
import { quoteStream } from '@esm/core/quote/events';
import { checkQuoteBasics } from '@esm/core/quote/pricing';
import { findQuote, quotesOf } from '@esm/projections/quotes/queries';
import { z } from 'zod';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';
import { refuseTakenEventDay } from './event-day';
import { quoteItems } from './quote-items';
import { quoteJson } from './quote-json';

export function registerQuoteRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;
  // Signed-out comes first in the spec's order of quote checks, before any body rule.
  const signedIn = {
    onRequest: async (request: Parameters<typeof auth.requireUser>[0]) =>
      void (await auth.requireUser(request)),
  };

  app.post(
    '/api/quotes',
    {
      ...signedIn,
      schema: {
        tags: ['quotes'],
        summary:
          'Price a quote: a draft by default (status "draft"), or requested with status "requested"; the server prices every item',
        body: quoteBody,
        response: { 201: quoteResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireUser(request);
      const body = request.body;
      const now = ctx.clock.now();
      const basics = checkQuoteBasics({ ...body, guestCount: body.guestCount ?? 0 });
      if (basics) throw basics;
      const services = await quoteItems(ctx, body.services, body.eventPostcode ?? '', now);
      // A new quote is a draft unless the client asks for the full quote (the data model's default).
      const requested = body.status === 'requested';
      // A draft may name any day; a requested quote must be bookable on its day.
      if (requested && body.eventDate)
        await refuseTakenEventDay(ctx, services, body.eventDate, user.userId, now);
      const quoteId = body.quoteId ?? newId();
      if (body.quoteId) {
        const existing = await findQuote(pool, body.quoteId);
        if (!existing || existing.customer_id !== user.userId) throw quoteErrors.error('QUOTE_NOT_FOUND');
      }
      await commands.run({
        stream: quoteStream(quoteId),
        decider: quoteDecider,
        command: {
          type: requested ? 'RequestQuote' : 'SaveQuoteDraft',
          actor: actorOf(user),
          quoteId,
          details: {
            eventType: body.eventType ?? null,
            eventDate: body.eventDate ?? null,
            eventLocation: body.eventLocation ?? null,
            eventPostcode: body.eventPostcode ?? null,
            guestCount: body.guestCount ?? 0,
            services,
          },
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      const row = await findQuote(pool, quoteId);
      if (!row) throw quoteErrors.error('QUOTE_NOT_FOUND');
      return reply.status(201).send(quoteJson(row, ctx.clock.now()));
    },
  );

  app.get(
    '/api/quotes',
    {
      schema: {
        tags: ['quotes'],
        summary: "The signed-in client's quotes, newest first (drafts included)",
        response: { 200: z.array(quoteResponse), ...errors(401) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const now = ctx.clock.now();
      return (await quotesOf(pool, user.userId)).map((row) => quoteJson(row, now));
    },
  );

  app.get(
    '/api/quotes/:id',
    {
      schema: {
        tags: ['quotes'],
        summary: 'One quote of the signed-in client (404 for anyone else’s)',
        params: uuidParam,
        response: { 200: quoteResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const row = await findQuote(pool, request.params.id);
      // Someone else's quote is answered like a missing one, so ids cannot be probed.
      if (!row || row.customer_id !== user.userId) throw quoteErrors.error('QUOTE_NOT_FOUND');
      return quoteJson(row, ctx.clock.now());
    },
  );
}
