import { describe, expect, it } from 'vitest';
import { innocentNumberSpans } from './innocent-numbers';

const fenced = (text: string) =>
  innocentNumberSpans(text)
    .sort((a, b) => a.start - b.start)
    .map((span) => text.slice(span.start, span.end));

describe('innocent numbers', () => {
  it('fences dates with a four-digit year in any order and separator', () => {
    expect(fenced('12/06/2026 - 2026-06-14 or 13.06.2026')).toEqual([
      '12/06/2026',
      '2026-06-14',
      '13.06.2026',
    ]);
  });

  it('does not fence an impossible date', () => {
    expect(fenced('45/67/2026')).toEqual([]);
  });

  it('does not fence a date shape glued to more digits by a separator', () => {
    expect(fenced('07.12.2026.51')).toEqual([]);
  });

  it('fences a two-digit-year date standing alone or next to another date', () => {
    expect(fenced('Wedding 14.08.26, 100 guests')).toEqual(['14.08.26']);
    expect(fenced('14/08/26 - 15/08/26')).toEqual(['14/08/26', '15/08/26']);
  });

  it('does not fence a two-digit-year date with other digits right next to it', () => {
    expect(fenced('07.12.20 9876')).toEqual([]);
  });

  it('always fences a clock time written with a colon', () => {
    expect(fenced('0770 19:30 900')).toEqual(['19:30']);
  });

  it('fences dotted times only in a range or schedule', () => {
    expect(fenced('11.00 - 11.30 - 12.15')).toEqual(['11.00', '11.30', '12.15']);
    expect(fenced('doors 7.30 then 0770 9001')).toEqual([]);
  });

  it('fences an amount after a currency sign', () => {
    expect(fenced('£70000.00 100 guests, € 1,250.50')).toEqual(['£70000.00', '€ 1,250.50']);
  });

  it('fences a UUID', () => {
    expect(fenced('id 12345678-1234-1234-1234-123456789012')).toEqual([
      '12345678-1234-1234-1234-123456789012',
    ]);
  });
});
