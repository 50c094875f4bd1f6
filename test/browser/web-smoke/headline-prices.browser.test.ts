import { describe, expect, it } from 'vitest';
import { smokeSuite } from './smoke-suite';

/**
 * Wherever a client sees a price, the total a direct booking costs (the server's, the platform
 * fee included) is beside the base price.
 */
describe('web-marketplace, headline prices', () => {
  const smoke = smokeSuite();

  const TOTAL = '£1,740.00 incl. platform fee'; // the stage: £1,450.00 base

  it('listing, home, service page and quote builder show the total beside the base price', async () => {
    const s = await smoke.open('client');

    await s.goto('/services/stage-hire');
    const card = s.page.locator('article', { hasText: 'Modular Outdoor Stage 8m x 6m' }).first();
    await card.getByText('From £1,450.00').waitFor();
    await card.getByText(TOTAL).waitFor();

    await s.goto('/');
    await s.page.getByText(TOTAL).first().waitFor();

    await s.goto('/service/svc-stage-01');
    const main = s.page.getByRole('main');
    await main.getByText('Modular Outdoor Stage 8m x 6m').first().waitFor();
    // The header, the Get Quote panel and Quick info.
    expect(await main.getByText(TOTAL).count()).toBeGreaterThanOrEqual(3);

    await s.goto('/');
    const builder = s.page.locator('#quote-builder');
    await builder.getByRole('button', { name: 'Add Service' }).click();
    const picker = s.page.getByRole('dialog', { name: 'Add a service to your quote' });
    await picker.getByLabel('Search services').fill('Modular');
    await picker.getByText(TOTAL).waitFor();
    await picker.getByRole('button', { name: 'Add Modular Outdoor Stage 8m x 6m' }).click();
    await s.page.keyboard.press('Escape');
    await builder.getByText(TOTAL).first().waitFor();
    await s.shot('headline-prices-builder');
    expect(s.problems).toEqual([]);
  });
});
