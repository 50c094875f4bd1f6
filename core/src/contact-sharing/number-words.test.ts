import { describe, expect, it } from 'vitest';
import { readSpokenDigits } from './number-words';

const digitsOf = (letters: string) =>
  readSpokenDigits(letters)?.map((piece) => (piece.kind === 'digit' ? piece.digit : `x${piece.times}`));

describe('spoken digits', () => {
  it('reads each digit word, with oh and nought as zero', () => {
    expect(digitsOf('oh')).toEqual(['0']);
    expect(digitsOf('nought')).toEqual(['0']);
    expect(digitsOf('niner')).toEqual(['9']);
  });

  it('reads digit words run together, with repeat words', () => {
    expect(digitsOf('zerosevendoubleseven')).toEqual(['0', '7', 'x2', '7']);
    expect(digitsOf('treblenine')).toEqual(['x3', '9']);
  });

  it('reads a lone o as zero, but not an o inside a word', () => {
    expect(digitsOf('o')).toEqual(['0']);
    expect(digitsOf('ooh')).toBeUndefined();
  });

  it('does not read a word that merely contains digit words', () => {
    expect(digitsOf('someone')).toBeUndefined();
    expect(digitsOf('none')).toBeUndefined();
    expect(digitsOf('often')).toBeUndefined();
  });
});
