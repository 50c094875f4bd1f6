import type { CommandActor } from '@esm/core/kernel/actor';
import { payoutHoldDecider } from '@esm/core/payout-hold/decider';
import { payoutHoldStream } from '@esm/core/payout-hold/events';
import { standingDecider } from '@esm/core/standing/decider';
import { standingStream } from '@esm/core/standing/events';
import type { ApiContext } from '../http/context';

/** What the back office may do to a provider: their standing, and whether they are paid. */
export type ProviderAction = 'suspend' | 'lift' | 'terminate' | 'freeze' | 'unfreeze';

/**
 * Carries out one provider action as the acting investigator, on the lifecycle that owns it: the
 * standing stream (keyed by the provider's user, since the block follows the person into chat and
 * listings) or the provider's payout hold. A fraud alert's actions send the same commands from
 * `@esm/app/fraud/carry-out-alert-action`, recorded on the alert first and idempotent per action.
 */
export async function carryOutProviderAction(
  ctx: Pick<ApiContext, 'commands'>,
  actor: CommandActor,
  provider: { id: string; userId: string },
  action: ProviderAction,
  reason: string,
  correlationId: string,
): Promise<void> {
  const { commands } = ctx;
  switch (action) {
    case 'suspend':
    case 'terminate':
      await commands.run({
        stream: standingStream(provider.userId),
        decider: standingDecider,
        command: {
          type: 'ImposeBlock',
          actor,
          userId: provider.userId,
          block: action === 'suspend' ? 'suspension' : 'termination',
          reason,
        },
        actor,
        correlationId,
      });
      return;
    case 'lift':
      await commands.run({
        stream: standingStream(provider.userId),
        decider: standingDecider,
        command: { type: 'LiftBlock', actor, userId: provider.userId, reason },
        actor,
        correlationId,
      });
      return;
    case 'freeze':
    case 'unfreeze':
      await commands.run({
        stream: payoutHoldStream(provider.id),
        decider: payoutHoldDecider,
        command: {
          type: action === 'freeze' ? 'FreezeProviderPayouts' : 'UnfreezeProviderPayouts',
          actor,
          providerId: provider.id,
          reason,
        },
        actor,
        correlationId,
      });
      return;
  }
}
