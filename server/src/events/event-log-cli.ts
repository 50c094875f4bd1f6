import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { allEventDefinitions } from '@esm/core/event-catalogue';
import type { EventStore } from '@esm/core/eventstore/port';
import { ManualClock } from '@esm/core/kernel/clock';
import { createEventStore } from '@esm/infra/eventstore/create-event-store';
import {
  EventLogImportError,
  exportEventLog,
  importEventLog,
  type Progress,
} from '@esm/infra/eventstore/migration/event-log-file';
import { loadConfig } from '@esm/infra/platform/config';
import { openDatabase } from '@esm/infra/platform/database';
import { loadScaleConfig } from '@esm/infra/platform/scale-config';
import { SingleBar } from 'cli-progress';
import { migrateAll } from '../migrations';

/**
 * `npm run events:export -- [file]` and `npm run events:import -- <file>`: the event log as NDJSON,
 * from and into whichever store EVENT_STORE names (docs/scaling.md, "Moving the event log").
 * Progress goes to stderr; the export goes to the file, or stdout without one.
 */
export async function runEventLogCli(command: 'export' | 'import', args: string[]): Promise<number> {
  const config = loadConfig();
  const scale = loadScaleConfig();
  const log = (line: string) => console.error(line);
  if (command === 'import' && (!args[0] || !existsSync(args[0]))) {
    console.error('usage: npm run events:import -- <export.ndjson> (into an empty event store)');
    return 2;
  }
  const database = await openDatabase(config, log, 4, { reuseRunning: true });
  const clock = new ManualClock();
  let store: EventStore | undefined;
  const bar = progressBar(command === 'export' ? 'exporting events' : 'importing events');
  try {
    // The target of an import may be a fresh database: give it the event-store tables.
    if (command === 'import') await migrateAll(database.pool);
    // No registry: events leave and arrive exactly as written, never upcast.
    store = await createEventStore(scale, {
      pool: database.pool,
      clock,
      eventTypes: Object.keys(allEventDefinitions),
    });
    if (command === 'export') {
      const out: Writable = args[0] ? createWriteStream(args[0]) : process.stdout;
      const header = await exportEventLog(store, out, { onProgress: bar.onProgress });
      if (out !== process.stdout) await new Promise<void>((resolve) => out.end(resolve));
      bar.stop();
      log(`exported ${header.events} events up to position ${header.head}${args[0] ? ` to ${args[0]}` : ''}`);
    } else {
      const file = args[0]!;
      const result = await importEventLog(store, clock, () => createReadStream(file), {
        onProgress: bar.onProgress,
      });
      bar.stop();
      log(`imported ${result.events} events in ${result.appends} appends; rebuild the read models next`);
    }
    return 0;
  } catch (error) {
    bar.stop();
    console.error(error instanceof Error ? error.message : error);
    return error instanceof EventLogImportError ? 2 : 1;
  } finally {
    await store?.close();
    await database.close();
  }
}

function progressBar(label: string): { onProgress: Progress; stop(): void } {
  const bar = new SingleBar({
    format: `${label} [{bar}] {percentage}% | {value}/{total} events`,
    stream: process.stderr,
    hideCursor: true,
    noTTYOutput: true,
    notTTYSchedule: 1000,
  });
  let started = false;
  return {
    onProgress(done, total) {
      if (!started) bar.start(Math.max(total, 1), 0);
      started = true;
      bar.setTotal(Math.max(total, 1));
      bar.update(Math.min(done, Math.max(total, 1)));
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}
