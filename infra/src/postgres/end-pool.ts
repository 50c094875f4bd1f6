import type pg from 'pg';

/**
 * pool.end() resolves before its sockets have closed; dropping the database or stopping the
 * cluster right after terminates those backends under clients that are still ending, which
 * surfaces as an unhandled "terminating connection due to administrator command". Track the
 * pool's clients from its creation and wait (bounded) for each socket to end.
 */
export function trackPoolClients(pool: pg.Pool): () => Promise<void> {
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  return async () => {
    const ending = [...open].map(
      (c) =>
        new Promise<void>((resolve) => {
          c.once('end', () => resolve());
          setTimeout(resolve, 2000).unref();
        }),
    );
    await pool.end();
    await Promise.all(ending);
  };
}
