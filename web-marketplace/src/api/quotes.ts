import type { Quote, QuoteRequest } from '@esm/contract/quotes';
import { useQuery } from '@tanstack/react-query';
import { postJson } from './http';

export const quotesKey = ['/api/quotes'] as const;

export function useQuotesQuery(enabled: boolean) {
  return useQuery<Quote[]>({ queryKey: quotesKey, enabled });
}

export function useQuoteQuery(id: string | undefined) {
  return useQuery<Quote>({ queryKey: [...quotesKey, id], enabled: Boolean(id) });
}

export const createQuote = (body: QuoteRequest) => postJson<Quote>('/api/quotes', body);
