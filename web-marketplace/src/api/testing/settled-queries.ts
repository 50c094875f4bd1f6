import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * For rendering a screen to markup in a unit test with its answers already in place: nothing is
 * fetched, retried or fetched again while it renders.
 */
export function settledQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: () => new Promise(() => {}),
        retry: false,
        retryOnMount: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
    },
  });
}

/** Puts a failed answer under `queryKey`, as if it had been asked for and failed with `error`. */
export function failQuery(client: QueryClient, queryKey: QueryKey, error: Error): void {
  const query = client.getQueryCache().build(client, { queryKey });
  query.setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
}
