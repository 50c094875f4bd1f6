import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './navigation';

const SITE = 'https://eventhire.example';
const landsOn = (returnTo: string) => new URL(returnTo, `${SITE}/login`);

describe('safeReturnTo on the sign-in page: same origin only', () => {
  // As URLSearchParams decodes them: `returnTo=/%09/evil.example` arrives as "/\t/evil.example".
  const attacks = [
    new URLSearchParams('r=/%09/evil.example').get('r'),
    new URLSearchParams('r=/%0A/evil.example').get('r'),
    new URLSearchParams('r=%2F%2Fevil.example').get('r'),
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/.//evil.example',
    '///evil.example',
    'https:evil.example',
    'https://evil.example',
    '//evil.example@eventhire.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,hi',
    'evil.example',
    '',
    null,
  ];
  for (const payload of attacks) {
    it(`keeps ${JSON.stringify(payload)} on the site`, () => {
      const target = safeReturnTo(payload, SITE);
      expect(landsOn(target).origin).toBe(SITE);
      expect(target.startsWith('//')).toBe(false);
    });
  }

  it('keeps the site’s own paths', () => {
    expect(safeReturnTo('/services/abc?date=2026-09-19#photos', SITE)).toBe(
      '/services/abc?date=2026-09-19#photos',
    );
    expect(safeReturnTo('/provider-dashboard', SITE)).toBe('/provider-dashboard');
  });
});
