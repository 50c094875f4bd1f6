// connect-pg-simple ships no types; @types/connect-pg-simple assumes express-session. We use it
// with @fastify/session, which accepts the same store interface.
declare module 'connect-pg-simple' {
  import type pg from 'pg';

  interface PgStoreOptions {
    /** Only `query(text, values)` is used when a pool is given. */
    pool: Pick<pg.Pool, 'query'> | { query(text: string, values: unknown[]): Promise<pg.QueryResult> };
    tableName?: string;
    pruneSessionInterval?: number | false;
    createTableIfMissing?: boolean;
  }
  type PgStoreClass = new (options: PgStoreOptions) => unknown;
  export default function connectPgSimple(session: unknown): PgStoreClass;
}
