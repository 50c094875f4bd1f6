import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** Signs in on the back office's own sign-in page (/admin/login) and waits for the dashboard. */
export async function signInToBackOffice(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
}
