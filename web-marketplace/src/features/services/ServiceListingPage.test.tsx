import type { Category } from '@esm/contract/categories';
import type { Service, ServicePage } from '@esm/contract/services';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { categoriesKey, servicesKey } from '../../api/catalogue';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { ServiceListingPage } from './ServiceListingPage';

const stageHire: Category = {
  id: 'cat-01',
  slug: 'stage-hire',
  name: 'Stage Hire',
  icon: 'fas fa-microphone',
  description: 'Stages of every size.',
  imageUrl: '',
};

/** The page at `url`, with the categories and (for the search it makes) a page of results cached. */
function render(
  url: string,
  options: { search?: object; result?: ServicePage; categories?: Category[] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: () => new Promise(() => {}), staleTime: Number.POSITIVE_INFINITY },
    },
  });
  if (options.categories !== undefined) queryClient.setQueryData(categoriesKey, options.categories);
  if (options.search && options.result)
    queryClient.setQueryData([...servicesKey, options.search], options.result);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/services" element={<ServiceListingPage />} />
            <Route path="/services/:category" element={<ServiceListingPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const search = (extra: object) => ({
  category: undefined,
  postcode: undefined,
  date: undefined,
  sort: 'relevance',
  page: 1,
  pageSize: 12,
  ...extra,
});

describe('the listing, a page past the end', () => {
  it('keeps the total, says the page is past the end and links to the last page and page 1', () => {
    const html = render('/services?sort=price_asc&page=99', {
      categories: [stageHire],
      search: search({ sort: 'price_asc', page: 99 }),
      result: { items: [], total: 126, totalExact: true, page: 99, pageSize: 12 },
    });
    expect(html).toContain('126 services found');
    expect(html).toContain('Page 99 is past the end of the results');
    expect(html).toContain('The 126 services found fill 11 pages.');
    expect(html).toContain('href="/services?sort=price_asc&amp;page=11"');
    expect(html).toContain('Go to the last page (page 11)');
    expect(html).toContain('href="/services?sort=price_asc"');
    expect(html).not.toContain('No services match your search');
  });

  it('with nothing matching at all, page 3 is just no results', () => {
    const html = render('/services?page=3', {
      categories: [stageHire],
      search: search({ page: 3 }),
      result: { items: [], total: 0, totalExact: true, page: 3, pageSize: 12 },
    });
    expect(html).toContain('No services match your search');
    expect(html).not.toContain('past the end');
  });
});

describe('the listing, a category', () => {
  it('unknown: "Category not found" with a link to all services, never "All Services"', () => {
    const html = render('/services/not-a-category?location=M1%201AE', { categories: [stageHire] });
    expect(html).toContain('<h1 class="landing-card__title">Category not found</h1>');
    expect(html).toContain('We couldn’t find a category called “not-a-category”.');
    expect(html).toContain('href="/services?location=M1+1AE"');
    expect(html).toContain('Browse all services');
    expect(html).not.toContain('All Services');
    expect(html).not.toContain('All categories');
    expect(html).not.toMatch(/services? found/);
  });

  it('asked for by ?category= and unknown: the same', () => {
    const html = render('/services?category=not-a-category', { categories: [stageHire] });
    expect(html).toContain('Category not found');
    expect(html).not.toContain('All Services');
  });

  it('known: its name and description and its services', () => {
    const html = render('/services/stage-hire', {
      categories: [stageHire],
      search: search({ category: 'stage-hire' }),
      result: { items: [] as Service[], total: 0, totalExact: true, page: 1, pageSize: 12 },
    });
    expect(html).toContain('<h1>Stage Hire</h1>');
    expect(html).toContain('Stages of every size.');
    expect(html).not.toContain('Category not found');
  });

  it('while the categories load, the page does not call itself All Services', () => {
    const html = render('/services/stage-hire');
    expect(html).not.toContain('All Services');
    expect(html).not.toContain('Category not found');
  });

  it('none asked for: All Services', () => {
    expect(render('/services', { categories: [stageHire] })).toContain('<h1>All Services</h1>');
  });
});
