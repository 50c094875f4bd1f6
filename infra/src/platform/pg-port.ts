import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { freePort } from '../postgres/embedded';

/** The port the embedded PostgreSQL uses when it is free and PG_PORT is not set. */
export const USUAL_PG_PORT = 5433;

/** Where a data directory remembers the port its cluster was given. */
const PORT_FILE = 'postgres-port';

export class PgPortInUseError extends Error {
  constructor(readonly port: number) {
    super(
      `Port ${port} (PG_PORT) is in use by another program: set PG_PORT to a free port, or leave it unset to have one chosen.`,
    );
    this.name = 'PgPortInUseError';
  }
}

/** Whether nothing listens on `port` on this machine (PostgreSQL listens on localhost). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The port for the embedded PostgreSQL of `dataDir`. PG_PORT (`requested`) is used as given, and
 * refused in one line when taken. Otherwise: the port this data directory was given before, else
 * the usual 5433, else any free port; the choice is remembered in the data directory so the
 * cluster keeps its port (and a psql connection string keeps working) across restarts. Tools that
 * join a running cluster do not depend on this file: they read postmaster.pid.
 */
export async function choosePgPort(options: {
  dataDir: string;
  requested?: number | undefined;
  preferred?: number;
  /** A port that just failed (taken between the check and the start): not to be chosen again. */
  avoid?: number;
  /**
   * The port a postmaster left running on this very data directory holds (postmaster.pid), if any:
   * not "another program", since starting the cluster shuts that orphan down first.
   */
  ownPort?: number | null;
}): Promise<number> {
  const free = async (port: number) => port === options.ownPort || (await isPortFree(port));
  if (options.requested !== undefined) {
    if (!(await free(options.requested))) throw new PgPortInUseError(options.requested);
    return options.requested;
  }
  const file = path.join(options.dataDir, PORT_FILE);
  const before = existsSync(file) ? Number.parseInt(readFileSync(file, 'utf8').trim(), 10) : Number.NaN;
  const preferred = options.preferred ?? USUAL_PG_PORT;
  let port: number;
  const usable = async (candidate: number) =>
    Number.isInteger(candidate) && candidate > 0 && candidate !== options.avoid && (await free(candidate));
  if (await usable(before)) port = before;
  else if (await usable(preferred)) port = preferred;
  else port = await freePort();
  if (port !== before) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, `${port}\n`);
  }
  return port;
}
