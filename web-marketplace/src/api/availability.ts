import type { ServiceDay } from '@esm/contract/availability';
import { useQuery } from '@tanstack/react-query';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Whether the service is free on the chosen day. Asked afresh each time the day is chosen
 * (someone else may have booked it since), and not at all until a whole date is typed.
 */
export function useServiceDayQuery(serviceId: string, date: string) {
  return useQuery<ServiceDay>({
    queryKey: ['/api/services', serviceId, 'days', date],
    enabled: isDay(date),
    staleTime: 0,
  });
}
