import { EMAIL_PROVIDERS } from './domains';
import { isSpaceToken, isSymbol, isWord, type Token, tokenize } from './tokens';

/**
 * The text with letters that were spaced out put back together: "j o h n @ g m a i l . c o m"
 * reads "john @ gmail . com", "john at g mail dot com" reads "john at gmail dot com". Only the
 * e-mail reader looks at it: a spaced-out word is harmless anywhere else, and an address still
 * needs its "at" and a known ending or provider, so "a p a system at the hall" stays a sentence.
 */
export interface JoinedText {
  text: string;
  /** For each unit of `text`, its offset in the text it was joined from. */
  source: number[];
}

// "R S V P" is four letters; fewer than three single letters in a row is ordinary writing
// ("g and t", "a b"), unless a spelled dot or at sits next to them ("dot c o dot u k").
const MIN_SPACED_LETTERS = 3;
const MIN_BESIDE_MARKER = 2;

const isSingle = (token: Token | undefined) => isWord(token) && token.text.length === 1;
const isShortSpace = (token: Token | undefined) => isSpaceToken(token) && token.text.length <= 2;
// Symbols that sit between spaced letters inside an address: "j o h n @ g m a i l . c o m".
const isAddressMark = (token: Token | undefined) => isSymbol(token, '.@_-');
const isLink = (token: Token | undefined) => isSingle(token) || isAddressMark(token);
const isSpelledMarker = (token: Token | undefined) => isWord(token, 'dot') || isWord(token, 'at');

/** Index of the next chain element after `at`, across at most one short space, or -1. */
function nextInChain(tokens: readonly Token[], at: number): number {
  if (isLink(tokens[at + 1])) return at + 1;
  if (isShortSpace(tokens[at + 1]) && isLink(tokens[at + 2])) return at + 2;
  return -1;
}

/** The spelled marker across a space before or after a chain, if any. */
const besideMarker = (tokens: readonly Token[], first: number, last: number) =>
  (isShortSpace(tokens[first - 1]) && isSpelledMarker(tokens[first - 2])) ||
  (isShortSpace(tokens[last + 1]) && isSpelledMarker(tokens[last + 2]));

/** Token indices of spaces to drop: inside chains of spaced letters, and inside "g mail". */
function droppedSpaces(tokens: readonly Token[]): Set<number> {
  const dropped = new Set<number>();
  let i = 0;
  while (i < tokens.length) {
    if (!isSingle(tokens[i])) {
      i++;
      continue;
    }
    // A chain of single letters and address marks, from a letter to the last letter in it.
    let last = i;
    let letters = 1;
    for (let at = nextInChain(tokens, i); at !== -1; at = nextInChain(tokens, at)) {
      if (isSingle(tokens[at])) {
        last = at;
        letters++;
      }
    }
    const enough =
      letters >= MIN_SPACED_LETTERS || (letters >= MIN_BESIDE_MARKER && besideMarker(tokens, i, last));
    if (enough) for (let k = i + 1; k < last; k++) if (isSpaceToken(tokens[k])) dropped.add(k);
    i = last + 1;
  }
  for (let k = 1; k + 1 < tokens.length; k++) {
    const left = tokens[k - 1];
    const right = tokens[k + 1];
    if (
      isShortSpace(tokens[k]) &&
      isWord(left) &&
      isWord(right) &&
      EMAIL_PROVIDERS.has(left.text + right.text)
    ) {
      dropped.add(k);
    }
  }
  return dropped;
}

/** Null when nothing was spaced out, so the common message costs one token scan. */
export function joinSpacedLetters(
  text: string,
  tokens: readonly Token[] = tokenize(text),
): JoinedText | null {
  const dropped = droppedSpaces(tokens);
  if (dropped.size === 0) return null;
  let joined = '';
  const source: number[] = [];
  tokens.forEach((token, index) => {
    if (dropped.has(index)) return;
    joined += token.text;
    for (let at = token.start; at < token.end; at++) source.push(at);
  });
  return { text: joined, source };
}
