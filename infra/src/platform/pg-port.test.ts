import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../postgres/embedded';
import { loadConfig } from './config';
import { choosePgPort, PgPortInUseError } from './pg-port';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** Another program holding a port, as a second `npm start` finds 5433 held by the first. */
async function occupy(): Promise<number> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'esm-pg-port-'));
const remembered = (dir: string) => readFileSync(path.join(dir, 'postgres-port'), 'utf8').trim();

describe('the embedded PostgreSQL port', () => {
  it('is left to be chosen unless PG_PORT is set', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).pgPort).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, PG_PORT: '6543' }).pgPort).toBe(6543);
    expect(() => loadConfig({ DATA_DIR: dir, PG_PORT: 'five' })).toThrow('PG_PORT must be a TCP port number');
  });

  it('uses the usual port when it is free, and remembers it', async () => {
    const dir = dataDir();
    const usual = await freePort();
    expect(await choosePgPort({ dataDir: dir, preferred: usual })).toBe(usual);
    expect(remembered(dir)).toBe(String(usual));
  });

  it('picks a free port when the usual one is taken (a second npm start with another DATA_DIR)', async () => {
    const taken = await occupy();
    const dir = dataDir();
    const port = await choosePgPort({ dataDir: dir, preferred: taken });
    expect(port).not.toBe(taken);
    expect(remembered(dir)).toBe(String(port));
  });

  it('keeps the port it chose for a data directory, while that port is free', async () => {
    const dir = dataDir();
    const mine = await freePort();
    writeFileSync(path.join(dir, 'postgres-port'), `${mine}\n`);
    expect(await choosePgPort({ dataDir: dir, preferred: await occupy() })).toBe(mine);
  });

  it("a port held by this data directory's own left-over postmaster counts as its own", async () => {
    const dir = dataDir();
    const orphan = await occupy();
    writeFileSync(path.join(dir, 'postgres-port'), `${orphan}\n`);
    expect(await choosePgPort({ dataDir: dir, ownPort: orphan })).toBe(orphan);
    expect(await choosePgPort({ dataDir: dir, requested: orphan, ownPort: orphan })).toBe(orphan);
  });

  it('after a failed start on a port, chooses another one', async () => {
    const dir = dataDir();
    const first = await choosePgPort({ dataDir: dir, preferred: await freePort() });
    const second = await choosePgPort({ dataDir: dir, preferred: first, avoid: first });
    expect(second).not.toBe(first);
    expect(remembered(dir)).toBe(String(second));
  });

  it('PG_PORT is used as given; taken, it fails with one line saying what to set', async () => {
    const dir = dataDir();
    const wanted = await freePort();
    expect(await choosePgPort({ dataDir: dir, requested: wanted })).toBe(wanted);
    const taken = await occupy();
    const refusal = choosePgPort({ dataDir: dir, requested: taken });
    await expect(refusal).rejects.toBeInstanceOf(PgPortInUseError);
    await expect(refusal).rejects.toThrow(
      `Port ${taken} (PG_PORT) is in use by another program: set PG_PORT to a free port, or leave it unset to have one chosen.`,
    );
  });
});
