import type pg from 'pg';

/** How a lost connection is reported: one structured line on standard error by default. */
export type ConnectionErrorLog = (message: string, error: Error) => void;

const defaultLog: ConnectionErrorLog = (message, error) =>
  console.error(
    JSON.stringify({
      level: 'error',
      time: new Date().toISOString(),
      msg: message,
      err: { message: error.message, code: (error as { code?: string }).code },
    }),
  );

/**
 * Every pg Pool the product creates goes through this. A connection the server ends — a restart,
 * a failover, pg_terminate_backend, a network cut — makes node-postgres emit 'error', on the pool
 * for an idle client and on the client itself otherwise; with no listener Node exits the process.
 * Here it is logged instead: the pool drops the broken client and opens a new one on the next
 * query, and the query that was running fails with its own error.
 */
export function guardPool<P extends pg.Pool>(pool: P, log: ConnectionErrorLog = defaultLog): P {
  pool.on('error', (error) => log('idle PostgreSQL connection lost; it will be replaced', error));
  pool.on('connect', (client) => {
    client.on('error', (error) => log('PostgreSQL connection lost while in use', error));
  });
  return pool;
}

/** Whether an error means the database could not be reached (as opposed to a bad query). */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code ?? '';
  return (
    /^(08|57P)/.test(code) || // connection exceptions; admin shutdown, crash shutdown, cannot connect now
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code) ||
    /Connection terminated|connection timeout|Client has encountered a connection error/i.test(error.message)
  );
}
