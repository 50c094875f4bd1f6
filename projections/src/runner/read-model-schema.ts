import { createHash } from 'node:crypto';
import type { Migration } from '@esm/infra/postgres/migrate';
import type pg from 'pg';
import type { Projector } from './projector';

/**
 * Read models live in versioned schemas (rm_1, rm_2, …). The `rm` schema holds one view per
 * table pointing at the active one, so queries always say `rm.<table>` and a rebuild can switch
 * every view in one transaction while the site keeps serving (blue-green).
 */
export const readModelMigrations: Migration[] = [
  {
    id: '0200_read_model_meta',
    sql: `CREATE SCHEMA IF NOT EXISTS rm;
      CREATE TABLE public.read_model_meta (
        id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        active_schema text NOT NULL,
        definition_hash text NOT NULL,
        switched_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE SEQUENCE public.read_model_schema_seq;`,
  },
];

export interface ActiveReadModel {
  schema: string;
  definitionHash: string;
}

export function definitionHash(projectors: readonly Projector[]): string {
  const h = createHash('sha256');
  for (const p of [...projectors].sort((a, b) => a.name.localeCompare(b.name))) {
    h.update(`${p.name}\n${p.version}\n${p.ddl}\n${p.tables.join(',')}\n`);
  }
  return h.digest('hex').slice(0, 16);
}

export const quoteIdent = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier ${name}`);
  return `"${name}"`;
};

export async function activeReadModel(db: pg.Pool | pg.PoolClient): Promise<ActiveReadModel | null> {
  const { rows } = await db.query<{ active_schema: string; definition_hash: string }>(
    'SELECT active_schema, definition_hash FROM public.read_model_meta WHERE id = 1',
  );
  const row = rows[0];
  return row ? { schema: row.active_schema, definitionHash: row.definition_hash } : null;
}

/**
 * A projector's DDL split in two: what must exist while events are applied, and the indexes only
 * queries use: its search indexes (GIN, GiST) and the B-tree indexes it lists in `queryIndexes`.
 * Maintaining those row by row is most of the cost of loading listings, and building each once
 * over the loaded table is much cheaper, so a rebuild creates them after the bulk of the replay.
 * Every other B-tree index stays: projectors look rows up by them while replaying, and unique
 * ones back ON CONFLICT.
 */
export function splitSearchIndexes(
  ddl: string,
  queryIndexes: readonly string[] = [],
): { tables: string; searchIndexes: string[] } {
  const statements = ddl
    .replace(/--[^\n]*/g, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
  const named = new Set(queryIndexes);
  const found = new Set<string>();
  const isSearchIndex = (statement: string) => {
    if (/^CREATE\s+INDEX\b[^(]*\bUSING\s+(gin|gist)\b/i.test(statement)) return true;
    const name = /^CREATE\s+INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)\s+ON\b/i.exec(statement)?.[1];
    if (name === undefined || !named.has(name)) return false;
    found.add(name);
    return true;
  };
  const split = {
    tables: statements.filter((statement) => !isSearchIndex(statement)).join(';\n'),
    searchIndexes: statements.filter(isSearchIndex),
  };
  // A misspelt or unique name would otherwise be silently kept (or lost) during every rebuild.
  const missing = queryIndexes.filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new Error(`queryIndexes names no non-unique CREATE INDEX in the DDL: ${missing.join(', ')}`);
  }
  return split;
}

/**
 * Index builds running at once, each on its own connection: each build uses one core, and the
 * replay before them keeps two busy, so two builders finish the index phase in about half the
 * time on a two-core server (a rebuild of 200,000 listings: 5.9 s one after the other).
 */
const INDEX_BUILDERS = 2;

/**
 * The order builds are handed out in, longest first, so the last one to finish is short: GiST
 * (it has no sorted build; no projector declares one since the listings' earth point index went),
 * then GIN (the listings' text, name and coverage), then B-tree.
 */
const buildRank = (statement: string) =>
  /\bUSING\s+gist\b/i.test(statement) ? 0 : /\bUSING\s+gin\b/i.test(statement) ? 1 : 2;

/**
 * Builds the search indexes a schema was created without (see splitSearchIndexes). Builders take
 * the next statement as they finish one; if one fails the others stop after their current build,
 * and the caller drops the schema, which nobody reads yet.
 */
export async function createSearchIndexes(
  pool: pg.Pool,
  schema: string,
  projectors: readonly Projector[],
): Promise<void> {
  const pending = projectors
    .flatMap((p) => splitSearchIndexes(p.ddl, p.queryIndexes).searchIndexes)
    .map((statement, order) => ({ statement, order }))
    .sort((a, b) => buildRank(a.statement) - buildRank(b.statement) || a.order - b.order)
    .map(({ statement }) => statement);
  let failed = false;
  const builder = async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL search_path TO ${quoteIdent(schema)}, public`);
      // Index builds sort in memory; the default 64 MB spills 100,000 listings' tsvectors to disk.
      await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
      for (let statement = pending.shift(); statement && !failed; statement = pending.shift()) {
        await client.query(statement);
      }
      await client.query('COMMIT');
    } catch (error) {
      failed = true;
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  const builds = await Promise.allSettled(
    Array.from({ length: Math.min(INDEX_BUILDERS, pending.length) }, builder),
  );
  const refused = builds.find((build) => build.status === 'rejected');
  if (refused) throw refused.reason;
}

