import { systemActor } from '@esm/core/kernel/actor';
import { standingDecider } from '@esm/core/standing/decider';
import { standingStream } from '@esm/core/standing/events';
import type { JobDefinition } from '../jobs';
import { cancel, defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const STANDING_LIFT_QUEUE = 'standing.lift-expired-block';

const liftKey = (userId: string) => `standing-lift:${userId}`;

/**
 * The 24-hour messaging restriction and the 7-day suspension end at blockedUntil.
 * One timer per user: a newer block moves it; a manual lift or a termination cancels it. A timer
 * that fires anyway (a race with a manual lift) finds nothing to lift: the decider ignores it.
 */
export const standingLiftProcess = defineProcessManager({
  name: 'standing-lift',
  handles: ['StandingMessagingRestricted', 'StandingSuspended', 'StandingTerminated', 'StandingBlockLifted'],
  react(event) {
    const { userId } = event.data;
    switch (event.type) {
      case 'StandingMessagingRestricted':
      case 'StandingSuspended':
        return [
          schedule(liftKey(userId), STANDING_LIFT_QUEUE, new Date(event.data.blockedUntil), { userId }),
        ];
      case 'StandingTerminated':
      case 'StandingBlockLifted':
        return [cancel(liftKey(userId))];
      default:
        return [];
    }
  },
});

const TIMER_ACTOR = systemActor('standing-timer');

export function standingLiftJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: STANDING_LIFT_QUEUE,
    async handle(data, context) {
      const userId = String(data.userId);
      await deps.commands.run({
        stream: standingStream(userId),
        decider: standingDecider,
        command: { type: 'LiftExpiredBlock', actor: TIMER_ACTOR, userId },
        actor: TIMER_ACTOR,
        correlationId: context.jobId,
      });
    },
  };
}
