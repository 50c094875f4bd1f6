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

/** The builder's fields that can carry an error, named as the API names them in fieldErrors. */
export type QuoteField =
  | 'eventType'
  | 'eventDate'
  | 'eventLocation'
  | 'eventPostcode'
  | 'guestCount'
  | 'services';
export const QUOTE_FIELDS: ReadonlyArray<QuoteField> = [
  'eventType',
  'guestCount',
  'eventDate',
  'eventPostcode',
  'eventLocation',
  'services',
];

export interface QuoteProblem {
  title: string;
  description: string;
  /** What is wrong with each field, shown on the field. */
  fields: Partial<Record<QuoteField, string>>;
}

/**
 *, in the spec's order (sign-in is checked before this): every event detail and at least
 * one service, then the UK postcode pattern. Each missing detail is named on its own field.
 */
export function validateQuote(form: QuoteForm, serviceCount: number): QuoteProblem | null {
  const fields: QuoteProblem['fields'] = {};
  if (!form.eventType) fields.eventType = 'Choose the type of event.';
  if (!form.eventDate) fields.eventDate = 'Choose the event date.';
  if (!form.eventPostcode.trim()) fields.eventPostcode = 'Enter the venue postcode.';
  if (!form.eventLocation.trim()) fields.eventLocation = 'Enter the venue address.';
  if (serviceCount === 0) fields.services = 'Add at least one service.';
  if (Object.keys(fields).length > 0) {
    return {
      title: 'Missing Information',
      description: 'Please fill in all event details including venue postcode and add at least one service.',
      fields,
    };
  }
  if (!isUkPostcode(form.eventPostcode)) {
    return {
      title: 'Invalid Postcode',
      description: 'Please enter a valid UK postcode (e.g., M1 1AA) for accurate mileage calculation.',
      fields: { eventPostcode: 'Enter a UK postcode, e.g. M1 1AA.' },
    };
  }
  return null;
}

/** Guest count is parsed as an integer, 0 when invalid. */
export function parseGuestCount(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}
