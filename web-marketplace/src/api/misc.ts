import type { Analytics } from '@esm/contract/analytics';
import type { ContactRequest } from '@esm/contract/contact';
import type { DocumentType, VerificationDocument } from '@esm/contract/verification';
import { useQuery } from '@tanstack/react-query';
import { postJson } from './http';
import { getQueryFn } from './query-client';

export const sendContactMessage = (body: ContactRequest) => postJson<{ id: string }>('/api/contact', body);

/** Null when the statistics are not available (empty answer or 404): the page shows samples. */
export function useAnalyticsQuery() {
  return useQuery<Analytics | null>({
    queryKey: ['/api/analytics'],
    queryFn: getQueryFn<Analytics>({ on401: 'throw', on404: 'returnNull' }),
  });
}

export const verificationDocumentsKey = ['/api/verification-documents'] as const;

export function useVerificationDocumentsQuery() {
  return useQuery<VerificationDocument[]>({ queryKey: verificationDocumentsKey });
}

/** `expiryDate` (yyyy-mm-dd, optional): the document stops counting once that day is over. */
export const submitVerificationDocument = (
  documentType: DocumentType,
  documentUrl: string,
  expiryDate: string | null = null,
) =>
  postJson<VerificationDocument>('/api/verification-documents', {
    documentType,
    documentUrl,
    ...(expiryDate ? { expiryDate } : {}),
  });
