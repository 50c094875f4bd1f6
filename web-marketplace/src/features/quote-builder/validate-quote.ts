import type { EventType } from '@esm/contract/quotes';
import { isUkPostcode } from '../../lib/postcode';

export interface QuoteForm {
  eventType: EventType | '';
  guestCount: string;
  eventDate: string;
  eventLocation: string;
  eventPostcode: string;
}

export const EMPTY_QUOTE_FORM: QuoteForm = {
  eventType: '',
  guestCount: '',
  eventDate: '',
  eventLocation: '',
  eventPostcode: '',
};

export const EVENT_TYPES: ReadonlyArray<{ value: EventType; label: string }> = [
  { value: 'wedding', label: 'Wedding' },
  { value: 'corporate', label: 'Corporate Event' },
  { value: 'private', label: 'Private Party' },
  { value: 'festival', label: 'Festival' },
  { value: 'conference', label: 'Conference' },
];

export interface QuoteProblem {
  title: string;
  description: string;
}

/**
 * 000 §5, in the spec's order (sign-in is checked before this): every event detail and at least
 * one service, then the UK postcode pattern.
 */
export function validateQuote(form: QuoteForm, serviceCount: number): QuoteProblem | null {
  const missing =
    !form.eventType ||
    !form.eventDate ||
    !form.eventLocation.trim() ||
    !form.eventPostcode.trim() ||
    serviceCount === 0;
  if (missing) {
    return {
      title: 'Missing Information',
      description: 'Please fill in all event details including venue postcode and add at least one service.',
    };
  }
  if (!isUkPostcode(form.eventPostcode)) {
    return {
      title: 'Invalid Postcode',
      description: 'Please enter a valid UK postcode (e.g., M1 1AA) for accurate mileage calculation.',
    };
  }
  return null;
}

/** Guest count is parsed as an integer, 0 when invalid (000 §5). */
export function parseGuestCount(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}
