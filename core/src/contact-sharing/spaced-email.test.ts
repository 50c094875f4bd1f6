import { describe, expect, it } from 'vitest';
import { detectContactSharing } from './detect';

const kindsOf = (text: string) => detectContactSharing(text).kinds;
const matchesOf = (text: string) => detectContactSharing(text).matches;

describe('e-mail addresses with the letters spaced out', () => {
  it.each([
    ['j o h n @ g m a i l . c o m'],
    ['d j m i k e 9 9 @ h o t m a i l . c o . u k'],
    ['j o h n at g m a i l dot c o m'],
    ['john at g mail dot com'],
    ['john at hot mail dot co dot uk'],
    ['m i k e at g m a i l dot c o dot u k'],
  ])('is caught whole: %s', (address) => {
    expect(matchesOf(`email me: ${address} thanks`)).toEqual([address]);
    expect(kindsOf(`email me: ${address} thanks`)).toEqual(['email']);
  });

  it.each([
    ['we need a p a system at the hall'],
    ['the b b q is at the back, g and t at the bar'],
    ['R S V P at the door please'],
    ['We need an A V tech at the venue by 5'],
    ['the letters j o h n at the top of the cake'],
  ])('spaced letters in a sentence are not an address: %s', (text) => {
    expect(kindsOf(text)).toEqual([]);
  });
});
