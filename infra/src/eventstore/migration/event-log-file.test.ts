import { PassThrough, Readable } from 'node:stream';
import { InMemoryEventStore } from '@esm/core/eventstore/memory/in-memory-event-store';
import { testEvent, testMetadata } from '@esm/core/eventstore/testing';
import { ManualClock } from '@esm/core/kernel/clock';
import { describe, expect, it } from 'vitest';
import { EventLogImportError, exportEventLog, importEventLog } from './event-log-file';

async function exportToText(store: InMemoryEventStore): Promise<string> {
  const out = new PassThrough();
  const chunks: string[] = [];
  out.on('data', (c) => chunks.push(String(c)));
  await exportEventLog(store, out, { now: new Date('2026-07-01T00:00:00Z'), batch: 2 });
  out.end();
  return chunks.join('');
}

/** A small log with multi-event appends, a key, an old schema version and several times. */
async function sourceLog() {
  const clock = new ManualClock('2026-06-01T09:00:00Z');
  const store = new InMemoryEventStore({ clock });
  await store.append('booking-1', [testEvent('Requested', { n: 1 }), testEvent('Noted', { n: 2 })], {
    expectedVersion: 'no_stream',
  });
  clock.set('2026-06-02T10:00:00Z');
  await store.append('quote-1', [testEvent('Quoted', { n: 3 }, { schemaVersion: 1 })], {
    expectedVersion: 'no_stream',
  });
  const keyed = testMetadata({ idempotencyKey: 'pay-1', causationId: 'cmd-9' });
  await store.append(
    'booking-1',
    [testEvent('Paid', { n: 4 }, { metadata: keyed }), testEvent('Held', { n: 5 }, { metadata: keyed })],
    { expectedVersion: 1 },
  );
  clock.set('2026-06-03T11:00:00Z');
  await store.append('booking-1', [testEvent('Completed', { n: 6 })], { expectedVersion: 3 });
  return store;
}

describe('event-log export and import', () => {
  it('writes a header and one line per event with its position and metadata', async () => {
    const text = await exportToText(await sourceLog());
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toEqual({
      format: 'eventhire-event-log',
      version: 1,
      exportedAt: '2026-07-01T00:00:00.000Z',
      head: 6,
      events: 6,
    });
    expect(lines.slice(1).map((l) => [l.globalPosition, l.stream, l.version, l.type])).toEqual([
      [1, 'booking-1', 0, 'Requested'],
      [2, 'booking-1', 1, 'Noted'],
      [3, 'quote-1', 0, 'Quoted'],
      [4, 'booking-1', 2, 'Paid'],
      [5, 'booking-1', 3, 'Held'],
      [6, 'booking-1', 4, 'Completed'],
    ]);
    expect(lines[4]).toMatchObject({
      occurredAt: '2026-06-02T10:00:00.000Z',
      metadata: { idempotencyKey: 'pay-1', causationId: 'cmd-9', correlationId: 'corr-1' },
    });
  });

  it('loads into an empty store as written: order, versions, ids, times, metadata, appends', async () => {
    const source = await sourceLog();
    const text = await exportToText(source);
    const clock = new ManualClock();
    const target = new InMemoryEventStore({ clock });
    const progress: Array<[number, number]> = [];
    const result = await importEventLog(target, clock, () => Readable.from([text]), {
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(result).toEqual({ events: 6, appends: 4 });
    expect(await target.readAll()).toEqual(await source.readAll());
    expect(progress.at(-1)).toEqual([6, 6]);
    // The key travelled: a retried command is still recognised after the move.
    const again = await target.append(
      'booking-1',
      [testEvent('Paid', { n: 4 }, { metadata: testMetadata({ idempotencyKey: 'pay-1' }) })],
      { expectedVersion: 1 },
    );
    expect(again).toMatchObject({ duplicate: true, globalPositions: [4, 5] });
  });

  it('refuses a non-empty store and damaged files, writing nothing', async () => {
    const text = await exportToText(await sourceLog());
    const lines = text.trim().split('\n');
    const attempt = async (content: string) => {
      const clock = new ManualClock();
      const target = new InMemoryEventStore({ clock });
      const error = await importEventLog(target, clock, () => Readable.from([content])).catch((e) => e);
      return { error, head: await target.headPosition() };
    };
    const refused = async (content: string, message: RegExp) => {
      const { error, head } = await attempt(content);
      expect(error).toBeInstanceOf(EventLogImportError);
      expect(error.message).toMatch(message);
      expect(head).toBe(0);
    };
    await refused('', /no header line/);
    await refused(lines.slice(1).join('\n'), /not an event-log export/);
    await refused(
      [...lines.slice(0, 2), ...lines.slice(3)].join('\n'),
      /jumps to version 2 where 1 comes next/,
    );
    await refused([lines[0], lines[1], lines[3], lines[2]].join('\n'), /positions must increase/);
    await refused(
      [...lines, lines[6]!.replace('"Completed"', '"Again"')].join('\n'),
      /positions must increase/,
    );
    await refused(lines.slice(0, 4).join('\n'), /announces 6 events but the file holds 3/);
    await refused(`${lines.join('\n')}\n{oops`, /line 8 is not JSON/);

    const full = await sourceLog();
    await expect(importEventLog(full, new ManualClock(), () => Readable.from([text]))).rejects.toThrow(
      /not empty/,
    );
  });
});
