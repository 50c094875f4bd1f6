import { lookAlike } from './confusables';

/**
 * The text the detectors read: compatibility-folded (NFKD, so full-width and mathematical
 * letters and digits become ASCII), accents and invisible characters removed, look-alike
 * letters mapped to Latin, lower case. Each UTF-16 unit remembers the span of the original
 * character it came from, so findings can be reported as the user typed them.
 */
export interface NormalisedText {
  text: string;
  /** Start offset in the original of the character that produced each unit of `text`. */
  from: number[];
  /** End offset (exclusive) in the original of that character. */
  to: number[];
}

// Marks and format characters carry no letters: zero-width spaces and joiners, soft hyphens,
// variation selectors and the keycap combiner used in 0️⃣ style digits.
const INVISIBLE = /[\p{M}\p{Cf}]/gu;
const LINE_SEPARATORS = /[\u2028\u2029\u0085]/g;

const folded = new Map<number, string>();

function foldCodePoint(code: number): string {
  if (code < 0x80)
    return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : String.fromCharCode(code);
  const cached = folded.get(code);
  if (cached !== undefined) return cached;
  let out = '';
  for (const char of String.fromCodePoint(code).normalize('NFKD').replace(INVISIBLE, '')) {
    out += lookAlike(char);
  }
  out = out.toLowerCase().replace(INVISIBLE, '').replace(LINE_SEPARATORS, '\n');
  folded.set(code, out);
  return out;
}

export function normalise(original: string): NormalisedText {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < original.length; ) {
    const code = original.codePointAt(i) ?? 0;
    const width = code > 0xffff ? 2 : 1;
    const out = foldCodePoint(code);
    // An invisible character (a keycap combiner, a variation selector) belongs to the visible
    // one before it, so "3️⃣" is reported whole.
    if (out === '' && to.length > 0) to[to.length - 1] = i + width;
    for (let k = 0; k < out.length; k++) {
      from.push(i);
      to.push(i + width);
    }
    text += out;
    i += width;
  }
  return { text, from, to };
}
