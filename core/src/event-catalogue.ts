import { accountEvents } from './account/events';
import { bookingEvents } from './booking/events';
import { boostEvents } from './boost/events';
import { boostPackageEvents } from './boost/package-events';
import { calendarEvents } from './calendar/events';
import { openCheckoutsEvents } from './calendar/open-checkouts';
import { categoryEvents } from './category/events';
import { chatEvents } from './chat/events';
import { contactMessageEvents } from './contact-message/events';
import { escrowEvents } from './escrow/events';
import { EventSchemaRegistry } from './eventstore/schemas';
import { fraudAlertEvents } from './fraud/events';
import { paymentEvents } from './payment/events';
import { payoutEvents } from './payout/events';
import { payoutAccountEvents } from './payout-account/events';
import { planEvents } from './plan/events';
import { providerEvents } from './provider/events';
import { quoteEvents } from './quote/events';
import { reviewEvents } from './review/events';
import { serviceEvents } from './service/events';
import type { EventDefinitions } from './shared/events';
import { standingEvents } from './standing/events';
import { verificationEvents } from './verification/events';

/**
 * Every event type of every lifecycle, in one place: the event store validates and upcasts
 * through it, and the personal-data layer reads which fields to encrypt (DESIGN.md §2).
 */
const lifecycles: Record<string, EventDefinitions> = {
  accountEvents,
  bookingEvents,
  boostEvents,
  boostPackageEvents,
  calendarEvents,
  categoryEvents,
  chatEvents,
  contactMessageEvents,
  escrowEvents,
  fraudAlertEvents,
  openCheckoutsEvents,
  paymentEvents,
  payoutEvents,
  payoutAccountEvents,
  planEvents,
  providerEvents,
  quoteEvents,
  reviewEvents,
  serviceEvents,
  standingEvents,
  verificationEvents,
};

function merge(all: Record<string, EventDefinitions>): EventDefinitions {
  const merged: EventDefinitions = {};
  for (const [lifecycle, definitions] of Object.entries(all)) {
    for (const [type, definition] of Object.entries(definitions)) {
      if (merged[type]) throw new Error(`Event type ${type} of ${lifecycle} is declared twice`);
      merged[type] = definition;
    }
  }
  return merged;
}

export const allEventDefinitions: EventDefinitions = merge(lifecycles);

export function eventSchemaRegistry(
  definitions: EventDefinitions = allEventDefinitions,
): EventSchemaRegistry {
  const registry = new EventSchemaRegistry();
  for (const [type, definition] of Object.entries(definitions)) {
    registry.register({ type, version: definition.version ?? 1, schema: definition.schema });
    for (const [from, upcast] of Object.entries(definition.upcasters ?? {})) {
      registry.registerUpcaster(type, Number(from), upcast);
    }
  }
  return registry;
}
