/** An event as the in-memory log keeps it: as written, data as JSON text so nobody can mutate it. */
export interface StoredEvent {
  eventId: string;
  stream: string;
  version: number;
  globalPosition: number;
  type: string;
  schemaVersion: number;
  occurredAt: number;
  dataJson: string;
  metadataJson: string;
  idempotencyKey: string | undefined;
}

/**
 * The shared "database" of in-memory stores: several InMemoryEventStore instances over one log
 * see the same events, like several Postgres stores over one database (e.g. one with an
 * upcasting registry and one without).
 */
export class InMemoryEventLog {
  /** Index i holds global position i + 1: appends are synchronous, so there are no holes. */
  readonly events: StoredEvent[] = [];
  private readonly streams = new Map<string, StoredEvent[]>();
  private readonly eventIds = new Set<string>();
  private readonly listeners = new Set<() => void>();

  streamEvents(stream: string): readonly StoredEvent[] {
    return this.streams.get(stream) ?? [];
  }

  hasEventId(eventId: string): boolean {
    return this.eventIds.has(eventId);
  }

  /** Adds a whole append at once; the caller has checked versions and ids. */
  write(rows: readonly Omit<StoredEvent, 'globalPosition'>[]): StoredEvent[] {
    const written = rows.map((row, i) => ({ ...row, globalPosition: this.events.length + i + 1 }));
    for (const row of written) {
      this.events.push(row);
      this.eventIds.add(row.eventId);
      const stream = this.streams.get(row.stream) ?? [];
      stream.push(row);
      this.streams.set(row.stream, stream);
    }
    for (const listener of this.listeners) listener();
    return written;
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
