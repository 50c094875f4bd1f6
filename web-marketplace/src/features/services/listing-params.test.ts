import type { Category } from '@esm/contract/categories';
import type { Service, ServicePage } from '@esm/contract/services';
import { describe, expect, it } from 'vitest';
import { findCategory, lastPageIfPastTheEnd, MAX_PAGE, readFilters } from './listing-params';

const category = (slug: string, id: string): Category => ({
  id,
  slug,
  name: slug,
  icon: 'fas fa-music',
  description: '',
  imageUrl: '',
});

const page = (items: number, total: number, totalExact = true): ServicePage => ({
  items: Array.from({ length: items }, () => ({}) as Service),
  total,
  totalExact,
  page: 1,
  pageSize: 12,
});

describe('findCategory', () => {
  const categories = [
    category('dj-services', '0b4f5e1c-7a0e-4d7a-9f44-3c2b1a000001'),
    category('stage-hire', '0b4f5e1c-7a0e-4d7a-9f44-3c2b1a000002'),
  ];

  it('finds a category by slug or by id, an id in any case, as the API matches them', () => {
    expect(findCategory(categories, 'stage-hire')?.slug).toBe('stage-hire');
    expect(findCategory(categories, '0b4f5e1c-7a0e-4d7a-9f44-3c2b1a000001')?.slug).toBe('dj-services');
    expect(findCategory(categories, '0B4F5E1C-7A0E-4D7A-9F44-3C2B1A000001')?.slug).toBe('dj-services');
  });

  it('finds nothing for an unknown slug, a slug in another case, or no category asked for', () => {
    expect(findCategory(categories, 'not-a-category')).toBeUndefined();
    expect(findCategory(categories, 'Stage-Hire')).toBeUndefined();
    expect(findCategory(categories, '')).toBeUndefined();
  });
});

describe('lastPageIfPastTheEnd', () => {
  it('gives the last page when the page asked for has no rows but the search has matches', () => {
    // 126 services: ten pages of 12 and six on the eleventh.
    expect(lastPageIfPastTheEnd(99, page(0, 126))).toBe(11);
    expect(lastPageIfPastTheEnd(12, page(0, 126))).toBe(11);
    expect(lastPageIfPastTheEnd(2, page(0, 5))).toBe(1);
    expect(lastPageIfPastTheEnd(200, page(0, 1000, false))).toBe(84);
  });

  it('is null for a page with rows, the first page, and a search with no matches at all', () => {
    expect(lastPageIfPastTheEnd(11, page(6, 126))).toBeNull();
    expect(lastPageIfPastTheEnd(1, page(0, 0))).toBeNull();
    expect(lastPageIfPastTheEnd(3, page(0, 0))).toBeNull();
  });
});

describe('readFilters', () => {
  it('keeps the page the URL asks for, up to the highest the API accepts', () => {
    expect(readFilters(undefined, new URLSearchParams('page=99')).page).toBe(99);
    expect(readFilters(undefined, new URLSearchParams('page=99999')).page).toBe(MAX_PAGE);
    expect(readFilters(undefined, new URLSearchParams('page=0')).page).toBe(1);
    expect(readFilters(undefined, new URLSearchParams('page=x')).page).toBe(1);
  });
});
