import { serviceDayParams, serviceDayResponse } from '@esm/contract/availability';
import { type DayAvailability, dayTakenText } from '@esm/core/calendar/availability';
import { isCalendarDate } from '@esm/core/calendar/dates';
import { calendarErrors } from '@esm/core/calendar/errors';
import { findListedService, serviceDayState } from '@esm/projections/services/queries';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

/**
 * The date picker of a service page asks this as soon as a day is chosen, so a visitor hears
 * that the day is gone before building a quote for it. Public, like the service page.
 */
export function registerServiceDayRoute(app: App, ctx: ApiContext): void {
  app.get(
    '/api/services/:id/days/:date',
    {
      schema: {
        tags: ['services'],
        summary: 'Whether a service is free on a day (booked, held by a checkout, or a day off)',
        params: serviceDayParams,
        response: { 200: serviceDayResponse, ...errors(400, 404) },
      },
    },
    async (request) => {
      const { id, date } = request.params;
      if (!isCalendarDate(date)) throw calendarErrors.error('CALENDAR_DATE_INVALID');
      const service = await findListedService(ctx.pool, id);
      if (!service) throw notFound('Service not found');
      return serviceDayJson(service.name, date, await serviceDayState(ctx.pool, id, date, ctx.clock.now()));
    },
  );
}

/** The public answer about one day of a service (also what blocking or unblocking it answers). */
export function serviceDayJson(serviceName: string, date: string, status: DayAvailability) {
  return {
    date,
    status,
    available: status === 'free',
    message: status === 'free' ? null : dayTakenText(serviceName, date, status),
  };
}
