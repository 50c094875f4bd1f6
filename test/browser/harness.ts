import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { freePort } from '../../core/src/postgres/embedded';
import { createTestDatabase } from '../../core/src/postgres/test-database';

/**
 * Browser tests run the product the way `npm start` does (same entry point, a fresh database)
 * and drive Debian's Chromium through playwright-core.
 */
export interface RunningApp {
  url: string;
  stop(): Promise<void>;
}

export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const db = await createTestDatabase('browser');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esm-browser-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'minimal',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`app did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await db.drop();
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  // playwright gives each launch a fresh, empty profile directory of its own.
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const artifactsDir = path.resolve(import.meta.dirname, '../../test-artifacts');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Fails the test on any console error the page logs (the quality bar: no console errors). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}
