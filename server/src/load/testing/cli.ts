import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@esm/infra/platform/config';
import { embeddedUrl, runningClusterPort } from '@esm/infra/postgres/embedded';
import { formatReport } from './report';
import { DEFAULT_LOAD_OPTIONS, parseSeconds, runLoad } from './run-load';

const USAGE = `npm run load -- [options]

Without --url: starts the product as npm start does, on a fresh DATA_DIR with the demo data,
loads it, and stops it. Writes test-artifacts/load/results.json; exit 1 on any 5xx, any request
left unanswered, or a bound broken (docs/reliability.md, "Load").

  -c, --connections N     concurrent connections (default ${DEFAULT_LOAD_OPTIONS.connections})
  -d, --duration T        how long to load: 300, 300s, 5m (default 5m)
      --settle T          wait after the load before the last sample (default ${DEFAULT_LOAD_OPTIONS.settleSeconds}s)
      --sample-every T    server samples during the run (default ${DEFAULT_LOAD_OPTIONS.sampleEverySeconds}s)
      --timeout T         a request unanswered this long fails the run (default ${DEFAULT_LOAD_OPTIONS.timeoutSeconds}s)
      --signed-in SHARE   share of connections that are signed-in clients (default ${DEFAULT_LOAD_OPTIONS.signedInShare})
      --seed demo|minimal data of the started product (default demo)
      --keep-data         keep the started product's DATA_DIR
      --out DIR           results folder (default test-artifacts/load)
      --random-seed N     the virtual users' choices (default: the clock)
  A running product instead:
      --url URL           e.g. http://localhost:3000 (start it with TRUST_PROXY=loopback so each
                          signed-in client can sign up from its own address)
      --data-dir DIR      its DATA_DIR, to count its PostgreSQL connections (embedded PostgreSQL)
      --database-url URL  or its database, for the same
      --pid PID           its process (default: whoever listens on the URL's port here)`;

function databaseOf(dataDir: string): string {
  const port = runningClusterPort(path.join(path.resolve(dataDir), 'postgres'));
  if (port === null) throw new Error(`no PostgreSQL of npm start is running on ${dataDir}`);
  return embeddedUrl(port, 'marketplace', loadConfig({ DATA_DIR: dataDir }).embeddedPostgresPassword);
}

async function main() {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', short: 'c' },
      duration: { type: 'string', short: 'd' },
      settle: { type: 'string' },
      'sample-every': { type: 'string' },
      timeout: { type: 'string' },
      'signed-in': { type: 'string' },
      seed: { type: 'string' },
      'keep-data': { type: 'boolean' },
      out: { type: 'string' },
      'random-seed': { type: 'string' },
      url: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      pid: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const seed = values.seed ?? DEFAULT_LOAD_OPTIONS.seed;
  if (seed !== 'demo' && seed !== 'minimal') throw new Error('--seed must be demo or minimal');
  const connections = Number(values.connections ?? DEFAULT_LOAD_OPTIONS.connections);
  if (!Number.isInteger(connections) || connections < 1)
    throw new Error('--connections must be a whole number');
  const signedInShare = Number(values['signed-in'] ?? DEFAULT_LOAD_OPTIONS.signedInShare);
  if (!(signedInShare >= 0 && signedInShare <= 1)) throw new Error('--signed-in must be between 0 and 1');
  const result = await runLoad({
    ...(values.url ? { url: values.url } : {}),
    connections,
    durationSeconds: values.duration ? parseSeconds(values.duration) : DEFAULT_LOAD_OPTIONS.durationSeconds,
    settleSeconds: values.settle ? parseSeconds(values.settle) : DEFAULT_LOAD_OPTIONS.settleSeconds,
    sampleEverySeconds: values['sample-every']
      ? parseSeconds(values['sample-every'])
      : DEFAULT_LOAD_OPTIONS.sampleEverySeconds,
    timeoutSeconds: values.timeout ? parseSeconds(values.timeout) : DEFAULT_LOAD_OPTIONS.timeoutSeconds,
    signedInShare,
    outDir: path.resolve(values.out ?? 'test-artifacts/load'),
    seed,
    keepData: values['keep-data'] ?? false,
    pid: values.pid ? Number(values.pid) : null,
    databaseUrl: values['database-url'] ?? (values['data-dir'] ? databaseOf(values['data-dir']) : null),
    ...(values['random-seed'] ? { randomSeed: Number(values['random-seed']) } : {}),
  });
  console.log(formatReport(result));
  console.log(`\nresults: ${path.join(path.resolve(values.out ?? 'test-artifacts/load'), 'results.json')}`);
  // Exit at once: idle keep-alive sockets of the set-up's fetches would hold the process a while.
  process.exit(result.verdict.ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
