import { describe, expect, it } from 'vitest';
import { smokeSuite } from './smoke-suite';

/** A service already boosted is not offered its own package again; what is charged is said. */
describe('web-marketplace, boost page with a boost in force', () => {
  const smoke = smokeSuite();

  it('Featured running: no Choose Featured Boost, nor the lesser Category Boost; the renewal price is said', async () => {
    const s = await smoke.open('provider');
    await s.goto('/services/svc-stage-01/boost');
    await s.page.getByText('Featured Boost is active').waitFor();
    expect(await s.page.getByRole('button', { name: 'Choose Featured Boost' }).count()).toBe(0);
    expect(await s.page.getByRole('button', { name: 'Choose Category Boost' }).count()).toBe(0);
    const featured = s.page.locator('section[aria-labelledby="pkg-boost-pkg-featured"]');
    await featured.getByText('Your current package', { exact: true }).waitFor();
    const category = s.page.locator('section[aria-labelledby="pkg-boost-pkg-category"]');
    await category.getByText('Included in your Featured Boost', { exact: true }).waitFor();
    await s.page.getByText(/Renews on .+ at £45\.00 a month\./).waitFor();
    await s.shot('boost-featured-active');
    expect(s.api.called('POST', '/api/services/svc-stage-01/boost')).toEqual([]);
    expect(s.problems).toEqual([]);
  });

  it('Category running: Featured is offered as an upgrade that says what is charged', async () => {
    const s = await smoke.open('provider', {
      configure: (api) => {
        api.boostStatus['svc-sound-01'] = { isBoosted: true, boostLevel: 'category' };
      },
    });
    await s.goto('/services/svc-sound-01/boost');
    await s.page.getByText('Category Boost is active').waitFor();
    await s.page.getByText(/Renews on .+ at £25\.00 a month\./).waitFor();
    const category = s.page.locator('section[aria-labelledby="pkg-boost-pkg-category"]');
    await category.getByText('Your current package', { exact: true }).waitFor();
    const featured = s.page.locator('section[aria-labelledby="pkg-boost-pkg-featured"]');
    await featured
      .getByText('£45.00 a month, less the unused part of your Category Boost', { exact: false })
      .waitFor();
    await featured.getByRole('button', { name: 'Upgrade to Featured Boost' }).click();
    await s.page.getByText('Today, less the unused part of your Category Boost').waitFor();
    await s.page.getByText('Then, each month').waitFor();
    expect(s.api.called('POST', '/api/services/svc-sound-01/boost')[0]?.body).toEqual({
      packageId: 'boost-pkg-featured',
    });
    await s.shot('boost-upgrade');
    expect(s.problems).toEqual([]);
  });
});
