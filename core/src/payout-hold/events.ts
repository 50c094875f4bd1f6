import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';

/** Stream of one provider's payout hold: `payout-hold-<providerId>`. */
export const payoutHoldStream = (providerId: string): string => `payout-hold-${providerId}`;

const instant = z.iso.datetime();

/**
 * A back-office freeze of everything paid to one provider, as opposed to the freeze of one
 * payout while a dispute on its booking is open (the payout lifecycle's PayoutFrozen).
 */
export const payoutHoldEvents = defineEvents({
  ProviderPayoutsFrozen: {
    schema: z.object({
      providerId: z.string(),
      reason: z.string(),
      frozenBy: z.string(),
      frozenAt: instant,
    }),
  },
  ProviderPayoutsUnfrozen: {
    schema: z.object({
      providerId: z.string(),
      reason: z.string(),
      unfrozenBy: z.string(),
      unfrozenAt: instant,
    }),
  },
});

export type PayoutHoldEvent = EventsOf<typeof payoutHoldEvents>;
