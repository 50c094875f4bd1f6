import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server } from 'node:http';
import pg from 'pg';

/**
 * One SQL statement a request issued: its text, values, when it ran (ms since the request), and
 * its name when the product sent it as a prepared statement.
 */
export interface TracedQuery {
  name?: string;
  text: string;
  values: unknown[];
  start: number;
  end: number;
}

export interface Trace {
  queries: TracedQuery[];
  dbMs: number;
  keep: boolean;
}

const als = new AsyncLocalStorage<Trace & { origin: bigint }>();
const traces = new Map<string, Trace>();
export const TRACE_HEADER = 'x-bench-trace';

/**
 * Sees the SQL of the product's own requests: a request carrying the trace header runs in an
 * async context that every pg query of it (pool.query or a transaction's client) records into.
 * This is how the baselines follow the product's real queries, whatever they become.
 */
export function installTracing(server: Server): void {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: the overloads of pg's query are replaced by one wrapper
  (pg.Client.prototype as any).query = function traced(this: pg.Client, ...args: unknown[]) {
    const trace = als.getStore();
    if (!trace) return original.apply(this, args);
    const config = args[0] as string | { name?: string; text?: string; values?: unknown[] };
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const name = typeof config === 'string' ? undefined : config?.name;
    const values = Array.isArray(args[1])
      ? (args[1] as unknown[])
      : typeof config === 'object'
        ? (config?.values ?? [])
        : [];
    const now = () => Number(process.hrtime.bigint() - trace.origin) / 1e6;
    const entry: TracedQuery = { ...(name ? { name } : {}), text, values, start: now(), end: Number.NaN };
    if (trace.keep) trace.queries.push(entry);
    const done = () => {
      entry.end = now();
      trace.dbMs += entry.end - entry.start;
    };
    const callbackAt = args.findIndex((a) => typeof a === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...r: unknown[]) => void;
      args[callbackAt] = (...r: unknown[]) => {
        done();
        callback(...r);
      };
      return original.apply(this, args);
    }
    const answer = original.apply(this, args);
    if (answer && typeof (answer as Promise<unknown>).then === 'function')
      return (answer as Promise<unknown>).then(
        (r) => {
          done();
          return r;
        },
        (e) => {
          done();
          throw e;
        },
      );
    done();
    return answer;
  };
  server.prependListener('request', (req) => {
    const id = req.headers[TRACE_HEADER];
    if (typeof id !== 'string') return;
    const trace = traces.get(id);
    if (trace) als.enterWith(Object.assign(trace, { origin: process.hrtime.bigint() }));
  });
}

/** A trace to send requests under; `keep` records each query (capture), else only the total time. */
export function openTrace(id: string, keep: boolean): Trace {
  const trace: Trace = { queries: [], dbMs: 0, keep };
  traces.set(id, trace);
  return trace;
}

export const closeTrace = (id: string) => traces.delete(id);

/**
 * The captured statements as waves: statements the product ran side by side (Promise.all) share a
 * wave and are replayed side by side; the waves run one after the other, as in the product.
 */
export function waves(queries: readonly TracedQuery[]): TracedQuery[][] {
  const out: TracedQuery[][] = [];
  let current: TracedQuery[] = [];
  let currentEnd = Number.NEGATIVE_INFINITY;
  for (const q of [...queries].sort((a, b) => a.start - b.start)) {
    if (current.length > 0 && q.start >= currentEnd) {
      out.push(current);
      current = [];
    }
    current.push(q);
    currentEnd = Math.max(currentEnd, q.end);
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** A captured statement run again as the product sent it: by name when it was prepared. */
export function sendAsCaptured(pool: pg.Pool, q: TracedQuery, values: unknown[] = q.values) {
  return pool.query(q.name ? { name: q.name, text: q.text, values } : { text: q.text, values });
}

export async function replay(pool: pg.Pool, plan: TracedQuery[][], substitute?: (v: unknown) => unknown) {
  for (const wave of plan)
    await Promise.all(
      wave.map((q) => sendAsCaptured(pool, q, substitute ? q.values.map(substitute) : q.values)),
    );
}

/**
 * The shape of each statement's plan as `pool` would run it now: the node types from the top
 * down, with the estimated total cost. Printed beside a shape's figures, so a run in which the
 * product and its bare replay were planned differently says so.
 */
export async function planOutline(pool: pg.Pool, plan: TracedQuery[][]): Promise<string> {
  const outlines: string[] = [];
  for (const q of plan.flat()) {
    const { rows } = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      `EXPLAIN (FORMAT JSON) ${q.text}`,
      q.values,
    );
    const top = rows[0]!['QUERY PLAN'][0]!.Plan;
    const nodes: string[] = [];
    const walk = (node: PlanNode) => {
      nodes.push(node['Index Name'] ? `${node['Node Type']} ${node['Index Name']}` : node['Node Type']);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(top);
    outlines.push(`cost ${top['Total Cost'].toFixed(0)}: ${nodes.join(' > ')}`);
  }
  return outlines.join(' | ');
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Total Cost': number;
  Plans?: PlanNode[];
}
