import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { SeededRandom } from '../../seed/seeded-random';
import { checkBounds, judge, type ServerSample } from './bounds';
import { type MemoryReader, Observer, pidListeningOn } from './observe';
import { readCatalogue, signUpClients } from './prepare';
import { startProduct } from './product';
import type { LoadResult } from './report';
import { Recorder } from './stats';
import { addressOf, DayAllocator, emptyTally, VirtualUser, type Visit } from './traffic';

export interface LoadOptions {
  /** A running product; unset: start one (`npm start` on a fresh DATA_DIR with the demo data). */
  url?: string;
  connections: number;
  durationSeconds: number;
  /** How long to wait after the load before the last sample. */
  settleSeconds: number;
  sampleEverySeconds: number;
  /** A request unanswered for this long counts as unanswered (and fails the run). */
  timeoutSeconds: number;
  /** Share of the connections that are signed-in clients (they also chat and check out). */
  signedInShare: number;
  /** Where results.json and the started product's log go. */
  outDir: string;
  /** For a started product. */
  seed: 'demo' | 'minimal';
  keepData?: boolean;
  /** For a given --url: the server's process on this machine (found from the port when unset). */
  pid?: number | null;
  /** For a given --url: the product's database, for pg_stat_activity. */
  databaseUrl?: string | null;
  /** For a given --url: the server's heap, when the caller can read it (the tests run it in-process). */
  memory?: MemoryReader | null;
  /** Visits per 100 (traffic.ts VISIT_MIX by default). */
  visitMix?: Readonly<Record<Visit, number>>;
  /** Seeds the virtual users' choices; a run with the same seed makes the same choices in order. */
  randomSeed?: number;
  log?: (line: string) => void;
}

export const DEFAULT_LOAD_OPTIONS = {
  connections: 100,
  durationSeconds: 300,
  settleSeconds: 30,
  sampleEverySeconds: 5,
  timeoutSeconds: 10,
  signedInShare: 0.4,
  seed: 'demo',
} as const;

