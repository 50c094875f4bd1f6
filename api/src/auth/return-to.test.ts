import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './routes';

const SITE = 'https://eventhire.example';

/** Where a browser would end up after `location.assign(returnTo)` on the site. */
const landsOn = (returnTo: string) => new URL(returnTo, `${SITE}/login`);

describe('returnTo after sign-in: same origin only', () => {
  // Each is decoded as the query string parser hands it over (`%09` is a tab, and so on).
  const attacks = [
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/ /evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/.//evil.example',
    '/%2e//evil.example',
    '/\\/evil.example',
    'https:evil.example',
    'https://evil.example',
    'http://evil.example/',
    'HTTPS://evil.example',
    '//evil.example@eventhire.example',
    'https://eventhire.example@evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '///evil.example',
    '/\u0000/evil.example',
    'evil.example',
    '',
  ];

  for (const payload of attacks) {
    it(`keeps ${JSON.stringify(payload)} on the site`, () => {
      const target = safeReturnTo(payload, SITE);
      expect(landsOn(target).origin).toBe(SITE);
      expect(target.startsWith('/')).toBe(true);
      expect(target.startsWith('//')).toBe(false);
    });
  }

  it('refuses what is not a string', () => {
    expect(safeReturnTo(undefined, SITE)).toBe('/');
    expect(safeReturnTo(['/a', '//evil.example'], SITE)).toBe('/');
  });

  it('keeps the site’s own paths with their query and fragment', () => {
    expect(safeReturnTo('/services/abc?date=2026-09-19#photos', SITE)).toBe(
      '/services/abc?date=2026-09-19#photos',
    );
    expect(safeReturnTo('/provider-dashboard', SITE)).toBe('/provider-dashboard');
    expect(safeReturnTo('/search?q=a%20b', SITE)).toBe('/search?q=a%20b');
  });
});
