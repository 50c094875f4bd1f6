import { type CommandActor, hasRole } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors } from '../kernel/errors';
import { payoutHoldErrors } from './errors';
import type { PayoutHoldEvent } from './events';

export type PayoutHoldCommand =
  | {
      type: 'FreezeProviderPayouts';
      actor: CommandActor;
      providerId: string;
      reason: string;
      /** For a freeze carried out from a fraud alert: already frozen means done, not a refusal. */
      skipIfInForce?: boolean;
    }
  | { type: 'UnfreezeProviderPayouts'; actor: CommandActor; providerId: string; reason: string };

export interface PayoutHoldState {
  frozen: boolean;
  reason: string | null;
  since: string | null;
}

/**
 * Whether the platform may pay a provider at all (stream `payout-hold-<providerId>`). An
 * investigator freezes payouts while a fraud alert is looked into; the payout worker asks before
 * each transfer (StartPayoutAttempt's `providerPayoutsFrozen`), so nothing is sent until an
 * investigator unfreezes them. Refusals rather than silent repeats, so a button pressed on a
 * stale screen says what the state really is.
 */
export const payoutHoldDecider: Decider<PayoutHoldCommand, PayoutHoldState, PayoutHoldEvent> = {
  initialState: { frozen: false, reason: null, since: null },

  decide(command, state, now) {
    const { actor } = command;
    if (actor.kind !== 'user' || !hasRole(actor, 'investigator')) return commonErrors.error('FORBIDDEN');
    const reason = command.reason.trim();
    if (reason === '') return payoutHoldErrors.error('PAYOUT_HOLD_REASON_REQUIRED');
    const at = now.toISOString();
    if (command.type === 'FreezeProviderPayouts') {
      if (state.frozen && command.skipIfInForce) return [];
      if (state.frozen) return payoutHoldErrors.error('PAYOUTS_ALREADY_FROZEN');
      return [
        {
          type: 'ProviderPayoutsFrozen',
          data: { providerId: command.providerId, reason, frozenBy: actor.userId, frozenAt: at },
        },
      ];
    }
    if (!state.frozen) return payoutHoldErrors.error('PAYOUTS_NOT_FROZEN');
    return [
      {
        type: 'ProviderPayoutsUnfrozen',
        data: { providerId: command.providerId, reason, unfrozenBy: actor.userId, unfrozenAt: at },
      },
    ];
  },

  evolve(_state, event) {
    switch (event.type) {
      case 'ProviderPayoutsFrozen':
        return { frozen: true, reason: event.data.reason, since: event.data.frozenAt };
      case 'ProviderPayoutsUnfrozen':
        return { frozen: false, reason: null, since: null };
    }
  },
};
