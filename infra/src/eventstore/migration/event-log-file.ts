import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { EventStore, RecordedEvent } from '@esm/core/eventstore/port';
import type { ManualClock } from '@esm/core/kernel/clock';

/** The first line of an export: what follows, and how much of it. */
export interface EventLogHeader {
  format: 'eventhire-event-log';
  version: 1;
  exportedAt: string;
  /** Head position of the source when the export started; events after it are not included. */
  head: number;
  events: number;
}

/** One line per event: the event exactly as stored (never upcast), with its source position. */
export interface EventLogLine {
  globalPosition: number;
  stream: string;
  version: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  occurredAt: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

export type Progress = (done: number, total: number) => void;

/** Thrown for an import that cannot go ahead; nothing was written. */
export class EventLogImportError extends Error {}

/**
 * Writes the whole log as NDJSON: a header line, then every event up to the head in
 * global-position order. Pass a store without an upcasting registry, so every event is exported
 * as it was written. Personal data stays encrypted (its keys live in the vault, not in the log).
 */
export async function exportEventLog(
  store: EventStore,
  out: Writable,
  options: { now?: Date; batch?: number; onProgress?: Progress } = {},
): Promise<EventLogHeader> {
  const head = await store.headPosition();
  const total = await countUpTo(store, head, options.batch ?? 1000);
  const header: EventLogHeader = {
    format: 'eventhire-event-log',
    version: 1,
    exportedAt: (options.now ?? new Date()).toISOString(),
    head,
    events: total,
  };
  await write(out, `${JSON.stringify(header)}\n`);
  let from = 0;
  let done = 0;
  options.onProgress?.(0, total);
  for (;;) {
    const events = (await store.readAll({ fromPosition: from, batch: options.batch ?? 1000 })).filter(
      (e) => e.globalPosition <= head,
    );
    if (events.length === 0) break;
    const lines = events.map((e) => JSON.stringify(toLine(e))).join('\n');
    await write(out, `${lines}\n`);
    done += events.length;
    from = events[events.length - 1]!.globalPosition;
    options.onProgress?.(done, total);
    if (from >= head) break;
  }
  return header;
}

/**
 * Loads an export into an empty store, in the same order, with the same stream versions, event
 * ids, schema versions, metadata and times. The file is read twice: first checked whole (header,
 * every line, increasing positions, versions 0, 1, 2 … per stream, the announced count), so a bad
 * file writes nothing; then appended. Consecutive events of one stream, one time and one
 * idempotency key go in one append, as they were written, each expecting the stream at the
 * version before its first event. The store's clock must be `clock`: it is set to each append's
 * original time.
 */
export async function importEventLog(
  store: EventStore,
  clock: ManualClock,
  open: () => Readable,
  options: { onProgress?: Progress } = {},
): Promise<{ events: number; appends: number }> {
  if ((await store.headPosition()) !== 0) {
    throw new EventLogImportError('the target event store is not empty: import only into an empty store');
  }
  const header = await checkFile(open());
  let group: EventLogLine[] = [];
  let events = 0;
  let appends = 0;
  const flush = async () => {
    if (group.length === 0) return;
    const first = group[0]!;
    clock.set(first.occurredAt);
    await store.append(
      first.stream,
      group.map((e) => ({
        type: e.type,
        data: e.data,
        metadata: e.metadata,
        eventId: e.eventId,
        schemaVersion: e.schemaVersion,
      })),
      { expectedVersion: first.version === 0 ? 'no_stream' : first.version - 1 },
    );
    events += group.length;
    appends += 1;
    group = [];
    options.onProgress?.(events, header.events);
  };
  options.onProgress?.(0, header.events);
  for await (const item of eventLines(open())) {
    if (!('line' in item)) continue;
    const { line } = item;
    const previous = group[group.length - 1];
    const sameAppend =
      previous &&
      previous.stream === line.stream &&
      previous.version + 1 === line.version &&
      previous.occurredAt === line.occurredAt &&
      previous.metadata.idempotencyKey === line.metadata.idempotencyKey;
    if (!sameAppend) await flush();
    group.push(line);
  }
  await flush();
  return { events, appends };
}

/** The whole file, checked before anything is written. */
async function checkFile(input: Readable): Promise<EventLogHeader> {
  let header: EventLogHeader | undefined;
  let count = 0;
  let lastPosition = 0;
  const nextVersion = new Map<string, number>();
  for await (const item of eventLines(input)) {
    if ('header' in item) {
      header = item.header;
      continue;
    }
    const { line, lineNumber } = item;
    if (line.globalPosition <= lastPosition) {
      throw new EventLogImportError(
        `line ${lineNumber}: positions must increase (${line.globalPosition} after ${lastPosition})`,
      );
    }
    lastPosition = line.globalPosition;
    const expected = nextVersion.get(line.stream) ?? 0;
    if (line.version !== expected) {
      throw new EventLogImportError(
        `line ${lineNumber}: ${line.stream} jumps to version ${line.version} where ${expected} comes next`,
      );
    }
    nextVersion.set(line.stream, expected + 1);
    count += 1;
  }
  if (!header) throw new EventLogImportError('the file is empty: no header line');
  if (count !== header.events) {
    throw new EventLogImportError(`the header announces ${header.events} events but the file holds ${count}`);
  }
  return header;
}

async function* eventLines(
  input: Readable,
): AsyncGenerator<{ header: EventLogHeader } | { line: EventLogLine; lineNumber: number }> {
  let lineNumber = 0;
  let seenHeader = false;
  for await (const text of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    lineNumber += 1;
    if (text.trim() === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new EventLogImportError(`line ${lineNumber} is not JSON`);
    }
    if (!seenHeader) {
      seenHeader = true;
      yield { header: parseHeader(parsed, lineNumber) };
    } else yield { line: parseLine(parsed, lineNumber), lineNumber };
  }
}

function toLine(e: RecordedEvent): EventLogLine {
  return {
    globalPosition: e.globalPosition,
    stream: e.stream,
    version: e.version,
    eventId: e.eventId,
    type: e.type,
    schemaVersion: e.schemaVersion,
    occurredAt: e.occurredAt.toISOString(),
    data: e.data,
    metadata: e.metadata,
  };
}

function parseHeader(value: unknown, lineNumber: number): EventLogHeader {
  const h = value as Partial<EventLogHeader>;
  if (h?.format !== 'eventhire-event-log' || h.version !== 1 || !Number.isSafeInteger(h.events)) {
    throw new EventLogImportError(`line ${lineNumber}: not an event-log export (header expected)`);
  }
  return h as EventLogHeader;
}

function parseLine(value: unknown, lineNumber: number): EventLogLine {
  const l = value as Partial<EventLogLine>;
  const ok =
    typeof l === 'object' &&
    l !== null &&
    Number.isSafeInteger(l.globalPosition) &&
    typeof l.stream === 'string' &&
    Number.isSafeInteger(l.version) &&
    (l.version ?? -1) >= 0 &&
    typeof l.eventId === 'string' &&
    typeof l.type === 'string' &&
    Number.isSafeInteger(l.schemaVersion) &&
    typeof l.occurredAt === 'string' &&
    !Number.isNaN(Date.parse(l.occurredAt)) &&
    typeof l.metadata === 'object' &&
    l.metadata !== null &&
    'data' in l;
  if (!ok) throw new EventLogImportError(`line ${lineNumber}: not an exported event`);
  return l as EventLogLine;
}

async function countUpTo(store: EventStore, head: number, batch: number): Promise<number> {
  let count = 0;
  let from = 0;
  for (;;) {
    const events = (await store.readAll({ fromPosition: from, batch })).filter(
      (e) => e.globalPosition <= head,
    );
    count += events.length;
    if (events.length === 0) return count;
    from = events[events.length - 1]!.globalPosition;
    if (from >= head) return count;
  }
}

function write(out: Writable, chunk: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ok = out.write(chunk, (error) => (error ? reject(error) : undefined));
    if (ok) resolve();
    else out.once('drain', resolve);
  });
}
