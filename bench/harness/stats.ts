/** Percentiles by the nearest-rank method over a copy of the samples (milliseconds). */
export function percentiles(samples: readonly number[]): { p50: number; p95: number; p99: number } {
  if (samples.length === 0) return { p50: Number.NaN, p95: Number.NaN, p99: Number.NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

export const median = (samples: readonly number[]) => percentiles(samples).p50;

/** Milliseconds since `start` (a process.hrtime.bigint()). */
export const msSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/**
 * Runs `work` from `clients` concurrent loops until `total` calls are done (or, with `durationMs`,
 * until the time is up), and answers each call's latency and the rate achieved.
 */
export async function closedLoop(options: {
  clients: number;
  total?: number;
  durationMs?: number;
  work: (client: number, i: number) => Promise<void>;
}): Promise<{ latencies: number[]; perSecond: number; calls: number; seconds: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = process.hrtime.bigint();
  const deadline =
    options.durationMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + options.durationMs;
  const more = () => (options.total === undefined || next < options.total) && Date.now() < deadline;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      while (more()) {
        const i = next++;
        const t = process.hrtime.bigint();
        await options.work(client, i);
        latencies.push(msSince(t));
      }
    }),
  );
  const seconds = msSince(started) / 1000;
  return { latencies, perSecond: latencies.length / seconds, calls: latencies.length, seconds };
}

/**
 * Runs `work` and answers it with the share of the time this process's main thread was busy
 * (event-loop utilisation, 0 to 1). The platform under test serves from the main thread while the
 * load comes from a worker thread: near 1, the server itself is what limits the rate (on two
 * cores it shares with PostgreSQL); well below, it waits for the database.
 */
export async function mainThreadBusy<T>(work: () => Promise<T>): Promise<{ result: T; busy: number }> {
  const before = performance.eventLoopUtilization();
  const result = await work();
  return { result, busy: performance.eventLoopUtilization(before).utilization };
}
