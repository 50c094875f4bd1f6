/** The hero search's service options: label and the category slug it searches. */
export const SEARCH_SERVICE_OPTIONS = [
  { label: 'Stage Hire', slug: 'stage-hire' },
  { label: 'Sound Hire', slug: 'sound-hire' },
  { label: 'Lighting Hire', slug: 'lighting-hire' },
  { label: 'Food Services', slug: 'food-services' },
  { label: 'Table & Chair Hire', slug: 'furniture-hire' },
  { label: 'Bar Hire', slug: 'bar-hire' },
  { label: 'Wedding Planning', slug: 'wedding-planning' },
  { label: 'Marquee Hire', slug: 'marquee-hire' },
  { label: 'DJ Services', slug: 'dj-services' },
  { label: 'Silent Disco Services', slug: 'silent-disco' },
] as const;

export interface SearchFilter {
  category: string;
  postcode: string;
  date: string;
}

/** No filter → plain /services; otherwise /services with only the filled params. */
export function searchUrl(filter: SearchFilter): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.postcode.trim()) params.set('location', filter.postcode.trim());
  if (filter.date) params.set('date', filter.date);
  const query = params.toString();
  return query ? `/services?${query}` : '/services';
}
