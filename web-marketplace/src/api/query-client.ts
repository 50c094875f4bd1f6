import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { ApiError, getJson, withQuery } from './http';

/**
 * The default data loader: a GET on the key's segments joined by slashes. A trailing
 * object segment becomes the query string, so ['/api/services', { page: 2 }] loads
 * /api/services?page=2 and ['/api/services', id, 'reviews'] loads /api/services/{id}/reviews.
 */
export function urlFromKey(queryKey: QueryKey): string {
  const segments: string[] = [];
  let params: object = {};
  for (const segment of queryKey) {
    if (segment !== null && typeof segment === 'object') params = segment;
    else if (segment !== undefined && segment !== null) segments.push(String(segment));
  }
  return withQuery(segments.join('/'), params);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** With 'returnNull' a 401 (and 404 for "no such record of mine") resolves to null, not an error. */
export function getQueryFn<T>(options: {
  on401: UnauthorizedBehavior;
  on404?: 'returnNull';
}): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await getJson<T>(urlFromKey(queryKey));
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 401 && options.on401 === 'returnNull') return null;
        if (error.status === 404 && options.on404 === 'returnNull') return null;
      }
      throw error;
    }
  };
}

/** Data never goes stale, no refetch on focus, no polling, no retries unless a query says so. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** User and provider data are cached 5 minutes. */
export const ACCOUNT_STALE_TIME = 5 * 60 * 1000;
