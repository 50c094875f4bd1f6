import type { ServiceSort } from '@esm/contract/services';
import { ArrowLeft, Search } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useCategoriesQuery, useServicesQuery } from '../../api/catalogue';
import { LandingCard } from '../../components/LandingCard';
import { EmptyState, ErrorState } from '../../components/States';
import { ServiceCard, ServiceCardSkeleton } from '../../components/service/ServiceCard';
import { useGetQuote } from '../../components/service/use-get-quote';
import { usePageTitle } from '../../components/use-page-title';
import { pluralise } from '../../lib/format';
import { FilterBar } from './FilterBar';
import {
  filtersUrl,
  findCategory,
  type ListingFilters,
  lastPageIfPastTheEnd,
  PAGE_SIZE,
  readFilters,
  SORT_OPTIONS,
} from './listing-params';
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
    () => findCategory(categories.data ?? [], filters.category),
    [categories.data, filters.category],
  );
  // A slug no category has: the API answers it as a search with no matches, which would read as
  // "All Services, 0 found". Only the list of categories can tell, so the page says not found.
  const categoryUnknown = Boolean(filters.category) && categories.isSuccess && !category;
  const services = useServicesQuery(
    {
      category: filters.category || undefined,
      postcode: filters.location || undefined,
      date: filters.date || undefined,
      sort: filters.sort,
      page: filters.page,
      pageSize: PAGE_SIZE,
    },
    { enabled: !categoryUnknown },
  );
  const getQuote = useGetQuote();
  // With a category asked for, the page never calls itself "All Services", even while loading.
  const title = category?.name ?? (filters.category ? 'Services' : 'All Services');
  usePageTitle(categoryUnknown ? 'Category not found' : title);

  const go = (next: Partial<ListingFilters>) => navigate(filtersUrl({ ...filters, page: 1, ...next }));
  // Past 1,000 matches (100 around a venue) the server stops counting ("1,000+"): there is at
  // least one page more than the counted ones fill, and Next stays open until a page comes back
  // short.
  const pageCount = services.data
    ? Math.ceil((services.data.total + (services.data.totalExact ? 0 : 1)) / services.data.pageSize)
    : 0;
  const lastPage = services.data ? lastPageIfPastTheEnd(filters.page, services.data) : null;

  if (categoryUnknown)
    return (
      <CategoryNotFound
        slug={filters.category}
        allServices={filtersUrl({ ...filters, category: '', page: 1 })}
      />
    );

  return (
    <>
      <header className="page-header">
        <div className="container">
          <h1>{title}</h1>
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
        ) : lastPage !== null ? (
          <EmptyState title={`Page ${filters.page.toLocaleString('en-GB')} is past the end of the results`}>
            <p>
              {`The ${servicesCount(services.data.total, services.data.totalExact)} found fill ${pluralise(lastPage, 'page')}.`}
            </p>
            <div className="button-row button-row--center">
              {lastPage > 1 && (
                <Link to={filtersUrl({ ...filters, page: lastPage })} className="button button--primary">
                  {`Go to the last page (page ${lastPage.toLocaleString('en-GB')})`}
                </Link>
              )}
              <Link
                to={filtersUrl({ ...filters, page: 1 })}
                className={`button ${lastPage > 1 ? 'button--secondary' : 'button--primary'}`}
              >
                Back to page 1
              </Link>
            </div>
          </EmptyState>
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

/** /services/{slug} (or ?category=) for a category that does not exist: never "All Services". */
function CategoryNotFound({ slug, allServices }: { slug: string; allServices: string }) {
  return (
    <div className="container section">
      <LandingCard
        title="Category not found"
        text={`We couldn’t find a category called “${slug}”. It may have been renamed or removed, or the link is wrong.`}
        actions={
          <>
            <Link to={allServices} className="button button--primary">
              <Search size={16} aria-hidden="true" /> Browse all services
            </Link>
            <Link to="/" className="button button--secondary">
              <ArrowLeft size={16} aria-hidden="true" /> Back to Home
            </Link>
          </>
        }
      />
    </div>
  );
}

/** "4 services", or "1,000+ services" ("100+" near a venue) when the server stopped counting. */
export function servicesCount(total: number, exact: boolean): string {
  return exact ? pluralise(total, 'service') : `${total.toLocaleString('en-GB')}+ services`;
}
