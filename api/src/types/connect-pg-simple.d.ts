// connect-pg-simple ships no types; @types/connect-pg-simple assumes express-session. We use it
// with @fastify/session, which accepts the same store interface.
declare module 'connect-pg-simple' {
  import type pg from 'pg';

  interface PgStoreOptions {
    pool: pg.Pool;
    tableName?: string;
    pruneSessionInterval?: number | false;
    createTableIfMissing?: boolean;
  }
  type PgStoreClass = new (options: PgStoreOptions) => unknown;
  export default function connectPgSimple(session: unknown): PgStoreClass;
}
