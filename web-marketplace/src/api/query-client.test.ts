import { describe, expect, it } from 'vitest';
import { urlFromKey } from './query-client';

describe('the default data loader', () => {
  it('joins the key segments with slashes', () => {
    expect(urlFromKey(['/api/services', 'abc', 'reviews'])).toBe('/api/services/abc/reviews');
  });
  it('turns a trailing object into the query string, leaving out empty values', () => {
    expect(
      urlFromKey(['/api/services', { category: 'sound-hire', postcode: '', page: 2, q: undefined }]),
    ).toBe('/api/services?category=sound-hire&page=2');
  });
});
