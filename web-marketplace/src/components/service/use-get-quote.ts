import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/use-auth';
import { goToLoginAfter } from '../../lib/navigation';
import { useToast } from '../toast/toast-context';

export interface DirectQuoteOptions {
  eventDate?: string;
  tableQuantity?: number;
  chairQuantity?: number;
}

/** Seconds before the sign-in redirect, so the toast can be read (1 second). */
export const AUTH_REDIRECT_MS = 1000;

/** Builds /checkout?serviceId=…&eventDate=…&tableQuantity=…&chairQuantity=… with the filled values. */
export function directCheckoutUrl(serviceId: string, options: DirectQuoteOptions = {}): string {
  const params = new URLSearchParams({ serviceId });
  if (options.eventDate) params.set('eventDate', options.eventDate);
  if (options.tableQuantity !== undefined) params.set('tableQuantity', String(options.tableQuantity));
  if (options.chairQuantity !== undefined) params.set('chairQuantity', String(options.chairQuantity));
  return `/checkout?${params.toString()}`;
}

/**
 * Get Quote on a service: signed-in users go to the direct checkout; visitors get the
 * 'Authentication Required' toast and the sign-in page a second later.
 */
export function useGetQuote() {
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    (serviceId: string, options: DirectQuoteOptions = {}) => {
      const target = directCheckoutUrl(serviceId, options);
      if (!isSignedIn) {
        toast({
          title: 'Authentication Required',
          description: 'Please sign in to request quotes for services.',
          variant: 'destructive',
        });
        goToLoginAfter(AUTH_REDIRECT_MS, target);
        return;
      }
      navigate(target);
    },
    [isSignedIn, navigate, toast],
  );
}
