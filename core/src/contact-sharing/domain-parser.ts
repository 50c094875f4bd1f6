import { isSpaceToken, isSymbol, isWord, type Token } from './tokens';

/**
 * Reads dotted names from tokens, plain or disguised: "mikesounds.co.uk", "mikesounds . com",
 * "mikesounds dot co dot uk", "mikesounds(dot)com", "mikesounds[.]com". Shared by the e-mail
 * and web-address detectors so both see the same disguises.
 */
export interface Marker {
  /** Index of the first token after the marker. */
  next: number;
  disguised: boolean;
}

export interface DomainName {
  labels: string[];
  next: number;
  disguised: boolean;
}

const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };
const MAX_LABELS = 10;
// The DNS limit; it also keeps a long chain of hyphenated words from being re-read from every word.
const MAX_LABEL_LENGTH = 63;

const skipSpace = (tokens: readonly Token[], i: number) => (isSpaceToken(tokens[i]) ? i + 1 : i);

/**
 * A bracketed word standing for a symbol: "(dot)", "[ . ]", "{at}". Spaces around the brackets
 * are part of the marker.
 */
export function bracketedMarker(
  tokens: readonly Token[],
  at: number,
  words: readonly string[],
): Marker | null {
  let i = skipSpace(tokens, at);
  const open = tokens[i];
  if (open?.kind !== 'symbol' || CLOSING[open.text] === undefined) return null;
  i = skipSpace(tokens, i + 1);
  const inner = tokens[i];
  if (inner === undefined || !words.includes(inner.text)) return null;
  i = skipSpace(tokens, i + 1);
  if (!isSymbol(tokens[i], CLOSING[open.text] ?? '')) return null;
  return { next: skipSpace(tokens, i + 1), disguised: true };
}

/**
 * A symbol written plainly ("."), spaced on both sides (" . "), or as a spaced word (" dot ").
 * A space on one side only is ordinary punctuation ("Thanks. Info to follow").
 */
export function spelledMarker(
  tokens: readonly Token[],
  at: number,
  symbol: string,
  word: string,
): Marker | null {
  if (isSymbol(tokens[at], symbol)) return { next: at + 1, disguised: false };
  if (isSpaceToken(tokens[at]) && isSpaceToken(tokens[at + 2])) {
    const middle = tokens[at + 1];
    if (isSymbol(middle, symbol) || isWord(middle, word)) return { next: at + 3, disguised: true };
  }
  return bracketedMarker(tokens, at, [word, symbol]);
}

export const dotAt = (tokens: readonly Token[], at: number) => spelledMarker(tokens, at, '.', 'dot');

/** One label: a word, or words joined by hyphens ("big-top-hire"). */
function labelAt(tokens: readonly Token[], at: number): { text: string; next: number } | null {
  if (!isWord(tokens[at])) return null;
  let text = tokens[at]?.text ?? '';
  let next = at + 1;
  while (text.length <= MAX_LABEL_LENGTH && isSymbol(tokens[next], '-') && isWord(tokens[next + 1])) {
    text += `-${tokens[next + 1]?.text ?? ''}`;
    next += 2;
  }
  return text.length > MAX_LABEL_LENGTH ? null : { text, next };
}

export function domainAt(tokens: readonly Token[], at: number): DomainName | null {
  const first = labelAt(tokens, at);
  if (first === null) return null;
  const labels = [first.text];
  let next = first.next;
  let disguised = false;
  while (labels.length < MAX_LABELS) {
    const dot = dotAt(tokens, next);
    const label = dot === null ? null : labelAt(tokens, dot.next);
    if (dot === null || label === null) break;
    labels.push(label.text);
    next = label.next;
    disguised ||= dot.disguised;
  }
  return { labels, next, disguised };
}
