import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHAIR_LIMITS, clampQuantity, isTableAndChairCategory, TABLE_LIMITS } from './furniture';
import { loginUrl } from './navigation';
import { isUkPostcode, postcodeInput } from './postcode';
import { emailField, profileFields } from './validation';

const profile = z.object(profileFields);
const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '07700 900123',
  address: '12 Analytical Row',
  postcode: 'SW1A 1AA',
};
const errorsOf = (input: unknown) => {
  const result = profile.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('profile form schema', () => {
  it('accepts a complete profile, trimmed', () => {
    expect(profile.parse({ ...valid, firstName: '  Ada ' })).toEqual(valid);
  });

  it('names each missing or short field with the spec’s text', () => {
    expect(
      errorsOf({ firstName: ' ', lastName: '', phoneNumber: '0770', address: '1 A', postcode: 'SW1' }),
    ).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      phoneNumber: ['Valid phone number is required'],
      address: ['Address is required'],
      postcode: ['Valid postcode is required', 'Please enter a valid UK postcode'],
    });
  });

  it('refuses a postcode of the right length that is not a UK one', () => {
    expect(errorsOf({ ...valid, postcode: '12345' })).toEqual({
      postcode: ['Please enter a valid UK postcode'],
    });
  });

  it('checks e-mail addresses after trimming, with the screen’s own message', () => {
    const email = emailField('Enter a valid e-mail');
    expect(email.parse(' ada@example.co.uk ')).toBe('ada@example.co.uk');
    expect(email.safeParse('ada@').error?.issues[0]?.message).toBe('Enter a valid e-mail');
  });
});

describe('UK postcodes', () => {
  it('follows the spec’s pattern in any case, with or without the space', () => {
    for (const ok of ['M1 1AA', 'm11aa', 'SW1A 1AA', 'EC1A1BB', ' B33 8TH '])
      expect(isUkPostcode(ok)).toBe(true);
    for (const bad of ['', '1AA', 'SW1A 1A', 'SW1A-1AA', 'ABC1 1AA']) expect(isUkPostcode(bad)).toBe(false);
  });

  it('upper-cases the input and keeps it to 8 characters', () => {
    expect(postcodeInput('sw1a 1aa extra')).toBe('SW1A 1AA');
  });
});

describe('table and chair quantities', () => {
  it('recognises the category by name or slug', () => {
    expect(isTableAndChairCategory({ name: 'Table & Chair Hire' })).toBe(true);
    expect(isTableAndChairCategory({ name: 'Furniture', slug: 'furniture-hire' })).toBe(true);
    expect(isTableAndChairCategory({ name: 'Staging', slug: 'staging' })).toBe(false);
    expect(isTableAndChairCategory(null)).toBe(false);
  });

  it('pulls quantities inside 0–50 tables and 0–200 chairs as whole numbers', () => {
    expect(clampQuantity(80, TABLE_LIMITS)).toBe(50);
    expect(clampQuantity(-3, CHAIR_LIMITS)).toBe(0);
    expect(clampQuantity(7.9, CHAIR_LIMITS)).toBe(7);
    expect(clampQuantity(Number.NaN, TABLE_LIMITS)).toBe(0);
  });
});

describe('sign-in navigation', () => {
  it('builds the login URL with mode and where to come back to', () => {
    expect(loginUrl()).toBe('/api/login');
    expect(loginUrl({ returnTo: '/' })).toBe('/api/login');
    expect(loginUrl({ mode: 'provider', returnTo: '/dashboard?tab=2' })).toBe(
      '/api/login?mode=provider&returnTo=%2Fdashboard%3Ftab%3D2',
    );
  });
});
