import type { BoundCheck, ServerSample, Verdict } from './bounds';
import type { KindSummary } from './stats';
import type { CheckoutTally } from './traffic';

/** test-artifacts/load/results.json: one load run, everything the table shows and the samples behind it. */
export interface LoadResult {
  startedAt: string;
  finishedAt: string;
  target: {
    /** `started`: the run started the product itself; `given`: --url. */
    mode: 'started' | 'given';
    url: string;
    pid: number | null;
    seed: string | null;
  };
  options: {
    connections: number;
    durationSeconds: number;
    settleSeconds: number;
    timeoutSeconds: number;
    signedInConnections: number;
  };
  setup: {
    services: number;
    categories: number;
    clientAccounts: number;
    /** Why the signed-in connections share fewer accounts than there are of them, or null. */
    accountShortfall: string | null;
    /** Wrong answers during the set-up that it worked round: findings, reported, not failed. */
    anomalies: string[];
  };
  /** The measured window, start to end of the load. */
  load: { startedAt: string; seconds: number };
  totals: {
    requests: number;
    requestsPerSecond: number;
    /** Every non-2xx answer by status. */
    non2xx: Record<string, number>;
    serverErrors: number;
    unanswered: number;
  };
  kinds: KindSummary[];
  checkouts: CheckoutTally;
  boundedness: { samples: ServerSample[]; bounds: BoundCheck[] };
  verdict: Verdict;
}

const MiB = 1024 * 1024;

const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);

function table(header: string[], rows: string[][], leftColumns: readonly number[] = [0]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => pad(cell, widths[i]!, !leftColumns.includes(i)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const statusList = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ') || '-';

function value(metric: BoundCheck['metric'], v: number | null): string {
  if (v === null) return 'n/a';
  return metric === 'rssBytes' || metric === 'heapUsedBytes' ? `${(v / MiB).toFixed(1)} MiB` : String(v);
}

export function formatReport(result: LoadResult): string {
  const { totals, kinds, checkouts, boundedness, verdict } = result;
  const out: string[] = [];
  out.push(
    `Load: ${result.options.connections} connections (${result.options.signedInConnections} signed in) for ${result.load.seconds} s against ${result.target.url}`,
  );
  out.push('');
  out.push(
    table(
      ['kind', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-2xx', 'unanswered'],
      [
        ...kinds.map((k) => [
          k.kind,
          String(k.requests),
          k.requestsPerSecond.toFixed(1),
          k.latencyMs.p50.toFixed(1),
          k.latencyMs.p95.toFixed(1),
          k.latencyMs.p99.toFixed(1),
          k.latencyMs.max.toFixed(1),
          statusList(k.statuses),
          String(k.unanswered),
        ]),
        [
          'all',
          String(totals.requests),
          totals.requestsPerSecond.toFixed(1),
          '',
          '',
          '',
          '',
          statusList(totals.non2xx),
          String(totals.unanswered),
        ],
      ],
      [0, 7],
    ),
  );
  out.push('');
  const refused = statusList(checkouts.refused);
  out.push(
    `Checkouts: ${checkouts.started} started, ${checkouts.dayUnavailable} found the day taken, ${checkouts.opened} payments set up (refused: ${refused}), ${checkouts.declinedFirst} declined cards first, ${checkouts.paid} bookings paid, ${checkouts.notPaid} not paid`,
  );
  out.push('');
  if (result.setup.accountShortfall) out.push(`Accounts: ${result.setup.accountShortfall}`, '');
  if (result.setup.anomalies.length > 0)
    out.push(
      `Set-up anomalies (${result.setup.anomalies.length}):`,
      ...result.setup.anomalies.slice(0, 5).map((a) => `  - ${a}`),
      '',
    );
  out.push('Server (before the load, the largest seen during it, and after settling):');
  out.push(
    table(
      ['metric', 'before', 'peak', 'after', 'bound', 'rule', 'ok'],
      boundedness.bounds.map((b) => [
        b.metric,
        value(b.metric, b.before),
        value(b.metric, b.peak),
        value(b.metric, b.after),
        value(b.metric, b.limit),
        b.rule,
        b.ok === null ? 'not measured' : b.ok ? 'yes' : 'NO',
      ]),
      [0, 5, 6],
    ),
  );
  out.push('');
  out.push(
    verdict.ok
      ? 'PASS: no 5xx, every request answered, every bound held.'
      : `FAIL:\n${verdict.failures.map((f) => `  - ${f}`).join('\n')}`,
  );
  return out.join('\n');
}
