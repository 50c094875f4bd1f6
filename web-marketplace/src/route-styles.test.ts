import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each route is its own lazily loaded chunk, and Vite ships a stylesheet with the chunk that
 * imports it. A component that relies on a stylesheet imported by some other page renders
 * unstyled when its own page is loaded first (a direct load or a refresh). So: every class a
 * route's components use, if some stylesheet defines it, must be defined by a stylesheet the
 * route (or the app shell) reaches through static imports.
 */
const src = import.meta.dirname;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });

const files = walk(src);
const read = (file: string) => readFileSync(file, 'utf8');

/** class name → the stylesheets that define it */
const definedIn = new Map<string, Set<string>>();
for (const sheet of files.filter((f) => f.endsWith('.css'))) {
  for (const match of read(sheet).matchAll(/\.([a-zA-Z][\w-]*)/g)) {
    const name = match[1] as string;
    definedIn.set(name, (definedIn.get(name) ?? new Set()).add(sheet));
  }
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next extension
    }
  }
  return null;
}

/** Static imports only (`import x from './a'`, `import './a.css'`, CSS `@import`): not `import()`. */
function staticImports(file: string): string[] {
  const text = read(file);
  const specs = [
    ...text.matchAll(/(?:^|\n)\s*import\s+(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g),
    ...text.matchAll(/@import\s+["'](\.[^"']+)["']/g),
  ].map((m) => m[1] as string);
  return specs.map((spec) => resolveImport(file, spec)).filter((f): f is string => f !== null);
}

function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length > 0) {
    const file = todo.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...staticImports(file));
  }
  return seen;
}

function classesUsed(file: string): string[] {
  const names = new Set<string>();
  for (const m of read(file).matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)'\})/g)) {
    const value = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
    for (const name of value.split(/\s+/)) if (name) names.add(name);
  }
  return [...names];
}

const routesFile = path.join(src, 'AppRoutes.tsx');
const routeEntries = [...read(routesFile).matchAll(/import\('(\.[^']+)'\)/g)].map(
  (m) => resolveImport(routesFile, m[1] as string) as string,
);
const shell = closure(path.join(src, 'main.tsx'));

describe('route stylesheets', () => {
  it('finds the lazily loaded routes', () => {
    expect(routeEntries.length).toBeGreaterThan(20);
    expect(routeEntries.every(Boolean)).toBe(true);
  });

  it.each(routeEntries.map((entry) => [path.relative(src, entry), entry]))(
    '%s carries the styles of every class it renders',
    (_name, entry) => {
      const reach = new Set([...shell, ...closure(entry as string)]);
      const missing: string[] = [];
      for (const file of reach) {
        if (!file.endsWith('.tsx')) continue;
        for (const name of classesUsed(file)) {
          const sheets = definedIn.get(name);
          if (sheets && ![...sheets].some((sheet) => reach.has(sheet)))
            missing.push(`${path.relative(src, file)}: .${name}`);
        }
      }
      expect(missing).toEqual([]);
    },
  );
});
