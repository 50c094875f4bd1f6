import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A statement sent by name, so each connection parses it once and PostgreSQL may keep its plan
 * (docs/decisions.md, "Hot statements are prepared"). On the read paths a page view or a poll
 * runs, planning cost more than running: 0.5 ms to plan the first search page against 0.16 ms
 * to run it, 0.7 ms to plan a chat poll's rooms query against 0.1 ms.
 *
 * PostgreSQL plans the first five executions with their values and then keeps one generic plan
 * when that plan is no costlier, so only statements whose best plan does not depend on the values
 * belong here: lookups by key, and searches whose row limits are written into the text.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

const statements = new Map<string, PreparedStatement>();

/** The named statement for `text`; the name is a hash of it, so equal texts share one. */
export function prepared(text: string): PreparedStatement {
  let statement = statements.get(text);
  if (!statement) {
    statement = { name: `p_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`, text };
    statements.set(text, statement);
  }
  return statement;
}

/**
 * Runs a prepared statement on the pool. A statement prepared before a blue-green rebuild changed
 * a read model's columns fails once per connection with "cached plan must not change result
 * type" (0A000); pool.query then closes that connection, and the statement is run again unnamed,
 * which PostgreSQL parses afresh.
 */
export async function queryPrepared<R extends pg.QueryResultRow>(
  pool: pg.Pool,
  statement: PreparedStatement,
  values: unknown[] = [],
): Promise<pg.QueryResult<R>> {
  try {
    return await pool.query<R>({ name: statement.name, text: statement.text, values });
  } catch (error) {
    if (!isStaleResultType(error)) throw error;
    return pool.query<R>(statement.text, values);
  }
}

function isStaleResultType(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === '0A000' && /cached plan must not change result type/.test(e.message ?? '');
}
