import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { type Browser, chromium, type Page, request } from 'playwright-core';
import { freePort } from '../../infra/src/postgres/embedded';
import { createTestDatabase } from '../../infra/src/postgres/testing/test-database';

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
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
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

/** The time zone and locale a browser context runs in. */
export interface BrowserZone {
  timezoneId: string;
  locale: string;
}

export const UK_ZONE: BrowserZone = { timezoneId: 'Europe/London', locale: 'en-GB' };
export const LOS_ANGELES_ZONE: BrowserZone = { timezoneId: 'America/Los_Angeles', locale: 'en-US' };

/**
 * The zone the browser suite runs in: the UK unless BROWSER_TIMEZONE (and BROWSER_LOCALE) say
 * otherwise, e.g. `BROWSER_TIMEZONE=America/Los_Angeles BROWSER_LOCALE=en-US`, to prove that
 * event days and times do not depend on the visitor's device.
 */
export function browserZone(): BrowserZone {
  const timezoneId = process.env.BROWSER_TIMEZONE;
  if (!timezoneId) return UK_ZONE;
  return { timezoneId, locale: process.env.BROWSER_LOCALE ?? UK_ZONE.locale };
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

/**
 * Chromium logs every 4xx response as a console error. These are the contract, not faults:
 * GET /api/auth/user answers 401 for a signed-out visitor, GET /api/providers/me 404 for
 * someone who is not a provider yet, a chat message sharing contact details is refused with
 * 422 (the journey sends one on purpose), and taking a fraud alert another investigator took
 * meanwhile, or deciding on a review someone decided on meanwhile, is refused with 409 (the
 * back-office journeys do both from a second page).
 */
const EXPECTED_IN_JOURNEYS: Array<{ status: number; path: RegExp }> = [
  { status: 401, path: /^\/api\/auth\/user$/ },
  { status: 404, path: /^\/api\/providers\/me$/ },
  { status: 422, path: /^\/api\/chat\/rooms\/[^/]+\/messages$/ },
  { status: 409, path: /^\/api\/admin\/fraud-alerts\/[^/]+\/assign$/ },
  { status: 409, path: /^\/api\/admin\/reviews\/[^/]+\/moderate$/ },
];

function isExpectedInJourney(text: string, url: string): boolean {
  const status = /Failed to load resource: the server responded with a status of (\d{3})/.exec(text)?.[1];
  if (!status || !url) return false;
  const { pathname } = new URL(url);
  return EXPECTED_IN_JOURNEYS.some((e) => e.status === Number(status) && e.path.test(pathname));
}

/**
 * For the journeys against the real API: uncaught page errors and console errors, except the
 * contract's expected 4xx answers above.
 */
export function collectJourneyProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !isExpectedInJourney(m.text(), m.location().url))
      problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
  return problems;
}

/** A real, small PNG (solid colour), so the upload's content check sees genuine image bytes. */
export function testPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Uploads `count` small PNGs through the upload-URL flow (POST /api/objects/upload, then PUT the
 * bytes) as a freshly signed-up user; returns their object paths, for services' `images`.
 */
export async function uploadTestPhotos(baseUrl: string, count = 3): Promise<string[]> {
  const api = await request.newContext({ baseURL: baseUrl });
  try {
    const signUp = await api.post('/api/auth/signup', {
      data: {
        email: `uploader-${Math.random().toString(36).slice(2, 10)}@example.co.uk`,
        password: 'correct-horse-battery',
        firstName: 'Photo',
        lastName: 'Uploader',
      },
    });
    if (signUp.status() !== 201) throw new Error(`sign-up failed: ${signUp.status()}`);
    const paths: string[] = [];
    for (let i = 0; i < count; i++) {
      const ticket = await api.post('/api/objects/upload', { data: { kind: 'image' } });
      if (ticket.status() !== 200) throw new Error(`upload ticket failed: ${ticket.status()}`);
      const { uploadURL } = (await ticket.json()) as { uploadURL: string };
      const put = await api.put(uploadURL, {
        data: testPng(32, 24, [40 * i, 90, 160]),
        headers: { 'content-type': 'image/png' },
      });
      if (put.status() !== 200) throw new Error(`upload failed: ${put.status()} ${await put.text()}`);
      paths.push(((await put.json()) as { objectPath: string }).objectPath);
    }
    return paths;
  } finally {
    await api.dispose();
  }
}
