import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { providerWithService } from '@esm/api/checkout/testing/checkout-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { BOUNDS } from './testing/bounds';
import type { LoadResult } from './testing/report';
import { runLoad } from './testing/run-load';
import { KINDS } from './testing/stats';
import { VISIT_MIX } from './testing/traffic';

let t: TestPlatform;
let outDir: string;

beforeAll(async () => {
  // The domain clock at the real date: the run picks checkout days from today on.
  t = await startTestPlatform({ seed: 'minimal', start: new Date().toISOString() });
  for (const [firstName, categorySlug] of [
    ['Avery', 'stage-hire'],
    ['Blake', 'sound-hire'],
    ['Casey', 'lighting-hire'],
  ] as const)
    await providerWithService(t, { firstName, categorySlug });
  outDir = mkdtempSync(path.join(tmpdir(), 'esm-load-'));
}, 60_000);

afterAll(async () => {
  await t?.stop();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('npm run load, short: the tool against a started product', () => {
  it('drives every kind of traffic for 10 s at 20 connections with no 5xx and writes results.json', async () => {
    const result = await runLoad({
      url: t.url,
      connections: 20,
      durationSeconds: 10,
      // Past the pools' 10 s idle timeout, so connections opened for the load are closed again.
      settleSeconds: 12,
      sampleEverySeconds: 3,
      timeoutSeconds: 10,
      signedInShare: 0.4,
      outDir,
      seed: 'minimal',
      // The home page's HTML needs the built web app, which only `npm test` builds first;
      // static-site's own tests cover serving it.
      visitMix: { ...VISIT_MIX, home: 0 },
      databaseUrl: t.config.databaseUrl ?? null,
      pid: process.pid,
      memory: async () => {
        const usage = process.memoryUsage();
        return { rssBytes: usage.rss, heapUsedBytes: usage.heapUsed };
      },
      randomSeed: 7,
      log: () => {},
    });

    const written = JSON.parse(readFileSync(path.join(outDir, 'results.json'), 'utf8')) as LoadResult;
    expect(written).toEqual(JSON.parse(JSON.stringify(result)));

    expect(written.totals.serverErrors).toBe(0);
    expect(Object.keys(written.totals.non2xx).filter((status) => Number(status) >= 500)).toEqual([]);
    expect(written.totals.unanswered).toBe(0);
    expect(written.totals.requests).toBeGreaterThan(100);
    expect(written.setup).toMatchObject({
      services: 3,
      clientAccounts: 8,
      accountShortfall: null,
      anomalies: [],
    });

    // Every kind but the home page was sent and timed, in KINDS order.
    const kinds = written.kinds.map((k) => k.kind);
    expect(kinds).toEqual(KINDS.filter((kind) => kinds.includes(kind)));
    for (const kind of [
      'categories',
      'search',
      'service',
      'reviews',
      'provider',
      'chat-rooms',
      'chat-messages',
    ])
      expect(kinds).toContain(kind);
    expect(kinds).not.toContain('home');
    for (const k of written.kinds) {
      expect(k.requests, k.kind).toBe(Object.values(k.statuses).reduce((a, b) => a + b, 0));
      expect(k.latencyMs.p50, k.kind).toBeLessThanOrEqual(k.latencyMs.p95);
      expect(k.latencyMs.p95, k.kind).toBeLessThanOrEqual(k.latencyMs.p99);
      expect(k.latencyMs.p99, k.kind).toBeLessThanOrEqual(k.latencyMs.max);
      expect(k.requestsPerSecond, k.kind).toBeGreaterThan(0);
    }
    expect(written.checkouts.started).toBeGreaterThan(0);
    expect(written.checkouts.opened).toBeGreaterThan(0);

    // Samples before, during and after, every figure measured, every bound judged.
    const phases = new Set(written.boundedness.samples.map((s) => s.phase));
    expect([...phases].sort()).toEqual(['after', 'before', 'during']);
    for (const sample of written.boundedness.samples)
      for (const metric of BOUNDS.map((b) => b.metric)) expect(sample[metric], metric).not.toBeNull();
    expect(written.boundedness.bounds.map((b) => b.metric)).toEqual(BOUNDS.map((b) => b.metric));
    for (const bound of written.boundedness.bounds) expect(bound.ok, bound.metric).not.toBeNull();
    expect(written.boundedness.bounds.find((b) => b.metric === 'pgConnections')?.ok).toBe(true);
    expect(written.boundedness.bounds.find((b) => b.metric === 'httpConnections')?.ok).toBe(true);
    expect(written.verdict).toEqual({ ok: true, failures: [] });
  }, 90_000);
});
