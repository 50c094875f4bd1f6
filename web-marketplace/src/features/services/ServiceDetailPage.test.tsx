import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { servicesKey } from '../../api/catalogue';
import { ApiError } from '../../api/http';
import { failQuery, settledQueryClient } from '../../api/testing/settled-queries';
import { isServiceMissing, ServiceDetailPage } from './ServiceDetailPage';

const apiError = (status: number, code: string, message: string) =>
  new ApiError(status, JSON.stringify({ code, message }), { code, message });

const malformed = apiError(400, 'VALIDATION_FAILED', 'Not a valid id (params)');
const unknown = apiError(404, 'NOT_FOUND', 'Service not found');
const down = apiError(503, 'SERVICE_UNAVAILABLE', 'Please try again in a moment.');

/** /service/{id} whose GET /api/services/{id} failed with `error`. */
function render(id: string, error: Error): string {
  const queryClient = settledQueryClient();
  failQuery(queryClient, [...servicesKey, id], error);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/service/${id}`]}>
        <Routes>
          <Route path="/service/:id" element={<ServiceDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the service page when the service cannot be loaded', () => {
  it('a malformed id (400) is "Service not found", as an unknown one (404) is', () => {
    for (const [id, error] of [
      ['abc', malformed],
      ['7d0c0a52-1f0e-4e53-9a3f-000000000000', unknown],
    ] as const) {
      const html = render(id, error);
      expect(html).toContain('Service not found');
      expect(html).toContain('Back to Home');
      expect(html).not.toContain('Failed to fetch services');
      expect(html).not.toContain('Try again');
    }
  });

  it('a failure a retry may mend is "Failed to fetch services" with Try again', () => {
    const html = render('7d0c0a52-1f0e-4e53-9a3f-000000000000', down);
    expect(html).toContain('Failed to fetch services');
    expect(html).toContain('Try again');
    expect(html).not.toContain('Service not found');
  });

  it('isServiceMissing: 400 and 404 only', () => {
    expect(isServiceMissing(malformed)).toBe(true);
    expect(isServiceMissing(unknown)).toBe(true);
    expect(isServiceMissing(down)).toBe(false);
    expect(isServiceMissing(new TypeError('Failed to fetch'))).toBe(false);
  });
});
