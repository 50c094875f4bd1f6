import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@esm/infra/postgres/embedded';
import { createTestDatabase } from '@esm/infra/postgres/testing/test-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The product as `npm start` runs it (one process), on a database it reaches through a TCP relay
 * the test can cut, so a database restart, a failover or an operator's pg_terminate_backend can
 * be played against the real process: it must log, report unready, and serve again — never exit.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');

class Relay {
  private server = net.createServer((socket) => this.accept(socket));
  private sockets = new Set<net.Socket>();
  private cut = false;
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}
  async listen() {
    this.port = await freePort();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }
  private accept(socket: net.Socket) {
    if (this.cut) return socket.destroy();
    const upstream = net.connect(this.target.port, this.target.host);
    for (const s of [socket, upstream]) {
      this.sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => this.sockets.delete(s));
    }
    socket.pipe(upstream).pipe(socket);
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  }
  /** The database becomes unreachable: every connection drops and new ones are refused. */
  sever() {
    this.cut = true;
    for (const s of this.sockets) s.destroy();
  }
  restore() {
    this.cut = false;
  }
  close() {
    this.sever();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let db: { url: string; drop(): Promise<void> };
let relay: Relay;
let product: ChildProcess;
let output = '';
let base = '';

beforeAll(async () => {
  db = await createTestDatabase('outage');
  const target = new URL(db.url);
  relay = new Relay({ host: target.hostname, port: Number(target.port) });
  await relay.listen();
  const viaRelay = new URL(db.url);
  viaRelay.hostname = '127.0.0.1';
  viaRelay.port = String(relay.port);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  product = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: viaRelay.toString(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'esm-outage-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'minimal',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  product.stdout!.on('data', (d) => {
    output += String(d);
  });
  product.stderr!.on('data', (d) => {
    output += String(d);
  });
  const deadline = Date.now() + 90_000;
  while (!output.includes('EventHire UK is running')) {
    if (product.exitCode !== null) throw new Error(`the product exited at start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the product did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 120_000);

afterAll(async () => {
  product?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  if (product?.exitCode === null) product.kill('SIGKILL');
  await relay?.close();
  await db?.drop();
});

const get = async (url: string) => {
  try {
    const res = await fetch(`${base}${url}`);
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return { status: 0, body: null };
  }
};
/** Polls until `url` answers `status` (the product recovers on its own clock). */
async function until(url: string, status: number, ms = 20_000) {
  const deadline = Date.now() + ms;
  let last = await get(url);
  while (last.status !== status && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    last = await get(url);
  }
  return last;
}
const alive = () => product.exitCode === null && product.signalCode === null;

describe('the product survives losing its database connections', () => {
  it('is ready while the database answers', async () => {
    expect(await get('/readyz')).toMatchObject({
      status: 200,
      body: {
        status: 'ready',
        checks: { database: { ok: true }, eventStore: { ok: true }, projections: { ok: true } },
      },
    });
  });

  it('survives pg_terminate_backend on all its connections and serves again', async () => {
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    const { rows } = await admin.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(rows[0]!.n).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 2000));
    expect(alive(), output).toBe(true);
    expect((await until('/api/categories', 200)).status).toBe(200);
    expect((await until('/readyz', 200)).status).toBe(200);
    expect(alive(), output).toBe(true);
  });

  it('reports unready (503) while the database is unreachable, and ready again after', async () => {
    relay.sever();
    const unready = await until('/readyz', 503);
    expect(unready).toMatchObject({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE', checks: { database: { ok: false }, eventStore: { ok: false } } },
    });
    const page = await get('/api/categories');
    expect(page.status).toBe(503);
    expect(page.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await new Promise((r) => setTimeout(r, 3000));
    expect(alive(), output).toBe(true);

    relay.restore();
    expect((await until('/readyz', 200, 30_000)).status).toBe(200);
    expect((await until('/api/categories', 200)).status).toBe(200);
    // Writes work again and are projected: the projection runner came back on its own (sign-up
    // answers only once its read model shows the new account).
    const signUp = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'after-outage@example.co.uk',
        password: 'long-enough-pw',
        firstName: 'After',
        lastName: 'Outage',
      }),
    });
    expect(signUp.status, await signUp.text()).toBe(201);
    expect(alive(), output).toBe(true);
    expect(output).not.toMatch(/Unhandled|uncaught/i);
  });
});
