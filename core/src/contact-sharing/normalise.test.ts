import { describe, expect, it } from 'vitest';
import { normalise } from './normalise';

describe('normalise', () => {
  it('folds full-width and mathematical characters to ASCII and lower-cases', () => {
    expect(normalise('ＭＩＫＥ＠𝐠𝐦𝐚𝐢𝐥．ｃｏｍ ０７').text).toBe('mike@gmail.com 07');
  });

  it('maps Cyrillic and Greek look-alike letters to Latin', () => {
    expect(normalise('іnstа Μike ΟΚ').text).toBe('insta mike ok');
  });

  it('reads digits of other scripts and dingbat digits as ASCII digits', () => {
    expect(normalise('٠٧ ❼ ⓪').text).toBe('07 7 0');
  });

  it('removes accents and invisible characters', () => {
    expect(normalise('Café 07\u200b70\u00ad0').text).toBe('cafe 07700');
  });

  it('remembers where each character came from, counting invisible ones with the character before', () => {
    const original = 'a７\u200bb';
    const norm = normalise(original);
    expect(norm.text).toBe('a7b');
    expect(norm.from).toEqual([0, 1, 3]);
    expect(norm.to).toEqual([1, 3, 4]);
  });

  it('keeps characters outside the basic plane whole', () => {
    const norm = normalise('𝟗x');
    expect(norm.text).toBe('9x');
    expect(norm.from).toEqual([0, 2]);
    expect(norm.to).toEqual([2, 3]);
  });
});
