import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../seed/seeded-random';
import { checkBounds, judge, type ServerSample } from './testing/bounds';
import { countConnections } from './testing/observe';
import { parseSeconds } from './testing/run-load';
import { percentile, Recorder } from './testing/stats';
import { DayAllocator, emptyTally, VirtualUser } from './testing/traffic';

const MiB = 1024 * 1024;

const sample = (phase: ServerSample['phase'], values: Partial<ServerSample> = {}): ServerSample => ({
  phase,
  at: '2026-11-25T00:00:00.000Z',
  atSeconds: 0,
  rssBytes: 300 * MiB,
  heapUsedBytes: 80 * MiB,
  pgConnections: 20,
  pgActive: 1,
  httpConnections: 0,
  processSockets: 30,
  ...values,
});

describe('load run parts', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('counts answers by kind and status, and what came after the stop not at all', () => {
    const recorder = new Recorder();
    recorder.answered('search', 200, 10);
    recorder.answered('search', 200, 30);
    recorder.answered('checkout-intent', 409, 50);
    recorder.unanswered('checkout-confirm');
    recorder.stop();
    recorder.answered('search', 500, 1);
    const [search, intent, confirm] = recorder.summary(2);
    expect(search).toMatchObject({ kind: 'search', requests: 2, requestsPerSecond: 1, non2xx: 0 });
    expect(search?.latencyMs).toEqual({ p50: 10, p95: 30, p99: 30, max: 30, mean: 20 });
    expect(intent).toMatchObject({ statuses: { '409': 1 }, non2xx: 1 });
    expect(confirm).toMatchObject({ requests: 0, unanswered: 1 });
    expect(recorder.serverErrors()).toBe(0);
  });

  it('judges the after-settling sample against the before one, and leaves unmeasured figures unjudged', () => {
    const bounds = checkBounds([
      sample('before'),
      sample('during', { pgConnections: 31, httpConnections: 100 }),
      sample('after', { pgConnections: 40 }),
      sample('after', { pgConnections: 24, heapUsedBytes: 300 * MiB, processSockets: null }),
    ]);
    const byMetric = Object.fromEntries(bounds.map((b) => [b.metric, b]));
    expect(byMetric.pgConnections).toMatchObject({ before: 20, peak: 40, after: 24, limit: 25, ok: true });
    expect(byMetric.httpConnections).toMatchObject({ peak: 100, after: 0, ok: true });
    // 1.5 × 80 MiB + 64 MiB = 184 MiB < 300 MiB: grows with the requests served.
    expect(byMetric.heapUsedBytes).toMatchObject({ limit: 184 * MiB, ok: false });
    expect(byMetric.processSockets?.ok).toBeNull();

    const verdict = judge({ statuses: { '404': 3, '503': 2 }, unanswered: 1, requests: 10, bounds });
    expect(verdict.ok).toBe(false);
    expect(verdict.failures).toEqual([
      '2 answer(s) with status 503',
      '1 request(s) unanswered (timed out or connection lost)',
      `heapUsedBytes: ${300 * MiB} after settling, bound ${184 * MiB} (after ≤ 1.5 × before + 64 MiB)`,
    ]);
    expect(judge({ statuses: { '409': 4 }, unanswered: 0, requests: 10, bounds: [] })).toEqual({
      ok: true,
      failures: [],
    });
  });

  it('counts the server side of a port’s TCP connections, not listeners or TIME_WAIT', () => {
    const header =
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode';
    const row = (local: string, remote: string, state: string) =>
      `   0: ${local} ${remote} ${state} 00000000:00000000 00:00000000 00000000     0        0 1 1 0000000000000000`;
    const tcp = [
      header,
      row('0100007F:0BB8', '00000000:0000', '0A'), // listening on 3000
      row('0100007F:0BB8', '0100007F:D431', '01'), // established
      row('0100007F:0BB8', '0100007F:D432', '08'), // CLOSE_WAIT: the server has not closed its side
      row('0100007F:0BB8', '0100007F:D433', '06'), // TIME_WAIT
      row('0100007F:D431', '0100007F:0BB8', '01'), // the client's end
    ].join('\n');
    expect(countConnections([tcp], 3000)).toBe(2);
    expect(countConnections([tcp], 3001)).toBe(0);
  });

  it('reads durations as seconds, minutes or both', () => {
    expect(parseSeconds('300')).toBe(300);
    expect(parseSeconds('30s')).toBe(30);
    expect(parseSeconds('5m')).toBe(300);
    expect(parseSeconds('1m30s')).toBe(90);
    expect(() => parseSeconds('soon')).toThrow('not a duration');
  });

  it('hands out every service once before any service a second day', () => {
    const services = ['a', 'b', 'c'].map((id) => ({ id, providerId: 'p', categorySlug: null }));
    const days = new DayAllocator(services, new Date('2027-01-01T00:00:00Z'), 10, 12);
    const handed = Array.from({ length: 7 }, () => days.next()).map((d) => `${d.service.id} ${d.date}`);
    expect(handed).toEqual([
      'a 2027-01-11',
      'b 2027-01-11',
      'c 2027-01-11',
      'a 2027-01-12',
      'b 2027-01-12',
      'c 2027-01-12',
      'a 2027-01-01', // the span wraps within the booking horizon
    ]);
  });

  it('never sends a visitor who is not signed in to chat or checkout, and checks out at most every 7 s', () => {
    const catalogue = {
      categorySlugs: ['stage-hire'],
      services: [{ id: 's', providerId: 'p', categorySlug: null }],
    };
    const deps = {
      catalogue,
      address: '10.78.0.1',
      recorder: new Recorder(),
      days: new DayAllocator(catalogue.services, new Date('2027-01-01T00:00:00Z'), 0),
      tally: emptyTally(),
    };
    const visitor = new VirtualUser({ ...deps, account: null, random: new SeededRandom(1) });
    const visits = new Set(Array.from({ length: 2000 }, () => visitor.chooseVisit()));
    expect(visits.has('chat')).toBe(false);
    expect(visits.has('checkout')).toBe(false);

    const now = 1_000_000;
    const client = new VirtualUser({
      ...deps,
      account: { email: 'c@example.co.uk', cookie: 'sid=x', address: '10.77.0.1', roomId: 'r' },
      random: new SeededRandom(1),
      mix: { home: 0, category: 0, search: 1, service: 0, provider: 0, chat: 0, checkout: 1000 },
      now: () => now,
    });
    // The first visit is a checkout (the mix is almost all checkout); it then may not be another for 7 s.
    expect(client.chooseVisit()).toBe('checkout');
    const first = client.next();
    expect(first.path).toBe('/api/services/s/days/2027-01-01');
    expect(first.headers).toMatchObject({ cookie: 'sid=x', 'x-forwarded-for': '10.78.0.1' });
    client.answered(200, 5);
    expect(client.chooseVisit()).toBe('search');
  });
});
