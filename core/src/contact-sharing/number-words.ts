/**
 * Reads digits spelled as words, the way a phone number is dictated: "zero seven seven oh oh",
 * "double one", "triple seven", also run together ("doubleseven"). A word either stands for a
 * digit or repeats the digit that follows it.
 */
export type SpokenPiece =
  | { kind: 'digit'; digit: string; start: number; end: number }
  | { kind: 'repeat'; times: number; start: number; end: number };

const DIGIT_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['zero', '0'],
  ['nought', '0'],
  ['oh', '0'],
  ['one', '1'],
  ['two', '2'],
  ['three', '3'],
  ['four', '4'],
  ['five', '5'],
  ['six', '6'],
  ['seven', '7'],
  ['eight', '8'],
  ['niner', '9'],
  ['nine', '9'],
];

const REPEAT_WORDS: ReadonlyArray<readonly [string, number]> = [
  ['double', 2],
  ['triple', 3],
  ['treble', 3],
];

// Longer than any run of spelled digits anyone types as one word; keeps the search bounded.
const MAX_LETTERS = 64;

/**
 * Splits a run of lower-case letters into spelled digits, or returns null when any part of it
 * is not one. A lone "o" counts as zero only when it is the whole run: inside a word it is far
 * more often a letter than a digit.
 */
export function readSpokenDigits(letters: string): SpokenPiece[] | null {
  if (letters === 'o') return [{ kind: 'digit', digit: '0', start: 0, end: 1 }];
  if (letters.length > MAX_LETTERS) return null;
  // reachedBy[i] is the piece that ends at offset i on some full split of letters[0..i).
  const reachedBy: Array<SpokenPiece | undefined> = new Array(letters.length + 1);
  const reached: boolean[] = new Array(letters.length + 1).fill(false);
  reached[0] = true;
  for (let i = 0; i < letters.length; i++) {
    if (!reached[i]) continue;
    for (const [word, digit] of DIGIT_WORDS) {
      if (letters.startsWith(word, i) && !reached[i + word.length]) {
        reached[i + word.length] = true;
        reachedBy[i + word.length] = { kind: 'digit', digit, start: i, end: i + word.length };
      }
    }
    for (const [word, times] of REPEAT_WORDS) {
      if (letters.startsWith(word, i) && !reached[i + word.length]) {
        reached[i + word.length] = true;
        reachedBy[i + word.length] = { kind: 'repeat', times, start: i, end: i + word.length };
      }
    }
  }
  if (!reached[letters.length]) return null;
  const pieces: SpokenPiece[] = [];
  for (let at = letters.length; at > 0; ) {
    const piece = reachedBy[at];
    if (piece === undefined) return null;
    pieces.unshift(piece);
    at = piece.start;
  }
  return pieces;
}
