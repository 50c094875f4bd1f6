import type { EventType, Quote, QuoteStatus } from '../../api/types';

const EVENT_TYPE_LABELS: Record<EventType, string> = {
  wedding: 'Wedding',
  corporate: 'Corporate Event',
  private: 'Private Party',
  festival: 'Festival',
  conference: 'Conference',
};

export const eventTypeLabel = (type: EventType) => EVENT_TYPE_LABELS[type] ?? type;

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
