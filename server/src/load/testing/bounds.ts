/**
 * Boundedness: what the server holds (memory, database connections, sockets) must come back near
 * where it was once the load stops. Each rule compares the sample taken after the settling time
 * with the one taken before the load; a metric that could not be measured is reported, not judged.
 */

export type Phase = 'before' | 'during' | 'after';

export interface ServerSample {
  phase: Phase;
  at: string;
  /** Seconds from the start of the load (negative before it), filled in once the run is over. */
  atSeconds: number;
  /** Resident memory of the server process. */
  rssBytes: number | null;
  /** V8 heap in use; before and after are taken right after a full garbage collection when the server allows one. */
  heapUsedBytes: number | null;
  /** Sessions on the product's database (pg_stat_activity), the sampler's own left out. */
  pgConnections: number | null;
  /** Of those, the ones running a query at that moment. */
  pgActive: number | null;
  /** TCP connections to the HTTP port, server side, not closed yet (TIME_WAIT left out). */
  httpConnections: number | null;
  /** Every socket the server process holds open (HTTP, PostgreSQL, listeners). */
  processSockets: number | null;
}

export type BoundedMetric =
  | 'rssBytes'
  | 'heapUsedBytes'
  | 'pgConnections'
  | 'httpConnections'
  | 'processSockets';

const MiB = 1024 * 1024;

/**
 * The stated bounds. Memory may keep some growth (V8 and malloc keep pages they grew into, caches
 * warm up), but not grow with the number of requests served: a leak of a few hundred bytes per
 * request over a five-minute run passes these. Connections and sockets must return: the pools
 * close idle connections after 10 s and the load generator closes every socket it opened.
 */
export const BOUNDS: ReadonlyArray<{
  metric: BoundedMetric;
  rule: string;
  limit: (before: number) => number;
}> = [
  { metric: 'heapUsedBytes', rule: 'after ≤ 1.5 × before + 64 MiB', limit: (b) => 1.5 * b + 64 * MiB },
  { metric: 'rssBytes', rule: 'after ≤ 1.5 × before + 256 MiB', limit: (b) => 1.5 * b + 256 * MiB },
  { metric: 'pgConnections', rule: 'after ≤ before + 5', limit: (b) => b + 5 },
  { metric: 'httpConnections', rule: 'after ≤ before + 2', limit: (b) => b + 2 },
  { metric: 'processSockets', rule: 'after ≤ before + 5', limit: (b) => b + 5 },
];

export interface BoundCheck {
  metric: BoundedMetric;
  rule: string;
  before: number | null;
  /** The largest value seen during the load. */
  peak: number | null;
  after: number | null;
  limit: number | null;
  /** null: not measured, so not judged. */
  ok: boolean | null;
}

export function checkBounds(samples: readonly ServerSample[]): BoundCheck[] {
  const before = samples.find((s) => s.phase === 'before');
  const after = [...samples].reverse().find((s) => s.phase === 'after');
  return BOUNDS.map(({ metric, rule, limit }) => {
    const b = before?.[metric] ?? null;
    const a = after?.[metric] ?? null;
    const seen = samples.map((s) => s[metric]).filter((v): v is number => v !== null);
    const max = seen.length > 0 ? Math.max(...seen) : null;
    if (b === null || a === null)
      return { metric, rule, before: b, peak: max, after: a, limit: null, ok: null };
    const bound = Math.floor(limit(b));
    return { metric, rule, before: b, peak: max, after: a, limit: bound, ok: a <= bound };
  });
}

export interface Verdict {
  ok: boolean;
  failures: string[];
}

/** The run fails on any 5xx, any request left unanswered, or any bound broken. */
export function judge(input: {
  statuses: Record<string, number>;
  unanswered: number;
  requests: number;
  bounds: readonly BoundCheck[];
}): Verdict {
  const failures: string[] = [];
  if (input.requests === 0) failures.push('no request was answered');
  const serverErrors = Object.entries(input.statuses).filter(([status]) => Number(status) >= 500);
  for (const [status, count] of serverErrors) failures.push(`${count} answer(s) with status ${status}`);
  if (input.unanswered > 0)
    failures.push(`${input.unanswered} request(s) unanswered (timed out or connection lost)`);
  for (const bound of input.bounds)
    if (bound.ok === false)
      failures.push(`${bound.metric}: ${bound.after} after settling, bound ${bound.limit} (${bound.rule})`);
  return { ok: failures.length === 0, failures };
}
