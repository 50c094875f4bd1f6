import { AsyncLocalStorage } from 'node:async_hooks';
import type { CommandActor } from '../kernel/actor';
import type { Clock } from '../kernel/clock';
import type { Decider, DomainEvent } from '../kernel/decider';
import { type HandleCommandResult, handleCommand } from './handle-command';
import type { Actor, EventStore, RecordedEvent } from './port';

/**
 * What a read-your-writes wait waits for: the read models that handle these event types. A read
 * model that handles none of them cannot show the write, so waiting for it only waits for other
 * people's events. Without a scope a wait covers every read model.
 */
export interface ReadScope {
  eventTypes: readonly string[];
}

/** The events a piece of work appended: the last position and the types, to wait for once. */
export class Writes {
  lastPosition = 0;
  readonly eventTypes = new Set<string>();

  add(events: readonly RecordedEvent[]): void {
    for (const event of events) {
      this.eventTypes.add(event.type);
      this.lastPosition = Math.max(this.lastPosition, event.globalPosition);
    }
  }

  get scope(): ReadScope {
    return { eventTypes: [...this.eventTypes] };
  }
}

const recording = new AsyncLocalStorage<Writes>();

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
    private readonly waitForPosition: (position: number, scope?: ReadScope) => Promise<boolean> = async () =>
      true,
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
    recording.getStore()?.add(result.events);
    if (request.readYourWrites !== false && result.lastPosition > 0) {
      // Only the read models this command's events change can show them.
      await this.waitForPosition(result.lastPosition, {
        eventTypes: [...new Set(result.events.map((e) => e.type))],
      });
    }
    return result;
  }

  /**
   * Waits until the read models have passed a position (after several commands): every read model,
   * or with a scope only those that handle its event types.
   */
  waitForReadModels(position: number, scope?: ReadScope): Promise<boolean> {
    return this.waitForPosition(position, scope);
  }

  /**
   * Runs `work` and collects the events every command it runs through this bus appends, however
   * deep in helpers, so the caller can wait once for exactly the read models they change.
   */
  async recordWrites<T>(work: () => Promise<T>): Promise<{ value: T; writes: Writes }> {
    const writes = new Writes();
    const outer = recording.getStore();
    const value = await recording.run(writes, work);
    if (outer) {
      for (const type of writes.eventTypes) outer.eventTypes.add(type);
      outer.lastPosition = Math.max(outer.lastPosition, writes.lastPosition);
    }
    return { value, writes };
  }

  /** Waits, bounded, until the read models that handle the recorded writes show them. */
  waitForWrites(writes: Writes): Promise<boolean> {
    if (writes.lastPosition <= 0) return Promise.resolve(true);
    return this.waitForPosition(writes.lastPosition, writes.scope);
  }
}
