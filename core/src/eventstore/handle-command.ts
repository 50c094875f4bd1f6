import { type Decider, type DomainEvent, fold } from '../kernel/decider';
import { commonErrors, isDomainError } from '../kernel/errors';
import { type EventMetadata, type EventStore, type RecordedEvent, WrongExpectedVersionError } from './port';

export interface HandleCommandInput<C, S, E extends DomainEvent> {
  store: EventStore;
  stream: string;
  decider: Decider<C, S, E>;
  command: C;
  now: Date;
  /** Recorded on every event; its idempotencyKey makes a repeated command return the first outcome. */
  metadata: EventMetadata;
  /** Re-reads and re-decides this many times after a version conflict (default 3). */
  maxRetries?: number;
}

export interface HandleCommandResult<S> {
  /** The events this command appended (or, for a repeat, appended the first time), as recorded. */
  events: RecordedEvent[];
  /** The stream's state after those events. */
  state: S;
  /** Global position of the last of those events, for read-your-writes; 0 when nothing was appended. */
  lastPosition: number;
  /** True when the idempotency key had already been handled and nothing new was appended. */
  duplicate: boolean;
}

const asDomainEvent = <E extends DomainEvent>(event: RecordedEvent): E =>
  ({ type: event.type, data: event.data }) as E;

/**
 * Runs one command against one stream: read the stream, fold it, decide, append
 * with the version that was read. When someone else appended in between, the decision was made
 * on stale state, so it is thrown away and made again on a fresh read, never forced through.
 * A refusal throws the decider's DomainError and appends nothing; conflicts that outlast the
 * retries throw CONCURRENCY_CONFLICT (409).
 */
export async function handleCommand<C, S, E extends DomainEvent>(
  input: HandleCommandInput<C, S, E>,
): Promise<HandleCommandResult<S>> {
  const { store, stream, decider, command, now, metadata, maxRetries = 3 } = input;
  const personalData = decider.ignoresPersonalData ? 'sealed' : 'open';
  for (let attempt = 0; ; attempt++) {
    const history = await store.readStream(stream, { personalData });
    const repeat = earlierOutcome(decider, history, metadata.idempotencyKey);
    if (repeat) {
      if (personalData === 'open') return repeat;
      // The caller may show the events it is answered with: those are read again, opened.
      const opened = await store.readStream(stream, { from: repeat.events[0]!.version });
      return {
        ...repeat,
        events: opened.filter((e) => e.metadata.idempotencyKey === metadata.idempotencyKey),
      };
    }

    const state = fold(decider, history.map(asDomainEvent<E>));
    const decided = decider.decide(command, state, now);
    if (isDomainError(decided)) throw decided;
    if (decided.length === 0) return { events: [], state, lastPosition: 0, duplicate: false };

    const last = history[history.length - 1];
    try {
      const result = await store.append(
        stream,
        decided.map((e) => ({ type: e.type, data: e.data, metadata })),
        { expectedVersion: last ? last.version : 'no_stream' },
      );
      // The same key won a race since our read: the next read returns that outcome.
      if (result.duplicate) continue;
      return {
        events: result.events,
        state: decided.reduce((s, e) => decider.evolve(s, e), state),
        lastPosition: result.globalPositions[result.globalPositions.length - 1]!,
        duplicate: false,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (attempt >= maxRetries) throw commonErrors.error('CONCURRENCY_CONFLICT');
    }
  }
}

/** What the command did the first time, when the stream already holds events with its key. */
function earlierOutcome<S, E extends DomainEvent>(
  decider: Decider<unknown, S, E>,
  history: RecordedEvent[],
  idempotencyKey: string | undefined,
): HandleCommandResult<S> | null {
  if (idempotencyKey === undefined) return null;
  const earlier = history.filter((e) => e.metadata.idempotencyKey === idempotencyKey);
  const lastEarlier = earlier[earlier.length - 1];
  if (!lastEarlier) return null;
  const upToThen = history.filter((e) => e.version <= lastEarlier.version).map(asDomainEvent<E>);
  return {
    events: earlier,
    state: fold(decider, upToThen),
    lastPosition: lastEarlier.globalPosition,
    duplicate: true,
  };
}
