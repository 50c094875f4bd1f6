import type { CommandActor } from '../kernel/actor';
import type { Clock } from '../kernel/clock';
import type { Decider, DomainEvent } from '../kernel/decider';
import { type HandleCommandResult, handleCommand } from './handle-command';
import type { Actor, EventStore } from './port';

export interface CommandRequest<C, S, E extends DomainEvent> {
  stream: string;
  decider: Decider<C, S, E>;
  command: C;
  actor: CommandActor;
  correlationId: string;
  causationId?: string;
  idempotencyKey?: string;
  /** Answer only once the read models show this command's events. Default true. */
  readYourWrites?: boolean;
}

/** The metadata form of who acted: a user in their strongest role, or a named system part. */
export function metadataActor(actor: CommandActor): Actor {
  if (actor.kind === 'system') return { kind: 'system', name: actor.name };
  return { kind: 'user', userId: actor.userId, role: actor.roles[0] ?? 'user' };
}

/**
 * Runs commands for the API and the workers: the decider decides on the stream's current state
 * (handleCommand retries on conflicts), the metadata records who and why, and by default the
 * caller waits, bounded, until the read models have caught up with the new events.
 */
export class CommandBus {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    /** Resolves once the read models have passed a global position (bounded); none in workers. */
    private readonly waitForPosition: (position: number) => Promise<boolean> = async () => true,
  ) {}

  async run<C, S, E extends DomainEvent>(request: CommandRequest<C, S, E>): Promise<HandleCommandResult<S>> {
    const result = await handleCommand({
      store: this.store,
      stream: request.stream,
      decider: request.decider,
      command: request.command,
      now: this.clock.now(),
      metadata: {
        actor: metadataActor(request.actor),
        correlationId: request.correlationId,
        ...(request.causationId ? { causationId: request.causationId } : {}),
        ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
      },
    });
    if (request.readYourWrites !== false && result.lastPosition > 0) {
      await this.waitForPosition(result.lastPosition);
    }
    return result;
  }

  /** Waits until the read models have passed a position (after several commands). */
  waitForReadModels(position: number): Promise<boolean> {
    return this.waitForPosition(position);
  }
}
