import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/**
 * The load generator's thread (see http-load.ts); plain JavaScript, so the thread needs no
 * TypeScript loader. Latencies come from each response, since autocannon's own summary has no
 * p95; non-2xx answers fail the case rather than count as fast ones.
 */
const options = workerData;
const latencies = [];
let i = 0;
let bad = 0;
const settings = {
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  headers: options.headers ?? {},
  ...(options.paths
    ? {
        requests: [
          { setupRequest: (request) => ({ ...request, path: options.paths[i++ % options.paths.length] }) },
        ],
      }
    : {}),
};

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

try {
  const summary = await new Promise((resolve, reject) => {
    const instance = autocannon(settings, (error, answer) => (error ? reject(error) : resolve(answer)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 300) bad++;
      latencies.push(responseTime);
    });
  });
  if (bad > 0) throw new Error(`${bad} of ${latencies.length} requests to ${options.url} did not answer 2xx`);
  if (summary.errors > 0) throw new Error(`${summary.errors} connection errors against ${options.url}`);
  const sorted = latencies.sort((a, b) => a - b);
  parentPort.postMessage({
    ok: true,
    result: {
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      perSecond: latencies.length / options.seconds,
      requests: latencies.length,
    },
  });
} catch (error) {
  parentPort.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
}
