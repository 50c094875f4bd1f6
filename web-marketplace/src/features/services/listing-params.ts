import type { ServiceSort } from '@esm/contract/services';

export const PAGE_SIZE = 12;

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
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
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
