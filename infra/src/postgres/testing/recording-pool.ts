import pg from 'pg';

/** A statement as a client sent it: its text and its parameters. */
export interface RecordedStatement {
  text: string;
  values: unknown[];
}

/**
 * A pool whose clients record every statement they send, in order: for tests that hold a code
 * path to a number of round trips, or explain the statements it ran. Statements sent with
 * `pool.query` go through a client too, so they are recorded as well.
 */
export function recordingPool(url: string, max = 4): { pool: pg.Pool; statements: RecordedStatement[] } {
  const statements: RecordedStatement[] = [];
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [first, second] = args;
      const config = typeof first === 'string' ? { text: first } : (first as Partial<RecordedStatement>);
      if (config?.text !== undefined) {
        statements.push({
          text: config.text,
          values: Array.isArray(second) ? second : (config.values ?? []),
        });
      }
      return query(...args);
    };
  });
  return { pool, statements };
}
