import { describe, expect, it } from 'vitest';
import { EMPTY_QUOTE_FORM, parseGuestCount, type QuoteForm, validateQuote } from './validate-quote';

const complete: QuoteForm = {
  eventType: 'wedding',
  guestCount: '120',
  eventDate: '2030-07-18',
  eventLocation: 'Hollins Hall, Baildon',
  eventPostcode: 'BD17 7QW',
};

describe('quote validation order', () => {
  it('asks for missing details before checking the postcode', () => {
    expect(validateQuote({ ...EMPTY_QUOTE_FORM, eventPostcode: 'nonsense' }, 0)?.title).toBe(
      'Missing Information',
    );
    expect(validateQuote(complete, 0)?.title).toBe('Missing Information');
  });
  it('names each missing detail on its own field', () => {
    expect(validateQuote({ ...EMPTY_QUOTE_FORM, eventDate: '2030-07-18' }, 0)?.fields).toEqual({
      eventType: 'Choose the type of event.',
      eventPostcode: 'Enter the venue postcode.',
      eventLocation: 'Enter the venue address.',
      services: 'Add at least one service.',
    });
    expect(validateQuote({ ...complete, eventPostcode: 'ABC 123' }, 1)?.fields).toEqual({
      eventPostcode: 'Enter a UK postcode, e.g. M1 1AA.',
    });
  });
  it('then refuses a postcode that is not a UK one', () => {
    expect(validateQuote({ ...complete, eventPostcode: 'ABC 123' }, 1)?.title).toBe('Invalid Postcode');
  });
  it('accepts UK postcodes in any case, with or without the space', () => {
    for (const postcode of ['bd17 7qw', 'SW1A1AA', 'M1 1AE', 'EH6 6JJ']) {
      expect(validateQuote({ ...complete, eventPostcode: postcode }, 1)).toBeNull();
    }
  });
  it('parses the guest count as an integer, 0 when invalid', () => {
    expect(parseGuestCount('120')).toBe(120);
    expect(parseGuestCount('12.7')).toBe(12);
    expect(parseGuestCount('lots')).toBe(0);
    expect(parseGuestCount('-4')).toBe(0);
  });
});
