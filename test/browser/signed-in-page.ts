import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { browserZone, collectJourneyProblems } from './harness';

/** The password TestClient.signUp gives every account it creates. */
export const TEST_CLIENT_PASSWORD = 'correct-horse-battery';

export interface SignedInPage {
  context: BrowserContext;
  page: Page;
  /** collectJourneyProblems(page) */
  problems: string[];
}

/**
 * A fresh context in the suite's zone, signed in through the API rather than the sign-in screen
 * (which has tests of its own), with one page whose journey problems are collected. The context's
 * cookie jar is the page's, so the page starts signed in.
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  password = TEST_CLIENT_PASSWORD,
): Promise<SignedInPage> {
  const context = await browser.newContext(browserZone());
  const page = await context.newPage();
  const problems = collectJourneyProblems(page);
  const login = await context.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
  expect(login.status(), `signing in as ${email}`).toBe(200);
  return { context, page, problems };
}
