import { describe, expect, it } from 'vitest';
import { type Session, smokeArtifacts } from './session';
import { smokeSuite } from './smoke-suite';

/**
 * Phones: nothing overflows sideways down to 320 px, the width WCAG's reflow rule asks pages to
 * work at, and the mobile menu works.
 */
describe('web-marketplace on phones', () => {
  const smoke = smokeSuite();

  const horizontalOverflow = (s: Session) =>
    s.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  /** Opens each route, lets it settle, and expects nothing wider than the screen. */
  async function expectNoSidewaysScroll(s: Session, routes: string[]) {
    for (const route of routes) {
      await s.goto(route);
      await s.page.getByRole('main').locator('h1').first().waitFor();
      await s.page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(s), route).toBeLessThanOrEqual(0);
    }
  }

  it('home for a visitor, with the menu open', async () => {
    const s = await smoke.open('visitor', { width: 375, height: 812 });
    await s.goto('/');
    await s.page.getByText('Modular Outdoor Stage 8m x 6m').first().waitFor();
    expect(await horizontalOverflow(s)).toBeLessThanOrEqual(0);
    await s.shot('mobile-home');
    await s.page.getByRole('button', { name: 'Open menu' }).click();
    await s.page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Join as Provider' })
      .waitFor();
    await s.page.screenshot({ path: `${smokeArtifacts}/mobile-menu.png` });
    await s.page.keyboard.press('Escape');
    await s.page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'detached' });
    expect(s.problems).toEqual([]);
  });

  it('public pages fit a 320 px screen', async () => {
    const s = await smoke.open('visitor', { width: 320, height: 640 });
    await expectNoSidewaysScroll(s, [
      '/',
      '/services',
      '/service/svc-furn-01',
      '/pricing',
      '/support',
      '/contact',
      '/login',
      '/terms',
    ]);
    expect(s.problems).toEqual([]);
  });

  it("a client's own pages fit a 320 px screen", async () => {
    const s = await smoke.open('client', { width: 320, height: 640 });
    await expectNoSidewaysScroll(s, [
      '/bookings',
      '/bookings/booking-7f3a-4c1d-9e2b-5a6c7d8e9f01',
      '/quotes',
      '/messages',
    ]);
    // The review prompt's button carries the service's name: with labels kept on one line, it
    // pushed the whole page sideways. The prompt must be there for the check above to mean that.
    await s.goto('/bookings');
    await s.page.getByRole('button', { name: 'Review Wedding Uplighting Package' }).waitFor();
    expect(await horizontalOverflow(s), '/bookings with a review prompt').toBeLessThanOrEqual(0);
    await s.shot('mobile-my-bookings');
    expect(s.problems).toEqual([]);
  });

  it("the quote builder's service picker shows each name whole", async () => {
    const s = await smoke.open('visitor', { width: 375, height: 812 });
    await s.goto('/');
    await s.page.locator('#quote-builder').getByRole('button', { name: 'Add Service' }).click();
    const picker = s.page.getByRole('dialog', { name: 'Add a service to your quote' });
    await picker.getByLabel('Search services').fill('Modular');
    const name = picker.locator('.picker__name', { hasText: 'Modular Outdoor Stage 8m x 6m' });
    await name.waitFor();
    // Clipped to one line, a phone showed only the first two words of every name; beside the
    // Add button the name had 116 px and took four lines.
    const fit = await name.evaluate((el) => ({
      clipped: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
      lines: Math.round(
        el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
      ),
    }));
    expect(fit).toEqual({ clipped: false, lines: expect.any(Number) });
    expect(fit.lines).toBeLessThanOrEqual(2);
    await s.shot('mobile-picker');
    // A double click on Add, which now sits under the name, adds the service once.
    await picker.getByRole('button', { name: 'Add Modular Outdoor Stage 8m x 6m' }).dblclick();
    await picker.getByRole('button', { name: 'Modular Outdoor Stage 8m x 6m added' }).waitFor();
    await s.page.keyboard.press('Escape');
    await expect.poll(() => s.page.locator('#quote-builder .quote-items > *').count()).toBe(1);
    expect(s.problems).toEqual([]);
  });

  it('provider dashboard at 320 px, with the welcome line in the menu', async () => {
    const s = await smoke.open('provider', { width: 320, height: 640 });
    await expectNoSidewaysScroll(s, [
      '/provider-dashboard',
      '/provider-dashboard?tab=services',
      '/provider-dashboard?tab=bookings',
      '/provider-dashboard?tab=chats',
      '/provider-dashboard?tab=verification',
      '/provider-dashboard?tab=settings',
      '/provider/bank-details',
      '/upgrade/enterprise',
      '/service/svc-stage-01',
      '/checkout?quote=quote-0000-0000-0000-00000000a1b2',
      '/pricing',
      '/analytics',
    ]);
    await s.goto('/provider-dashboard');
    await s.page.getByText("This month's bookings").waitFor();
    await s.shot('mobile-dashboard');
    await s.page.getByRole('button', { name: 'Open menu' }).click();
    await s.page.getByText('Welcome, James Walker').waitFor();
    expect(s.problems).toEqual([]);
  });
});
