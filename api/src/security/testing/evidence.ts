import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type pg from 'pg';

/** The HTTP logger's output, kept in memory: everything written, and a mark to read from. */
export interface LogCapture {
  stream: Writable;
  /** Everything logged so far. */
  text(): string;
  /** A position in the log, for "what was logged after this". */
  mark(): number;
  since(mark: number): string;
  lines(): Record<string, unknown>[];
}

export function captureLogs(): LogCapture {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const text = () => chunks.join('');
  return {
    stream,
    text,
    mark: () => chunks.length,
    since: (mark) => chunks.slice(mark).join(''),
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/**
 * Every row of every table the product keeps (event store, read models in whichever schema they
 * were built into, sessions, mail, jobs…) as text, with the table it came from: what a copy of
 * the database would show.
 */
export async function everyRowAsText(pool: pg.Pool): Promise<Array<{ table: string; row: string }>> {
  const { rows: tables } = await pool.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const found: Array<{ table: string; row: string }> = [];
  for (const { schema, name } of tables) {
    const table = `"${schema}"."${name}"`;
    const { rows } = await pool.query<{ row: string }>(`SELECT t::text AS row FROM ${table} t`);
    for (const { row } of rows) found.push({ table: `${schema}.${name}`, row });
  }
  return found;
}

/** The tables whose rows contain `needle` (case-insensitive): empty when nothing holds it. */
export async function tablesHolding(pool: pg.Pool, needle: string): Promise<string[]> {
  const lower = needle.toLowerCase();
  const rows = await everyRowAsText(pool);
  return [...new Set(rows.filter((r) => r.row.toLowerCase().includes(lower)).map((r) => r.table))];
}

/** Every file under `root` (object storage), with its bytes. */
export function filesUnder(root: string): Array<{ file: string; bytes: Buffer }> {
  const out: Array<{ file: string; bytes: Buffer }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out.push({ file: full, bytes: readFileSync(full) });
    }
  };
  walk(root);
  return out;
}
