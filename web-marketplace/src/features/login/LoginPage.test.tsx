import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userKey } from '../../api/auth';
import { LoginPage } from './LoginPage';

function render(url: string): string {
  // The page reads the site's origin to keep returnTo on it.
  vi.stubGlobal('window', { location: { origin: 'https://eventhire.test' } });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: () => new Promise(() => {}), staleTime: Number.POSITIVE_INFINITY },
    },
  });
  queryClient.setQueryData(userKey, null);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const count = (html: string, text: string) => html.split(text).length - 1;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sign-in page’s terms and privacy policy', () => {
  for (const url of ['/login?mode=signup', '/login?mode=provider']) {
    it(`Sign Up says it once, with links (${url})`, () => {
      const html = render(url);
      expect(count(html, 'By creating an account you agree to our')).toBe(1);
      expect(count(html, 'See our')).toBe(0);
      expect(count(html, '<a href="/terms"')).toBe(1);
      expect(count(html, '<a href="/privacy"')).toBe(1);
    });
  }

  it('Sign In links to them', () => {
    const html = render('/login');
    expect(count(html, 'By creating an account')).toBe(0);
    expect(count(html, '<a href="/terms"')).toBe(1);
    expect(count(html, '<a href="/privacy"')).toBe(1);
  });
});
