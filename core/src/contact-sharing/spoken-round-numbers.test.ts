import { describe, expect, it } from 'vitest';
import { detectContactSharing } from './detect';

const kindsOf = (text: string) => detectContactSharing(text).kinds;
const matchesOf = (text: string) => detectContactSharing(text).matches;

describe('phone numbers spoken with hundreds and thousands', () => {
  it.each([
    ['oh seven seven double oh nine hundred one two three'],
    ['zero seven seven zero zero nine hundred one two three'],
    ['oh seven seven double oh seven thousand one two'],
    ['oh one six one treble five double oh one two'],
  ])('is caught: %s', (spoken) => {
    expect(matchesOf(`ring me on ${spoken} after six`)).toEqual([spoken]);
  });

  it.each([
    ['The total comes to one thousand two hundred and fifty pounds'],
    ['two hundred guests, five hundred chairs and seven thousand pounds budget'],
    ['one hundred, two hundred, three hundred, four hundred fairy lights'],
    ['about nine hundred square feet, three thousand watts'],
  ])('amounts in words are not a number: %s', (text) => {
    expect(kindsOf(text)).toEqual([]);
  });
});
