import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * The rules of the rooms that Biome's import restrictions cannot see: SQL against the read
 * models stays inside projections, every workspace declares the packages it imports, and the
 * repository explains itself without pointing outside it.
 * docs/architecture.md explains both.
 */
const WORKSPACES = [
  'core',
  'infra',
  'contract',
  'projections',
  'app',
  'api',
  'workers',
  'server',
  'web-marketplace',
  'web-backoffice',
  'bench',
];

const trackedSources = (): string[] =>
  execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file));

const workspaceOf = (file: string) => WORKSPACES.find((w) => file.startsWith(`${w}/`)) ?? null;

describe('rooms', () => {
  it('reads and writes the read models (schema rm) only inside projections', () => {
    // A table reference in SQL: rm.<table>, in any string of the file.
    const sqlOnRm = /\brm\.[a-z_]+/;
    const offenders = trackedSources()
      .filter((file) => {
        const workspace = workspaceOf(file);
        return workspace !== null && workspace !== 'projections';
      })
      .filter((file) => sqlOnRm.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('explains itself: no code or doc points at files outside the repository or at issue numbers', () => {
    // Spec section numbers, the design and stack notes (in the folder beside the repository) and
    // the issue tracker live outside it: say the rule or the decision itself instead. No folder
    // of ours is called shared, so a relative path into a folder of that name leaves the repository.
    const outside = /\b00[01] §|\bDESIGN\.md\b|\bSTACK\.md\b|\.\.\/shared\b|\b[Ii]ssue \d+\b/;
    const offenders = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs|md|json)$/.test(file) && !file.endsWith('package-lock.json'))
      .filter((file) => outside.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('keeps the benchmark a leaf: it may import every room, and nothing imports it', () => {
    const offenders = trackedSources()
      .filter((file) => workspaceOf(file) !== 'bench')
      .filter((file) => /from\s+'@esm\/bench\b/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('declares in each workspace every package it imports', () => {
    const builtins = new Set(builtinModules);
    const missing: string[] = [];
    for (const workspace of WORKSPACES) {
      if (!existsSync(`${workspace}/package.json`)) continue;
      const manifest = JSON.parse(readFileSync(`${workspace}/package.json`, 'utf8')) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
        name: string;
      };
      const declared = new Set([
        manifest.name,
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.devDependencies ?? {}),
      ]);
      // Test tooling is the repository's own (root devDependencies), shared by every workspace.
      for (const shared of ['vitest', 'fast-check', 'playwright-core', 'autocannon']) declared.add(shared);
      for (const file of trackedSources().filter((f) => workspaceOf(f) === workspace)) {
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(/^(?:import|export)[^'"]*?from\s+'([^'.][^']*)'/gm)) {
          const specifier = match[1]!;
          if (specifier.startsWith('node:') || builtins.has(specifier.split('/')[0]!)) continue;
          const name = specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : specifier.split('/')[0]!;
          if (!declared.has(name)) missing.push(`${file} imports ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
