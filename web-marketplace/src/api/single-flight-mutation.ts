import type { DefaultError, UseMutationOptions, UseMutationResult } from '@tanstack/react-query';
// biome-ignore lint/style/noRestrictedImports: the one place the app's mutations come from.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * useMutation that sends one request at a time: while one is on its way, mutate and mutateAsync
 * do nothing new (mutateAsync answers the request already sent). React Query tells React about
 * `isPending` after the click's event has ended, so the second click of a double click (or a
 * second Enter) reaches the handler while the button still looks ready: a chat message went twice.
 * Every mutation of the app goes through here (the lint rule forbids useMutation itself).
 */
export function useSingleFlightMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const inFlight = useRef<Promise<TData> | null>(null);
  const { mutateAsync } = mutation;

  const guardedAsync: typeof mutateAsync = useCallback(
    (...args) => {
      if (inFlight.current) return inFlight.current;
      const request = mutateAsync(...args).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = request;
      return request;
    },
    [mutateAsync],
  );
  // As useMutation's own mutate: the error is the mutation's state (and onError's), not a rejection.
  const guarded: typeof mutation.mutate = useCallback(
    (...args) => {
      guardedAsync(...args).catch(() => {});
    },
    [guardedAsync],
  );
  return { ...mutation, mutate: guarded, mutateAsync: guardedAsync };
}
