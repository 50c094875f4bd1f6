import type { ServiceSort } from '@esm/contract/services';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useCategoriesQuery, useServicesQuery } from '../../api/catalogue';
import { EmptyState, ErrorState } from '../../components/States';
import { ServiceCard, ServiceCardSkeleton } from '../../components/service/ServiceCard';
import { useGetQuote } from '../../components/service/use-get-quote';
import { usePageTitle } from '../../components/use-page-title';
import { pluralise } from '../../lib/format';
import { FilterBar } from './FilterBar';
import { filtersUrl, type ListingFilters, PAGE_SIZE, readFilters, SORT_OPTIONS } from './listing-params';
import { Pagination } from './Pagination';
import './services.css';

/** /services and /services/{category}: filters, count, sort, cards, pages. */
export function ServiceListingPage() {
  const { category: pathCategory } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFilters(pathCategory, params);
  const categories = useCategoriesQuery();
  const category = useMemo(
    () => categories.data?.find((c) => c.slug === filters.category || c.id === filters.category),
    [categories.data, filters.category],
  );
  const services = useServicesQuery({
    category: filters.category || undefined,
    postcode: filters.location || undefined,
    date: filters.date || undefined,
    sort: filters.sort,
    page: filters.page,
    pageSize: PAGE_SIZE,
  });
  const getQuote = useGetQuote();
  usePageTitle(category?.name ?? 'All Services');

  const go = (next: Partial<ListingFilters>) => navigate(filtersUrl({ ...filters, page: 1, ...next }));
  // Past 1,000 matches (100 around a venue) the server stops counting ("1,000+"): there is at
  // least one page more than the counted ones fill, and Next stays open until a page comes back
  // short.
  const pageCount = services.data
    ? Math.ceil((services.data.total + (services.data.totalExact ? 0 : 1)) / services.data.pageSize)
    : 0;

  return (
    <>
      <header className="page-header">
        <div className="container">
          <h1>{category?.name ?? 'All Services'}</h1>
          <p>
            {category?.description ??
              'Compare event services from verified providers across the UK. Boosted services appear first.'}
          </p>
        </div>
      </header>
      <div className="container section listing">
        <FilterBar
          filters={filters}
          categories={categories.data ?? []}
          // A 'distance' sort without a postcode falls back to relevance when the URL is read.
          onApply={(next) => go(next)}
        />
        <div className="listing__toolbar">
          <p className="listing__count" aria-live="polite">
            {services.data
              ? `${servicesCount(services.data.total, services.data.totalExact)} found`
              : 'Searching…'}
          </p>
          <div className="listing__sort">
            <label htmlFor="listing-sort">Sort by</label>
            <select
              id="listing-sort"
              className="select"
              value={filters.sort}
              onChange={(event) => go({ sort: event.target.value as ServiceSort })}
            >
              {SORT_OPTIONS.filter((option) => !option.needsPostcode || filters.location).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {services.isPending ? (
          <div className="service-grid" aria-busy="true">
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <ServiceCardSkeleton key={index} />
            ))}
          </div>
        ) : services.isError ? (
          <ErrorState title="Failed to fetch services" onRetry={() => services.refetch()} />
        ) : services.data.items.length === 0 ? (
          <EmptyState title="No services match your search">
            <p>Try another date, a different postcode or all categories.</p>
          </EmptyState>
        ) : (
          <>
            <div className="service-grid">
              {services.data.items.map((service) => (
                <ServiceCard
                  key={service.id}
                  service={service}
                  onGetQuote={(s) => getQuote(s.id, { eventDate: filters.date || undefined })}
                />
              ))}
            </div>
            <Pagination
              page={filters.page}
              pageCount={pageCount}
              more={!services.data.totalExact && services.data.items.length === services.data.pageSize}
              onPage={(page) => navigate(filtersUrl({ ...filters, page }))}
            />
          </>
        )}
      </div>
    </>
  );
}

/** "4 services", or "1,000+ services" ("100+" near a venue) when the server stopped counting. */
export function servicesCount(total: number, exact: boolean): string {
  return exact ? pluralise(total, 'service') : `${total.toLocaleString('en-GB')}+ services`;
}
