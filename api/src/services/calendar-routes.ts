import { serviceCalendarResponse, serviceDayParams, serviceDayResponse } from '@esm/contract/availability';
import { dayAvailability } from '@esm/core/calendar/availability';
import { calendarStream, isCalendarDate, londonDate } from '@esm/core/calendar/dates';
import { calendarDecider } from '@esm/core/calendar/decider';
import { calendarErrors } from '@esm/core/calendar/errors';
import { findListedService, serviceCalendarDays } from '@esm/projections/services/queries';
import type { ListedServiceRow } from '@esm/projections/services/rows';
import { actorOf, type SignedInUser } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';
import { serviceDayJson } from './day-route';

/**
 * A provider's days off for one of their services: the calendar of days ahead that are not free,
 * and blocking or unblocking a day. The calendar decider checks that the caller owns the service
 * (403 otherwise) and refuses a day that is booked or being paid for (409).
 */
export function registerServiceCalendarRoutes(app: App, ctx: ApiContext): void {
  const { auth, pool, clock, commands } = ctx;

  /** The listed service, 404 otherwise; 403 for anyone but its provider's user. */
  async function ownService(user: SignedInUser, serviceId: string): Promise<ListedServiceRow> {
    const service = await findListedService(pool, serviceId);
    if (!service) throw notFound('Service not found');
    if (service.provider_user_id !== user.userId) throw calendarErrors.error('CALENDAR_NOT_SERVICE_OWNER');
    return service;
  }

  app.get(
    '/api/services/:id/calendar',
    {
      schema: {
        tags: ['services'],
        summary: 'The days ahead a service is booked, blocked or being paid for (its provider only)',
        params: uuidParam,
        response: { 200: serviceCalendarResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const service = await ownService(user, request.params.id);
      const now = clock.now();
      return { days: await serviceCalendarDays(pool, service.id, londonDate(now), now) };
    },
  );

  for (const method of ['PUT', 'DELETE'] as const) {
    const blocking = method === 'PUT';
    app.route({
      method,
      url: '/api/services/:id/days/:date/block',
      schema: {
        tags: ['services'],
        summary: blocking
          ? 'Take a day off: clients cannot book or quote the service that day (its provider only)'
          : 'Make a day off bookable again (its provider only)',
        params: serviceDayParams,
        response: { 200: serviceDayResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
      handler: async (request) => {
        const user = await auth.requireUser(request);
        const { id, date } = request.params;
        if (!isCalendarDate(date)) throw calendarErrors.error('CALENDAR_DATE_INVALID');
        const service = await ownService(user, id);
        const actor = actorOf(user);
        const day = { serviceId: service.id, date, actor, serviceOwnerUserId: service.provider_user_id };
        const { state } = await commands.run({
          stream: calendarStream(service.id, date),
          decider: calendarDecider,
          command: blocking ? { type: 'BlockDay', ...day } : { type: 'UnblockDay', ...day },
          actor,
          correlationId: request.id,
        });
        // From the day's own stream, not the read model: a repeat records nothing, so it has no
        // write to wait for, and the first request's block may not be projected yet.
        return serviceDayJson(service.name, date, dayAvailability(state, null, clock.now()));
      },
    });
  }
}
