import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { artifactsDir, type BrowserZone, browserZone } from '../harness';
import { MockApi, type Persona } from './mock-api';

export const smokeArtifacts = path.join(artifactsDir, 'web-smoke');

/**
 * The browser logs every non-2xx fetch as "Failed to load resource". Under the contract some are
 * normal (401 from /api/auth/user means signed out, 404 from /api/providers/me means not a
 * provider, 4xx refusals the page handles: a form's 400 with field errors, a malformed id in a
 * link), so only those are tolerated; anything else the app logs as an error or warning fails
 * the test.
 */
const EXPECTED_NETWORK_NOISE =
  /Failed to load resource: the server responded with a status of (400|401|403|404|409|422)/;

export interface Session {
  context: BrowserContext;
  page: Page;
  api: MockApi;
  /** console errors and warnings, and uncaught exceptions */
  problems: string[];
  goto(pathname: string): Promise<void>;
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

export interface SessionOptions {
  width?: number;
  height?: number;
  configure?: (api: MockApi) => void;
  /** Defaults to browserZone(): the UK, or the zone the suite was asked to run in. */
  zone?: BrowserZone;
}

export async function openSession(
  browser: Browser,
  baseUrl: string,
  persona: Persona,
  options: SessionOptions = {},
): Promise<Session> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    ...(options.zone ?? browserZone()),
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const api = new MockApi(persona);
  options.configure?.(api);
  await api.install(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    if (EXPECTED_NETWORK_NOISE.test(message.text())) return;
    problems.push(`${type}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
  return {
    context,
    page,
    api,
    problems,
    async goto(pathname) {
      await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'domcontentloaded' });
    },
    async shot(name) {
      mkdirSync(smokeArtifacts, { recursive: true });
      await page.screenshot({ path: path.join(smokeArtifacts, `${name}.png`), fullPage: true });
    },
    close: () => context.close(),
  };
}