/** "300", "300s", "5m", "1m30s" → seconds. */
export function parseSeconds(text: string): number {
  const match = /^(?:(\d+)m)?(?:(\d+)s?)?$/.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined))
    throw new Error(`not a duration: ${text}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One load run: start or reach the product, prepare, load, settle, judge, write results.json. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const log = options.log ?? ((line: string) => console.error(`[load] ${line}`));
  const startedAt = new Date().toISOString();
  mkdirSync(options.outDir, { recursive: true });

  const started = options.url
    ? null
    : await startProduct({
        seed: options.seed,
        logFile: path.join(options.outDir, 'server.log'),
        log,
        keep: options.keepData ?? false,
      });
  const url = (started?.url ?? options.url!).replace(/\/$/, '');
  const port = Number(new URL(url).port || 80);
  const pid = started?.pid ?? options.pid ?? pidListeningOn(port);
  const observer = new Observer({
    port,
    pid,
    memory: started?.memory ?? options.memory ?? null,
    databaseUrl: started?.databaseUrl ?? options.databaseUrl ?? null,
  });

  try {
    await observer.open();
    const catalogue = await readCatalogue(url);
    const signedIn = Math.round(options.connections * options.signedInShare);
    const runId = Date.now().toString(36);
    log(`${catalogue.services.length} services listed; signing up ${signedIn} clients`);
    const { accounts, shortfall, anomalies } = await signUpClients(url, catalogue, {
      count: signedIn,
      runId,
      addressOf: (i) => addressOf(i, true),
    });
    if (shortfall) log(shortfall);
    for (const anomaly of anomalies) log(anomaly);

    const recorder = new Recorder();
    const tally = emptyTally();
    const random = new SeededRandom(options.randomSeed ?? Date.now());
    const firstDay = new Date(Date.now() + 14 * 24 * 3600 * 1000);
    const days = new DayAllocator(catalogue.services, firstDay, random.int(0, 365));
    const users: VirtualUser[] = Array.from({ length: options.connections }, (_, i) => {
      const account = i < signedIn ? (accounts[i % accounts.length] ?? null) : null;
      return new VirtualUser({
        catalogue,
        account,
        address: addressOf(i, account !== null),
        random: new SeededRandom(random.int(1, 2 ** 31)),
        recorder,
        days,
        tally,
        ...(options.visitMix ? { mix: options.visitMix } : {}),
      });
    });

    // Let the work of the set-up (projections, e-mail jobs) finish before the first sample.
    await sleep(2_000);
    const samples: ServerSample[] = [await observer.sample('before', true)];
    log(`load: ${options.connections} connections for ${options.durationSeconds} s`);

    const loadStart = Date.now();
    let sampling = Promise.resolve();
    const sampler = setInterval(() => {
      sampling = sampling.then(async () => {
        samples.push(await observer.sample('during'));
      });
    }, options.sampleEverySeconds * 1000);
    const progress = setInterval(() => {
      const seconds = Math.round((Date.now() - loadStart) / 1000);
      log(`${seconds} s: ${recorder.total()} answered, ${recorder.serverErrors()} 5xx`);
    }, 10_000);

    let next = 0;
    await new Promise<void>((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          connections: options.connections,
          duration: options.durationSeconds,
          timeout: options.timeoutSeconds,
          setupClient: (client) => {
            const user = users[next++ % users.length]!;
            client.setRequests([
              { setupRequest: () => user.next(), onResponse: (_status, body) => user.body(body) },
            ]);
            client.on('response', (status: number, _bytes: number, latencyMs: number) =>
              user.answered(status, latencyMs),
            );
          },
        },
        (error) => (error ? reject(error) : resolve()),
      );
      instance.on('error', reject);
    });
    const loadSeconds = Math.round((Date.now() - loadStart) / 100) / 10;
    recorder.stop();
    clearInterval(sampler);
    clearInterval(progress);
    await sampling;
    samples.push(await observer.sample('during'));

    log(`settling for ${options.settleSeconds} s`);
    const settleEnd = Date.now() + options.settleSeconds * 1000;
    while (Date.now() + options.sampleEverySeconds * 1000 < settleEnd) {
      await sleep(options.sampleEverySeconds * 1000);
      samples.push(await observer.sample('after'));
    }
    await sleep(Math.max(0, settleEnd - Date.now()));
    samples.push(await observer.sample('after', true));
    for (const sample of samples)
      sample.atSeconds = Math.round((Date.parse(sample.at) - loadStart) / 100) / 10;

    const kinds = recorder.summary(loadSeconds);
    const non2xx: Record<string, number> = {};
    let requests = 0;
    let unanswered = 0;
    for (const kind of kinds) {
      requests += kind.requests;
      unanswered += kind.unanswered;
      for (const [status, n] of Object.entries(kind.statuses))
        if (!status.startsWith('2')) non2xx[status] = (non2xx[status] ?? 0) + n;
    }
    const serverErrors = Object.entries(non2xx)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const bounds = checkBounds(samples);
    const result: LoadResult = {
      startedAt,
      finishedAt: new Date().toISOString(),
      target: { mode: started ? 'started' : 'given', url, pid, seed: started ? options.seed : null },
      options: {
        connections: options.connections,
        durationSeconds: options.durationSeconds,
        settleSeconds: options.settleSeconds,
        timeoutSeconds: options.timeoutSeconds,
        signedInConnections: signedIn,
      },
      setup: {
        services: catalogue.services.length,
        categories: catalogue.categorySlugs.length,
        clientAccounts: accounts.length,
        accountShortfall: shortfall,
        anomalies,
      },
      load: { startedAt: new Date(loadStart).toISOString(), seconds: loadSeconds },
      totals: {
        requests,
        requestsPerSecond: Math.round((requests / loadSeconds) * 10) / 10,
        non2xx,
        serverErrors,
        unanswered,
      },
      kinds,
      checkouts: tally,
      boundedness: { samples, bounds },
      verdict: judge({ statuses: non2xx, unanswered, requests, bounds }),
    };
    writeFileSync(path.join(options.outDir, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
    return result;
  } finally {
    await observer.close();
    if (started) {
      log('stopping the product');
      await started.stop();
    }
  }
}
