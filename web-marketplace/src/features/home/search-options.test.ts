import { describe, expect, it } from 'vitest';
import { SEARCH_SERVICE_OPTIONS, searchUrl } from './search-options';

describe('hero search', () => {
  it('offers the 10 services of the spec, Table & Chair Hire searching furniture-hire', () => {
    expect(SEARCH_SERVICE_OPTIONS).toHaveLength(10);
    expect(SEARCH_SERVICE_OPTIONS.find((o) => o.label === 'Table & Chair Hire')?.slug).toBe('furniture-hire');
  });
  it('goes to plain /services with no filter', () => {
    expect(searchUrl({ category: '', postcode: '  ', date: '' })).toBe('/services');
  });
  it('keeps only the filled params', () => {
    expect(searchUrl({ category: '', postcode: 'M1 1AE', date: '' })).toBe('/services?location=M1+1AE');
    expect(searchUrl({ category: 'dj-services', postcode: '', date: '2030-06-01' })).toBe(
      '/services?category=dj-services&date=2030-06-01',
    );
  });
});
