import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import pg from 'pg';
import type { Phase, ServerSample } from './bounds';

/** The server's own memory figures, when something inside it can tell them (see probe.ts). */
export type MemoryReader = (
  fullGc: boolean,
) => Promise<{ rssBytes: number; heapUsedBytes: number | null } | null>;

export interface ObservedServer {
  /** The HTTP port, for counting its connections. */
  port: number;
  /** The server's process on this machine, for its sockets and resident memory (Linux /proc). */
  pid: number | null;
  memory: MemoryReader | null;
  /** A connection string to the product's database, for pg_stat_activity. */
  databaseUrl: string | null;
}

/** Resident memory of a process from /proc, or null where that cannot be read. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** How many of a process's open file descriptors are sockets. */
export function socketCount(pid: number): number | null {
  try {
    let sockets = 0;
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) sockets += 1;
      } catch {
        // closed between the listing and the look: not open any more
      }
    }
    return sockets;
  } catch {
    return null;
  }
}

const LISTEN = '0A';
const TIME_WAIT = '06';

/**
 * Server-side TCP connections on `port` from /proc/net/tcp and tcp6 text: rows whose local port
 * is `port`, neither listening nor in TIME_WAIT (which the kernel keeps after the socket closed).
 * A CLOSE_WAIT row counts: the client hung up and the server has not closed its side.
 */
export function countConnections(tables: readonly string[], port: number): number {
  let count = 0;
  for (const table of tables)
    for (const line of table.split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      const local = columns[1];
      const state = columns[3];
      if (!local || !state) continue;
      const localPort = Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16);
      if (localPort === port && state !== LISTEN && state !== TIME_WAIT) count += 1;
    }
  return count;
}

function httpConnections(port: number): number | null {
  const tables: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    try {
      tables.push(readFileSync(file, 'utf8'));
    } catch {
      // no IPv6 table (or no /proc): count what there is
    }
  }
  return tables.length === 0 ? null : countConnections(tables, port);
}

/** Takes the samples of ServerSample; holds one database connection of its own while it lives. */
export class Observer {
  private client: pg.Client | null = null;

  constructor(private readonly server: ObservedServer) {}

  async open(): Promise<void> {
    if (!this.server.databaseUrl) return;
    const client = new pg.Client({
      connectionString: this.server.databaseUrl,
      application_name: 'load-observer',
    });
    client.on('error', () => {});
    await client.connect();
    this.client = client;
  }

  private async database(): Promise<{ total: number; active: number } | null> {
    if (!this.client) return null;
    try {
      const { rows } = await this.client.query<{ total: number; active: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'active')::int AS active
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      return rows[0] ?? null;
    } catch {
      return null;
    }
  }

  async sample(phase: Phase, fullGc = false): Promise<ServerSample> {
    const { pid, memory, port } = this.server;
    const inside = memory ? await memory(fullGc).catch(() => null) : null;
    const database = await this.database();
    return {
      phase,
      at: new Date().toISOString(),
      atSeconds: 0,
      rssBytes: inside?.rssBytes ?? (pid === null ? null : residentBytes(pid)),
      heapUsedBytes: inside?.heapUsedBytes ?? null,
      pgConnections: database?.total ?? null,
      pgActive: database?.active ?? null,
      httpConnections: httpConnections(port),
      processSockets: pid === null ? null : socketCount(pid),
    };
  }

  async close(): Promise<void> {
    await this.client?.end().catch(() => {});
    this.client = null;
  }
}

/**
 * The process listening on `port` on this machine, found through the listening socket's inode
 * (/proc/net/tcp*, then /proc/<pid>/fd), or null when it is elsewhere or not ours to see.
 */
export function pidListeningOn(port: number): number | null {
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let table: string;
    try {
      table = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of table.split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      const local = columns[1];
      if (!local || columns[3] !== LISTEN) continue;
      if (Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) === port && columns[9])
        inodes.add(`socket:[${columns[9]}]`);
    }
  }
  if (inodes.size === 0) return null;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
      } catch {
        // gone meanwhile
      }
    }
  }
  return null;
}
