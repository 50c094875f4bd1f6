import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchOptions, Cluster } from '../harness/context';
import { step } from '../harness/progress';
import { type BenchResult, result } from '../harness/results';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * First-load JavaScript of each web app, gzipped at level 9: the entry chunk and every chunk it
 * imports statically, as scripts/bundle-budget.mjs counts it; the baseline is that app's budget
 * (the figure its build fails above).
 */
const APPS = [
  { name: 'web-marketplace', budgetKb: 200 },
  { name: 'web-backoffice', budgetKb: 300 },
];

export async function firstLoadCase(_cluster: Cluster, _options: BenchOptions): Promise<BenchResult[]> {
  if (APPS.some((app) => !existsSync(path.join(ROOT, app.name, 'dist/.vite/manifest.json')))) {
    step('first-load: building the web apps (npm run build)');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  return APPS.map((app) => {
    const kb = firstLoadBytes(path.join(ROOT, app.name, 'dist')) / 1000;
    return result({
      case: `first-load JS: ${app.name}`,
      unit: 'KB gzip',
      value: kb,
      baseline: 'the build budget',
      baselineValue: app.budgetKb,
      p50: null,
      p95: null,
      p99: null,
      dataSize: 'entry + static imports',
    });
  });
}

function firstLoadBytes(dist: string): number {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
}
