import type { EventType, Quote, QuoteStatus } from '@esm/contract/quotes';

const EVENT_TYPE_LABELS: Record<EventType, string> = {
  wedding: 'Wedding',
  corporate: 'Corporate Event',
  private: 'Private Party',
  festival: 'Festival',
  conference: 'Conference',
};

/** A quote answers its event type as text; one the form does not offer shows as sent. */
export const eventTypeLabel = (type: string) => EVENT_TYPE_LABELS[type as EventType] ?? type;

const STATUS: Record<QuoteStatus, { label: string; tone: string }> = {
  draft: { label: 'Draft', tone: '' },
  requested: { label: 'Requested', tone: 'badge--info' },
  booked: { label: 'Booked', tone: 'badge--success' },
  expired: { label: 'Expired', tone: 'badge--danger' },
};

/** A quote past its expiresAt can no longer be booked, whatever its stored status says. */
export function isQuoteExpired(quote: Pick<Quote, 'expiresAt' | 'status'>, now = Date.now()): boolean {
  return quote.status === 'expired' || new Date(quote.expiresAt).getTime() <= now;
}

export function quoteStatus(quote: Pick<Quote, 'expiresAt' | 'status'>): { label: string; tone: string } {
  if (quote.status !== 'booked' && isQuoteExpired(quote)) return STATUS.expired;
  return STATUS[quote.status] ?? { label: quote.status, tone: '' };
}
