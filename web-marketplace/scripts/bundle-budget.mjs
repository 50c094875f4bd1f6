#!/usr/bin/env node
/**
 * First-load budget: the JavaScript a visitor downloads before the first route renders must stay
 * at most 200 KB gzipped. The first load is the entry chunk plus every chunk it imports statically
 * (transitively); chunks behind dynamic import() — the lazily loaded routes — are not counted.
 * Reads Vite's manifest (build.manifest: true), gzips each file at level 9 and sums the sizes.
 * Exits non-zero when over budget so `npm run build` fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200_000;
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
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

// Stripe.js and Elements belong in the lazy checkout chunk, fetched only when the gateway is Stripe.
const stripeInFirstLoad = rows.filter((row) =>
  readFileSync(path.join(distDir, row.file), 'utf8').includes('js.stripe.com'),
);
if (stripeInFirstLoad.length > 0) {
  console.error(
    `bundle-budget: Stripe.js is in the first load (${stripeInFirstLoad.map((row) => row.file).join(', ')}); import it lazily`,
  );
  process.exit(1);
}
