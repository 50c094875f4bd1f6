import { accountDecider } from '@esm/core/account/decider';
import { accountStream } from '@esm/core/account/events';
import { systemActor } from '@esm/core/kernel/actor';
import type { JobDefinition } from '../jobs';
import { cancel, defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const ACCOUNT_ERASURE_QUEUE = 'account.erase';
const key = (userId: string) => `account-erasure:${userId}`;

/**
 * 30 days after an account is closed its personal data is erased. The timer starts at
 * AccountClosed (which carries the due time) and is moot once AccountErased is recorded.
 */
export const accountErasureProcess = defineProcessManager({
  name: 'account-erasure',
  handles: ['AccountClosed', 'AccountErased'],
  react(event) {
    const { userId } = event.data;
    if (event.type === 'AccountErased') return [cancel(key(userId))];
    const due = new Date(event.data.erasureDueAt);
    return [schedule(key(userId), ACCOUNT_ERASURE_QUEUE, due, { userId })];
  },
});

/**
 * Records the erasure, then destroys the person's data key (crypto-shredding):
 * every encrypted field of every event about them becomes unreadable while the history still
 * replays. Mail kept for them goes too. Each step is idempotent, so a retry after a crash
 * between them finishes the job (the decider answers a second EraseAccount with nothing).
 */
export function accountErasureJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: ACCOUNT_ERASURE_QUEUE,
    async handle(data) {
      const userId = String(data.userId);
      await deps.commands.run({
        stream: accountStream(userId),
        decider: accountDecider,
        command: { type: 'EraseAccount', actor: systemActor('account-erasure'), userId },
        actor: systemActor('account-erasure'),
        correlationId: key(userId),
        readYourWrites: false,
      });
      await deps.vault.erase(userId);
      await deps.pool.query('DELETE FROM mail.outbox WHERE user_id = $1', [userId]);
    },
  };
}
