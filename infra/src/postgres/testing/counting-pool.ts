import pg from 'pg';

/**
 * A pool whose clients record the text of every statement they send, in order: for tests that
 * hold a code path to a number of round trips. Statements sent with `pool.query` go through a
 * client too, so they are recorded as well.
 */
export function countingPool(url: string, max = 4): { pool: pg.Pool; statements: string[] } {
  const statements: string[] = [];
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [first] = args;
      const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
      if (text !== undefined) statements.push(text);
      return query(...args);
    };
  });
  return { pool, statements };
}
