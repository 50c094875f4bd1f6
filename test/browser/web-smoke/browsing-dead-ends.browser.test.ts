import type { Service } from '@esm/contract/services';
import { describe, expect, it } from 'vitest';
import { services } from './fixtures';
import { smokeSuite } from './smoke-suite';

/**
 * The browsing pages' dead ends a new client can reach from a link: a page past the end of the
 * results, a category that does not exist, a service id that is not an id. The mocked API answers
 * each as the real one does (api/src/services/): a page past the end has no items and the total;
 * an unknown slug is a search with no matches; a malformed id is a 400 from the params schema.
 */
describe('web-marketplace, browsing dead ends', () => {
  const smoke = smokeSuite();

  /** 126 services: ten full pages of 12 and six on the eleventh. */
  const catalogue: Service[] = Array.from({ length: 126 }, (_, index) => {
    const base = services[index % services.length] as Service;
    const n = String(index + 1).padStart(3, '0');
    return { ...base, id: `svc-bulk-${n}`, name: `${base.name} #${n}` };
  });

  it('a page past the end keeps the total, says so and links to the last page and the first', async () => {
    const s = await smoke.open('visitor', {
      configure: (api) => {
        api.searchCatalogue = catalogue;
      },
    });
    await s.goto('/services?sort=price_asc&page=99');
    await s.page.getByText('Page 99 is past the end of the results').waitFor();
    await s.page.getByText('126 services found', { exact: true }).waitFor();
    expect(await s.page.getByText('No services match your search').count()).toBe(0);
    const last = s.page.getByRole('link', { name: 'Go to the last page (page 11)' });
    expect(await last.getAttribute('href')).toBe('/services?sort=price_asc&page=11');
    expect(await s.page.getByRole('link', { name: 'Back to page 1' }).getAttribute('href')).toBe(
      '/services?sort=price_asc',
    );
    await s.shot('listing-past-the-end');

    await last.click();
    await s.page.waitForURL(/\/services\?sort=price_asc&page=11$/);
    await s.page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Page 11' })
      .waitFor();
    expect(await s.page.locator('.service-card').count()).toBe(6);
    expect(s.api.called('GET', '/api/services').map((call) => call.query.get('page'))).toEqual(['99', '11']);
    expect(s.problems).toEqual([]);
    expect(s.api.unhandled).toEqual([]);
  });

  it('a page past the end of no results at all is just no results', async () => {
    const s = await smoke.open('visitor');
    await s.goto('/services/silent-disco?page=3');
    await s.page.getByText('No services match your search').waitFor();
    expect(await s.page.getByText('past the end').count()).toBe(0);
    expect(s.problems).toEqual([]);
  });

  for (const route of ['/services/not-a-category', '/services?category=not-a-category']) {
    it(`an unknown category says it was not found, not "All Services" (${route})`, async () => {
      const s = await smoke.open('visitor');
      await s.goto(route);
      await s.page.getByRole('heading', { name: 'Category not found', level: 1 }).waitFor();
      await s.page.getByText('We couldn’t find a category called “not-a-category”.').waitFor();
      expect(await s.page.getByText('All Services', { exact: true }).count()).toBe(0);
      expect(await s.page.getByText('All categories', { exact: true }).count()).toBe(0);
      expect(await s.page.getByText(/services? found/).count()).toBe(0);
      expect(await s.page.title()).toMatch(/^Category not found/);
      await s.shot(`listing-unknown-category${route.includes('?') ? '-query' : ''}`);

      await s.page.getByRole('link', { name: 'Browse all services' }).click();
      await s.page.waitForURL(/\/services$/);
      await s.page.getByRole('heading', { name: 'All Services', level: 1 }).waitFor();
      await s.page.getByText('8 services found').waitFor();
      expect(s.problems).toEqual([]);
      expect(s.api.unhandled).toEqual([]);
    });
  }

  it('a known category still lists its services', async () => {
    const s = await smoke.open('visitor');
    await s.goto('/services/stage-hire');
    await s.page.getByRole('heading', { name: 'Stage Hire', level: 1 }).waitFor();
    await s.page.getByText('1 service found').waitFor();
    expect(await s.page.getByText('Category not found').count()).toBe(0);
    expect(s.problems).toEqual([]);
  });

  for (const [id, status] of [
    ['abc', 400],
    ['7d0c0a52-1f0e-4e53-9a3f-000000000000', 404],
  ] as const) {
    it(`a service link to "${id}" (API ${status}) shows Service not found, not a retry`, async () => {
      const s = await smoke.open('visitor');
      const answer = s.page.waitForResponse((r) => new URL(r.url()).pathname === `/api/services/${id}`);
      await s.goto(`/service/${id}`);
      // The mocked API answers as the real one does for this id: 400 malformed, 404 unknown.
      expect((await answer).status()).toBe(status);
      await s.page.getByRole('heading', { name: 'Service not found', level: 1 }).waitFor();
      expect(await s.page.getByText('Failed to fetch services').count()).toBe(0);
      expect(await s.page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      expect(await s.page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
      expect(s.api.called('GET', `/api/services/${id}`)).toHaveLength(1);
      if (status === 400) await s.shot('service-malformed-id');
      expect(s.problems).toEqual([]);
    });
  }
});