/**
 * Sets the visibility map and the planner's statistics of a freshly loaded schema before it
 * serves. Autovacuum gets there in its own time; until then every index-only scan (the search's
 * capped counts) reads a heap page per row and plans rest on statistics taken part-way through
 * the load: the category search measured 95 ms at p95 instead of 40 ms, with the same plan.
 */
export async function vacuumReadModel(
  pool: pg.Pool,
  schema: string,
  projectors: readonly Projector[],
): Promise<void> {
  for (const table of ['_checkpoints', ...projectors.flatMap((p) => p.tables)]) {
    await pool.query(`VACUUM (ANALYZE) ${quoteIdent(schema)}.${quoteIdent(table)}`);
  }
}

/**
 * Creates a fresh, empty read-model schema with every projector's tables and zero checkpoints.
 * With `withoutSearchIndexes`, the caller builds them with createSearchIndexes before the schema
 * serves queries.
 */
export async function createReadModelSchema(
  pool: pg.Pool,
  projectors: readonly Projector[],
  prefix = 'rm',
  options: { withoutSearchIndexes?: boolean } = {},
): Promise<string> {
  const { rows } = await pool.query<{ n: string }>("SELECT nextval('public.read_model_schema_seq') AS n");
  const schema = `${prefix}_${rows[0]!.n}`;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
    await client.query(`SET LOCAL search_path TO ${quoteIdent(schema)}, public`);
    await client.query('CREATE TABLE _checkpoints (projector text PRIMARY KEY, position bigint NOT NULL)');
    for (const p of projectors) {
      await client.query(
        options.withoutSearchIndexes ? splitSearchIndexes(p.ddl, p.queryIndexes).tables : p.ddl,
      );
      await client.query('INSERT INTO _checkpoints (projector, position) VALUES ($1, 0)', [p.name]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  return schema;
}

/**
 * Points the `rm` views at `schema` and records it as active. Runs inside the caller's
 * transaction (which holds the meta row lock), so the switch is atomic for readers.
 */
export async function switchActive(
  client: pg.PoolClient,
  schema: string,
  projectors: readonly Projector[],
): Promise<string | null> {
  const previous = await activeReadModel(client);
  const { rows } = await client.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.views WHERE table_schema = 'rm'",
  );
  for (const r of rows) await client.query(`DROP VIEW rm.${quoteIdent(r.table_name)}`);
  for (const p of projectors) {
    for (const t of p.tables) {
      await client.query(
        `CREATE VIEW rm.${quoteIdent(t)} AS SELECT * FROM ${quoteIdent(schema)}.${quoteIdent(t)}`,
      );
    }
  }
  await client.query(
    `INSERT INTO public.read_model_meta (id, active_schema, definition_hash, switched_at) VALUES (1, $1, $2, now())
     ON CONFLICT (id) DO UPDATE SET active_schema = $1, definition_hash = $2, switched_at = now()`,
    [schema, definitionHash(projectors)],
  );
  return previous?.schema ?? null;
}

export async function dropReadModelSchema(pool: pg.Pool, schema: string): Promise<void> {
  await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
}

export async function checkpointsOf(
  db: pg.Pool | pg.PoolClient,
  schema: string,
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ projector: string; position: string }>(
    `SELECT projector, position FROM ${quoteIdent(schema)}._checkpoints`,
  );
  return new Map(rows.map((r) => [r.projector, Number(r.position)]));
}
