import { describe, expect, it } from 'vitest';
import { isEmailAddress, normaliseEmail } from './email';
import { isPhoneNumber } from './phone';
import { isCommonPassword, passwordError, signUpFieldErrors } from './sign-up';

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

describe('the rule for a new password', () => {
  const tooCommon = 'This password is too common. Choose one that is harder to guess.';
  const isEmail = 'Your password must not be your e-mail address. Choose one that is harder to guess.';

  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou1', 'password1', 'password123', 'trustno1'])(
    'refuses the commonly used %j',
    (password) => {
      expect(passwordError(password)).toBe(tooCommon);
      expect(signUpFieldErrors({ ...valid, password })).toEqual({ password: tooCommon });
    },
  );
  it('ignores case: a common password with capitals is as common', () => {
    for (const password of ['PASSWORD', 'Password123', 'QwertyUiop', 'ILoveYou1'])
      expect(passwordError(password)).toBe(tooCommon);
  });
  it('matches the whole password only: a common word inside a passphrase is fine', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword(' password')).toBe(false);
    expect(passwordError('my password is long and mine')).toBeNull();
  });
  it.each([
    'demo-pass-2026',
    'correct horse',
    'correct-horse-battery',
    'Sesame-Log-Probe-4471',
    'blue kettle on the stairs',
    'ŻółwieNaŁące2026',
    '🎉🎉🎉🎉🎉🎉🎉🎉',
  ])('accepts %j', (password) => {
    expect(passwordError(password, 'jo@example.com')).toBeNull();
  });
  it('checks the length before the list, so a short common password reads as too short', () => {
    expect(passwordError('123456')).toBe('Password must be at least 8 characters');
  });
  it("refuses the account's own e-mail address or the part before the @, in any case", () => {
    const email = 'Jo.Bloggs-1983@Example.co.uk';
    for (const password of ['jo.bloggs-1983@example.co.uk', 'JO.BLOGGS-1983', 'jo.bloggs-1983'])
      expect(passwordError(password, email)).toBe(isEmail);
    expect(signUpFieldErrors({ ...valid, email, password: 'Jo.Bloggs-1983' })).toEqual({ password: isEmail });
    // Without the e-mail (the part of a reset that comes before the link is checked) it is only a password.
    expect(passwordError('jo.bloggs-1983')).toBeNull();
    expect(passwordError('jo.bloggs-1983 at home', email)).toBeNull();
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
