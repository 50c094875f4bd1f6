import { describe, expect, it } from 'vitest';
import { isEmailAddress, normaliseEmail } from './email';
import { isPhoneNumber } from './phone';
import { signUpFieldErrors } from './sign-up';

const valid = { email: 'jo@example.com', password: 'correct horse', firstName: 'Jo', lastName: 'Bloggs' };

describe('sign-up validation', () => {
  it('accepts valid details', () => {
    expect(signUpFieldErrors(valid)).toEqual({});
  });
  it('refuses a password shorter than 8 characters', () => {
    expect(signUpFieldErrors({ ...valid, password: 'seven77' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });
  it('counts characters, not UTF-16 units, so four emoji are four characters', () => {
    expect(signUpFieldErrors({ ...valid, password: '🎉🎉🎉🎉' }).password).toBe(
      'Password must be at least 8 characters',
    );
  });
  it('refuses a password longer than 128 characters', () => {
    expect(signUpFieldErrors({ ...valid, password: 'x'.repeat(129) }).password).toBe(
      'Password must be at most 128 characters',
    );
    expect(signUpFieldErrors({ ...valid, password: 'x'.repeat(128) })).toEqual({});
  });
  it('reports every field at once', () => {
    expect(signUpFieldErrors({ email: 'nope', password: '', firstName: '', lastName: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });
});

describe('e-mail addresses', () => {
  it.each(['jo@example.com', 'first.last+events@mail.example.co.uk', ' jo@example.com '])(
    'accepts %j',
    (email) => {
      expect(isEmailAddress(email)).toBe(true);
    },
  );
  it.each([
    '',
    'jo',
    'jo@',
    '@example.com',
    'jo@example',
    'jo @example.com',
    'jo@exa mple.com',
    'jo@@example.com',
  ])('refuses %j', (email) => expect(isEmailAddress(email)).toBe(false));
  it('refuses an address longer than 254 characters', () => {
    expect(isEmailAddress(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
  it('normalises to trimmed lower case', () => {
    expect(normaliseEmail(' Jo.Bloggs@Example.COM ')).toBe('jo.bloggs@example.com');
  });
});

describe('phone numbers', () => {
  it.each(['07700 900123', '020 7946 0958', '+44 (0)161 496 0000', '0161-496-0000', '+1 212 555 0100'])(
    'accepts %j',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );
  it.each(['', 'ring me', '07700 9001x3', '123', '12345678901234567890'])('refuses %j', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});
