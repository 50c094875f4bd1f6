import { Worker } from 'node:worker_threads';

export interface HammerOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Paths the requests rotate through (e.g. different ids); the URL's path otherwise. */
  paths?: string[];
}

export interface HammerResult {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  requests: number;
}

/**
 * autocannon at a fixed number of connections for a fixed time, in a worker thread: the server
 * under test runs in this process, and a load generator on the same event loop would slow it
 * down and count its own time as the server's.
 */
export function hammer(options: HammerOptions): Promise<HammerResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./http-load-worker.mjs', import.meta.url), {
      workerData: options,
    });
    worker.once('message', (message: { ok: true; result: HammerResult } | { ok: false; error: string }) => {
      if (message.ok) resolve(message.result);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}
