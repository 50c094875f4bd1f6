import { calendarStream, londonDate } from '@esm/core/calendar/dates';
import { calendarDecider } from '@esm/core/calendar/decider';
import { type Activity, user } from './context';

/**
 * The demo provider's first service has a long weekend off in three weeks' time, so its Days off
 * dialog, the service page's date picker and a search by date all have a day off to show.
 */
export async function seedDaysOff(a: Activity): Promise<void> {
  const service = a.southbank.services[0]!;
  for (const inDays of [22, 23]) {
    const date = londonDate(a.at(inDays));
    await a.run(a.now, calendarStream(service.serviceId, date), calendarDecider, {
      type: 'BlockDay',
      actor: user(service.providerUserId),
      serviceOwnerUserId: service.providerUserId,
      serviceId: service.serviceId,
      date,
      reason: 'Family wedding',
    });
  }
}
