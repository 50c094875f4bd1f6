#!/usr/bin/env node
/**
 * First-load budget of a web app: `node scripts/bundle-budget.mjs <app folder> <budget KB>
 * [--forbid <text>]`, run by each app's build from its own folder. The JavaScript a visitor
 * downloads before the first route renders must stay within the budget, gzipped. The first load is the entry chunk plus every chunk it imports statically
 * (transitively); chunks behind dynamic import() — the lazily loaded routes — are not counted.
 * Reads Vite's manifest (build.manifest: true), gzips each file at level 9 and sums the sizes.
 * Exits non-zero when over budget so `npm run build` fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const [appDir = '.', budgetKb = '200', ...rest] = process.argv.slice(2);
const BUDGET_BYTES = Number(budgetKb) * 1000;
const forbidden = rest[0] === '--forbid' ? rest[1] : undefined;
const distDir = path.resolve(appDir, 'dist');
const manifestPath = path.join(distDir, '.vite/manifest.json');

let manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
} catch (error) {
  console.error(`bundle-budget: cannot read ${manifestPath} (run vite build first): ${error.message}`);
  process.exit(2);
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length === 0) {
  console.error('bundle-budget: the manifest has no entry chunk');
  process.exit(2);
}

/** Walks static imports only; dynamicImports are the lazy routes and load later. */
const firstLoad = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file)) return;
  firstLoad.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const [key] of entries) visit(key);

const rows = [...firstLoad]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(path.join(distDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log('First-load JavaScript (entry + static imports):');
for (const row of rows)
  console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
console.log(`Total: ${kb(total)} gzipped (budget ${kb(BUDGET_BYTES)})`);

if (total > BUDGET_BYTES) {
  console.error(`bundle-budget: first load is ${kb(total - BUDGET_BYTES)} over budget`);
  process.exit(1);
}

// Some code belongs only in lazy chunks (Stripe.js in the marketplace's checkout).
const leaked = forbidden
  ? rows.filter((row) => readFileSync(path.join(distDir, row.file), 'utf8').includes(forbidden))
  : [];
if (leaked.length > 0) {
  console.error(
    `bundle-budget: ${forbidden} is in the first load (${leaked.map((row) => row.file).join(', ')}); import it lazily`,
  );
  process.exit(1);
}
