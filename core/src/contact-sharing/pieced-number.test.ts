import { describe, expect, it } from 'vitest';
import { detectContactSharing } from './detect';

const kindsOf = (text: string) => detectContactSharing(text).kinds;
const matchesOf = (text: string) => detectContactSharing(text).matches;

describe('a number given in pieces across one message', () => {
  it.each([
    ['07700 … then 900 … and finally 123'],
    ['07700, then 900, then 123'],
    ['07700 and then 900123'],
    ['0161 then 496 then 0123'],
    ["07911 then it's 123 and the last bit is 456"],
  ])('is joined: %s', (pieces) => {
    expect(matchesOf(`my number is ${pieces} ok`)).toEqual([pieces]);
  });

  it.each([
    ['tables 01 then 02 then 03 then 04 then 05'],
    ['150 guests, then 200 for the evening and finally 300 max'],
    ['setup at 7 then 9 then 11 then 12.30'],
    ['07 tables then 900 chairs then 123 napkins'],
    ['Budget 0 then 500 and finally 1200 by June'],
  ])('numbers in a sentence with words between are not joined: %s', (text) => {
    expect(kindsOf(text)).toEqual([]);
  });
});
