import type { Category } from '@esm/contract/categories';
import type { ServicePage, ServiceSort } from '@esm/contract/services';

export const PAGE_SIZE = 12;

/** The API refuses a page above this (searchQuery in @esm/contract/services) with a 400. */
export const MAX_PAGE = 10_000;

export const SORT_OPTIONS: ReadonlyArray<{ value: ServiceSort; label: string; needsPostcode?: boolean }> = [
  { value: 'relevance', label: 'Most relevant' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest' },
  { value: 'distance', label: 'Distance', needsPostcode: true },
];

export interface ListingFilters {
  category: string;
  location: string;
  date: string;
  sort: ServiceSort;
  page: number;
}

const isSort = (value: string | null): value is ServiceSort =>
  SORT_OPTIONS.some((option) => option.value === value);

/**
 * The listing's state lives in the URL (shareable, back-button friendly): the category from the
 * path (/services/{slug}) or ?category=, plus location (postcode), date, sort and page.
 */
export function readFilters(pathCategory: string | undefined, params: URLSearchParams): ListingFilters {
  const location = params.get('location') ?? '';
  const sortParam = params.get('sort');
  let sort: ServiceSort = isSort(sortParam) ? sortParam : 'relevance';
  if (sort === 'distance' && !location) sort = 'relevance';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    category: pathCategory ?? params.get('category') ?? '',
    location,
    date: params.get('date') ?? '',
    sort,
    // A page above the API's limit would be refused, and a retry could never help: it asks for the
    // highest page instead, which is past the end and offers the last one.
    page: Number.isFinite(page) && page > 0 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/**
 * The category the listing asks for, by slug (/services/dj-services) or id (?category=…), as the
 * API matches it: a slug exactly, an id whatever its case. Undefined when no category has it.
 */
export function findCategory(categories: readonly Category[], wanted: string): Category | undefined {
  if (!wanted) return undefined;
  const id = wanted.toLowerCase();
  return categories.find((c) => c.slug === wanted || c.id.toLowerCase() === id);
}

/**
 * The last page with results when the page asked for is past the end (the API answers it with no
 * items and the total: docs/search.md, "The total"); null otherwise, also when nothing matches at
 * all (that is "no results", not a page too far).
 */
export function lastPageIfPastTheEnd(page: number, result: ServicePage): number | null {
  if (result.items.length > 0 || page <= 1 || result.total <= 0) return null;
  const last = Math.max(1, Math.ceil(result.total / result.pageSize));
  return last < page ? last : null;
}

/** The URL for a set of filters: a category goes in the path, everything else only when set. */
export function filtersUrl(filters: ListingFilters): string {
  const params = new URLSearchParams();
  if (filters.location) params.set('location', filters.location);
  if (filters.date) params.set('date', filters.date);
  if (filters.sort !== 'relevance') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const path = filters.category ? `/services/${encodeURIComponent(filters.category)}` : '/services';
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
