import type {
  AppendResult,
  EventStore,
  ExpectedVersion,
  NewEvent,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
} from '../eventstore/port';
import { ERASED, type EventDefinitions } from '../kernel/events';
import { decryptValue, encryptValue, isEncrypted } from './cipher';
import type { PersonalDataVault } from './vault';

/**
 * An event store decorator that encrypts the personal fields each event type declares
 * (`personal` in its definition) on the way in and decrypts them on the way out. Everything
 * downstream — deciders, projections, workers — sees plain values, or ERASED once the
 * person's key has been destroyed (crypto-shredding).
 */
export class PersonalDataProtectingStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly definitions: EventDefinitions,
  ) {}

  async append(
    stream: string,
    events: NewEvent[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    const sealed = await Promise.all(events.map((e) => this.seal(e)));
    const result = await this.inner.append(stream, sealed, options);
    return { ...result, events: await this.openAll(result.events) };
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    const events = await this.inner.readStream(stream, options);
    // Left as stored for a reader that never looks at personal fields (ReadStreamOptions).
    return options?.personalData === 'sealed' ? events : this.openAll(events);
  }

  async readAll(options?: { fromPosition?: number; batch?: number }): Promise<RecordedEvent[]> {
    return this.openAll(await this.inner.readAll(options));
  }

  subscribeAll(options: SubscribeOptions) {
    return this.inner.subscribeAll({
      ...options,
      onEvents: async (events) => options.onEvents(await this.openAll(events)),
    });
  }

  headPosition(): Promise<number> {
    return this.inner.headPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private async seal(event: NewEvent): Promise<NewEvent> {
    const personal = this.definitions[event.type]?.personal;
    if (!personal) return event;
    const data = { ...(event.data as Record<string, unknown>) };
    const subject = data[personal.subject];
    if (typeof subject !== 'string' || subject === '') {
      throw new Error(
        `${event.type}: personal data subject field "${personal.subject}" must be a non-empty string`,
      );
    }
    const key = await this.vault.keyFor(subject);
    for (const field of personal.fields) {
      const value = data[field];
      if (value === null || value === undefined) continue;
      if (typeof value !== 'string')
        throw new Error(`${event.type}.${field} is personal data and must be a string`);
      // An erased person cannot gain new personal data; keep the shape, not the value.
      data[field] = key ? encryptValue(key, value) : ERASED;
    }
    return { ...event, data };
  }

  private openAll(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    return Promise.all(events.map((e) => this.open(e)));
  }

  private async open(event: RecordedEvent): Promise<RecordedEvent> {
    const personal = this.definitions[event.type]?.personal;
    if (!personal) return event;
    const data = { ...(event.data as Record<string, unknown>) };
    const subject = data[personal.subject];
    const key = typeof subject === 'string' ? await this.vault.existingKeyFor(subject) : null;
    for (const field of personal.fields) {
      const value = data[field];
      if (!isEncrypted(value)) continue;
      data[field] = key ? decryptValue(key, value) : ERASED;
    }
    return { ...event, data };
  }
}
