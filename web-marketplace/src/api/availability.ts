import type { ServiceCalendar, ServiceDay } from '@esm/contract/availability';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from './http';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Every public day answer of a service: ['/api/services', id, 'days', date]. */
export const serviceDaysKey = (serviceId: string) => ['/api/services', serviceId, 'days'] as const;

/** The owner's calendar of a service: its days ahead that are not free. */
export const serviceCalendarKey = (serviceId: string) => ['/api/services', serviceId, 'calendar'] as const;

/**
 * Whether the service is free on the chosen day. Asked afresh each time the day is chosen
 * (someone else may have booked it since), and not at all until a whole date is typed.
 */
export function useServiceDayQuery(serviceId: string, date: string) {
  return useQuery<ServiceDay>({
    queryKey: [...serviceDaysKey(serviceId), date],
    enabled: isDay(date),
    staleTime: 0,
  });
}

/**
 * The provider's own calendar of a service (blocked, booked and held days from today on). Asked
 * afresh each time it is shown: a client may have booked a day since.
 */
export function useServiceCalendarQuery(serviceId: string) {
  return useQuery<ServiceCalendar>({ queryKey: serviceCalendarKey(serviceId), staleTime: 0 });
}

const blockUrl = (serviceId: string, date: string) =>
  `/api/services/${encodeURIComponent(serviceId)}/days/${encodeURIComponent(date)}/block`;

/** A day off: clients can no longer hold, book or quote the service that day. No body. */
export const blockServiceDay = (serviceId: string, date: string) =>
  apiJson<ServiceDay>('PUT', blockUrl(serviceId, date));

/** The day off is taken back: the day is free again, unless it is booked or held. */
export const unblockServiceDay = (serviceId: string, date: string) =>
  apiJson<ServiceDay>('DELETE', blockUrl(serviceId, date));
