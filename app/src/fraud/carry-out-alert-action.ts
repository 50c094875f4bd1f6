import { eventsOf } from '@esm/core/event-catalogue';
import type { Actor, EventStore } from '@esm/core/eventstore/port';
import { fraudAlertDecider, type ProviderEffects } from '@esm/core/fraud/decider';
import { type FraudActionResult, fraudAlertEvents, fraudAlertStream } from '@esm/core/fraud/events';
import { BACK_OFFICE_ROLES, type BackOfficeRole, type CommandActor } from '@esm/core/kernel/actor';
import { type DomainEvent, type Folding, fold } from '@esm/core/kernel/decider';
import { payoutHoldDecider } from '@esm/core/payout-hold/decider';
import { payoutHoldStream } from '@esm/core/payout-hold/events';
import { standingDecider } from '@esm/core/standing/decider';
import { standingStream } from '@esm/core/standing/events';
import type { AppDeps } from '../deps';

/** The idempotency key of an alert action's effect on the provider's standing or payout hold. */
export const fraudAlertActionKey = (actionId: string): string => `fraud-alert-action:${actionId}`;

/** Said to the provider when the investigator gave no reason (only possible outside the HTTP route). */
const DEFAULT_REASON = 'Action taken on a fraud alert.';

/** A stream's state and the version it was read at (-1 when it has no events). */
async function readState<S, E extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Folding<S, E>,
): Promise<{ state: S; version: number }> {
  const events = await store.readStream(stream);
  const state = fold(
    decider,
    events.map((e) => ({ type: e.type, data: e.data }) as E),
  );
  return { state, version: events.at(-1)?.version ?? -1 };
}

/** What the provider is under now, read from their own streams (not a read model that may lag). */
export async function providerEffectsOf(
  deps: Pick<AppDeps, 'store'>,
  provider: { id: string; userId: string },
): Promise<ProviderEffects> {
  const [standing, hold] = await Promise.all([
    readState(deps.store, standingStream(provider.userId), standingDecider),
    readState(deps.store, payoutHoldStream(provider.id), payoutHoldDecider),
  ]);
  return {
    block: standing.state.block?.kind ?? null,
    payoutsFrozen: hold.state.frozen,
    standingVersion: standing.version,
    payoutHoldVersion: hold.version,
  };
}

/** Where the effect stands now: the version of its last event, or of the stream found in force. */
async function versionAfter(store: EventStore, stream: string, appended: readonly { version: number }[]) {
  return appended.at(-1)?.version ?? (await store.readStream(stream)).at(-1)?.version ?? -1;
}

/**
 * The investigator who took the action, as the command actor of its effect. The metadata keeps
 * their strongest role only; the alert's decider checked they were an investigator when it
 * recorded the action, so that is the authority the effect runs under, and the role written to
 * the provider's events stays the one written to the alert's.
 */
function investigatorOf(actor: Actor): CommandActor {
  if (actor.kind !== 'user') throw new Error('a fraud alert action is always taken by a person');
  const recorded = (BACK_OFFICE_ROLES as readonly string[]).includes(actor.role)
    ? [actor.role as BackOfficeRole]
    : [];
  const roles: BackOfficeRole[] = [...new Set<BackOfficeRole>([...recorded, 'investigator'])];
  return { kind: 'user', userId: actor.userId, roles };
}

export type CarryOutOutcome = 'carried_out' | 'already_carried_out' | 'not_found';

/**
 * Carries out one action recorded on a fraud alert (FraudAlertActionTaken) on the provider, then
 * reports it on the alert (FraudAlertActionCarriedOut). The route runs it at once, so the provider
 * is refused in chat before the page reloads; the process manager runs it again from the event,
 * which is what finishes the action when the process died after recording it. Either may come
 * first, or both at once: the effect carries the action's idempotency key (one StandingSuspended
 * per action, however often this runs), a block or freeze already in force counts as done, and
 * the report is appended once.
 */
export async function carryOutFraudAlertAction(
  deps: Pick<AppDeps, 'store' | 'commands'>,
  ref: { alertId: string; actionId: string },
  options: { correlationId: string; readYourWrites?: boolean },
): Promise<CarryOutOutcome> {
  const { store, commands } = deps;
  const stream = fraudAlertStream(ref.alertId);
  const events = eventsOf(fraudAlertEvents, await store.readStream(stream));
  const taken = events.find((e) => e.type === 'FraudAlertActionTaken' && e.data.actionId === ref.actionId);
  if (taken?.type !== 'FraudAlertActionTaken') return 'not_found';
  if (events.some((e) => e.type === 'FraudAlertActionCarriedOut' && e.data.actionId === ref.actionId))
    return 'already_carried_out';

  const actor = investigatorOf(taken.metadata.actor);
  const { action, providerId, providerUserId } = taken.data;
  const reason = taken.data.note ?? DEFAULT_REASON;
  const effect = {
    actor,
    correlationId: options.correlationId,
    causationId: taken.eventId,
    idempotencyKey: fraudAlertActionKey(ref.actionId),
    // The report below is the last append; the caller waits for that one.
    readYourWrites: false,
  } as const;
  let result: FraudActionResult = 'applied';
  let providerStreamVersion: number | null = null;
  switch (action) {
    case 'suspend_provider':
    case 'terminate': {
      if (!providerUserId) throw new Error(`fraud alert action ${ref.actionId} names no provider user`);
      const providerStream = standingStream(providerUserId);
      const outcome = await commands.run({
        ...effect,
        stream: providerStream,
        decider: standingDecider,
        command: {
          type: 'ImposeBlock',
          actor,
          userId: providerUserId,
          block: action === 'suspend_provider' ? 'suspension' : 'termination',
          reason,
          skipIfInForce: true,
        },
      });
      if (outcome.events.length === 0) result = 'already_in_force';
      providerStreamVersion = await versionAfter(store, providerStream, outcome.events);
      break;
    }
    case 'freeze_payouts': {
      const providerStream = payoutHoldStream(providerId);
      const outcome = await commands.run({
        ...effect,
        stream: providerStream,
        decider: payoutHoldDecider,
        command: { type: 'FreezeProviderPayouts', actor, providerId, reason, skipIfInForce: true },
      });
      if (outcome.events.length === 0) result = 'already_in_force';
      providerStreamVersion = await versionAfter(store, providerStream, outcome.events);
      break;
    }
    case 'warning':
    case 'none':
      // Recorded on the alert only: nothing to change on the provider.
      break;
  }

  await commands.run({
    stream,
    decider: fraudAlertDecider,
    command: {
      type: 'RecordFraudAlertActionCarriedOut',
      actor,
      alertId: ref.alertId,
      actionId: ref.actionId,
      result,
      providerStreamVersion,
    },
    actor,
    correlationId: options.correlationId,
    causationId: taken.eventId,
    ...(options.readYourWrites === false ? { readYourWrites: false } : {}),
  });
  return 'carried_out';
}
