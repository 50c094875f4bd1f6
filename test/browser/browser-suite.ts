import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './harness';

/** What the browser is pointed at: the product (startApp, startTestPlatform) or a static server. */
export interface Started {
  url: string;
  stop(): Promise<void>;
}

/** The file's running app and browser, read inside its tests and hooks. */
export interface BrowserSuite<App extends Started> {
  readonly app: App;
  readonly browser: Browser;
}

/**
 * Registers the file's beforeAll (start the app, then launch Chromium) and afterAll (close
 * Chromium, then stop the app, whatever part of the set-up succeeded). The file's own hooks
 * registered after this call run inside that pair (vitest runs beforeAll hooks in order and afterAll
 * hooks in reverse), so extra set-up finds the app running and extra teardown the browser open.
 * `timeout` is the set-up's, for apps slower to start than the hook timeout allows.
 */
export function browserSuite<App extends Started>(
  start: () => Promise<App>,
  options: { timeout?: number } = {},
): BrowserSuite<App> {
  let app: App | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await start();
    browser = await launchBrowser();
  }, options.timeout);
  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await app?.stop();
    }
  });
  // A read before beforeAll, or after it failed, says so instead of failing later on undefined.
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`browserSuite: ${name} is not started`);
    return value;
  };
  return {
    get app() {
      return ready(app, 'the app');
    },
    get browser() {
      return ready(browser, 'the browser');
    },
  };
}
