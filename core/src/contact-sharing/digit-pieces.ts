import type { Span } from './innocent-numbers';
import { readSpokenDigits } from './number-words';
import type { Token } from './tokens';

/**
 * The message as a phone number reader sees it: digits (typed, spelled or disguised as letters),
 * repeat words ("double"), gaps that may sit inside a number, a leading plus, and barriers that
 * end a number (any other word, a line break, a date, most punctuation).
 */
export type Piece =
  | { kind: 'digits'; digits: string; start: number; end: number; spoken: boolean }
  | { kind: 'repeat'; times: number; start: number; end: number }
  | { kind: 'zeros'; count: number; start: number; end: number }
  | { kind: 'gap'; text: string; start: number; end: number }
  | { kind: 'plus'; start: number; end: number }
  | { kind: 'barrier'; word: string; start: number; end: number };

// Characters people put between digit groups: spaces, dashes, dots, brackets, slashes, quotes,
// stars. Currency signs, colons, @, #, % and = are deliberately absent: they end a number.
const GAP_CHARS = new Set([...' -–—‐‑‒―−.·•‧∙_*~/\\|()[]{}\'"`´‘’“”^,']);
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

// Letters that stand in for digits when typed inside a number: O for 0, l and I for 1.
// "nine hundred", "seven thousand": how people say the round parts of a dictated number.
const ROUND_WORDS = new Map([
  ['hundred', 2],
  ['thousand', 3],
]);

const DIGIT_LOOK_ALIKES = /^[oil]+$/;
const asDigits = (letters: string) => letters.replace(/o/g, '0').replace(/[il]/g, '1');

const isDigit = (word: string, at: number) => {
  const code = word.charCodeAt(at);
  return code >= 48 && code <= 57;
};

function splitLettersAndDigits(word: string): Array<{ text: string; offset: number; isDigits: boolean }> {
  const segments: Array<{ text: string; offset: number; isDigits: boolean }> = [];
  let offset = 0;
  for (let i = 1; i <= word.length; i++) {
    if (i === word.length || isDigit(word, i) !== isDigit(word, offset)) {
      segments.push({ text: word.slice(offset, i), offset, isDigits: isDigit(word, offset) });
      offset = i;
    }
  }
  return segments;
}

function wordPieces(token: Token): Piece[] {
  const segments = splitLettersAndDigits(token.text);
  const hasDigits = segments.some((segment) => segment.isDigits);
  const pieces: Piece[] = [];
  for (const segment of segments) {
    const start = token.start + segment.offset;
    const end = start + segment.text.length;
    if (segment.isDigits) {
      pieces.push({ kind: 'digits', digits: segment.text, start, end, spoken: false });
    } else if (hasDigits && DIGIT_LOOK_ALIKES.test(segment.text)) {
      pieces.push({ kind: 'digits', digits: asDigits(segment.text), start, end, spoken: false });
    } else if (ROUND_WORDS.has(segment.text)) {
      pieces.push({ kind: 'zeros', count: ROUND_WORDS.get(segment.text) ?? 0, start, end });
    } else {
      const spoken = readSpokenDigits(segment.text);
      if (spoken === null) {
        pieces.push({ kind: 'barrier', word: segment.text, start, end });
        continue;
      }
      for (const piece of spoken) {
        const at = { start: start + piece.start, end: start + piece.end };
        pieces.push(
          piece.kind === 'digit'
            ? { kind: 'digits', digits: piece.digit, ...at, spoken: true }
            : { kind: 'repeat', times: piece.times, ...at },
        );
      }
    }
  }
  return pieces;
}

function symbolPiece(token: Token): Piece {
  if (token.text === '+') return { kind: 'plus', start: token.start, end: token.end };
  if (GAP_CHARS.has(token.text) || PICTOGRAPH.test(token.text)) {
    return { kind: 'gap', text: token.text, start: token.start, end: token.end };
  }
  return { kind: 'barrier', word: '', start: token.start, end: token.end };
}

export function digitPieces(tokens: readonly Token[], fenced: readonly Span[]): Piece[] {
  const fence = new Uint8Array(tokens.length === 0 ? 0 : (tokens[tokens.length - 1]?.end ?? 0));
  for (const span of fenced) fence.fill(1, span.start, span.end);
  const pieces: Piece[] = [];
  for (const token of tokens) {
    if (fence[token.start] === 1) {
      pieces.push({ kind: 'barrier', word: '', start: token.start, end: token.end });
    } else if (token.kind === 'word') {
      pieces.push(...wordPieces(token));
    } else if (token.kind === 'space') {
      pieces.push({ kind: 'gap', text: token.text, start: token.start, end: token.end });
    } else if (token.kind === 'newline') {
      pieces.push({ kind: 'barrier', word: '', start: token.start, end: token.end });
    } else {
      pieces.push(symbolPiece(token));
    }
  }
  return pieces;
}
