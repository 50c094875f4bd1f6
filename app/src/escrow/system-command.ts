import type { HandleCommandResult } from '@esm/core/eventstore/handle-command';
import { systemActor } from '@esm/core/kernel/actor';
import type { Decider, DomainEvent } from '@esm/core/kernel/decider';
import { isDomainError } from '@esm/core/kernel/errors';
import type { AppDeps } from '../deps';

/** Who the money workers act as in event metadata. */
export const MONEY_WORKER = systemActor('money-worker');

/**
 * Runs a command as the money worker. Workers never wait for read models: they decide on streams.
 * The correlation id is the job's, so every event a job appends can be traced back to it.
 */
export function runAsSystem<C, S, E extends DomainEvent>(
  deps: Pick<AppDeps, 'store' | 'commands'>,
  correlationId: string,
  stream: string,
  decider: Decider<C, S, E>,
  command: C,
): Promise<HandleCommandResult<S>> {
  return deps.commands.run({
    stream,
    decider,
    command,
    actor: MONEY_WORKER,
    correlationId,
    readYourWrites: false,
  });
}

/**
 * Runs `work`, turning the listed refusals into null: a timer that fires after the state moved on
 * (the payout was cancelled, the escrow is frozen) has nothing to do, which is not a failure.
 * Any other error is thrown so pg-boss retries the job.
 */
export async function unlessRefused<T>(codes: readonly string[], work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (isDomainError(error) && codes.includes(error.code)) return null;
    throw error;
  }
}
