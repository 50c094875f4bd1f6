/**
 * Splits normalised text into words (runs of ASCII letters and digits), horizontal space,
 * line breaks and single symbols. Every detector walks this one list, so each scan is linear
 * and no regular expression has to search the whole message.
 */
export type TokenKind = 'word' | 'space' | 'newline' | 'symbol';

export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
}

const isWordChar = (code: number) => (code >= 48 && code <= 57) || (code >= 97 && code <= 122);
const isNewline = (code: number) => code === 10 || code === 13;
const isSpace = (char: string) => char === ' ' || char === '\t' || /\s/.test(char);

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const start = i;
    const code = text.charCodeAt(i);
    let kind: TokenKind;
    if (isWordChar(code)) {
      kind = 'word';
      while (i < text.length && isWordChar(text.charCodeAt(i))) i++;
    } else if (isNewline(code)) {
      kind = 'newline';
      while (i < text.length && isNewline(text.charCodeAt(i))) i++;
    } else if (isSpace(text.charAt(i))) {
      kind = 'space';
      while (i < text.length && !isNewline(text.charCodeAt(i)) && isSpace(text.charAt(i))) i++;
    } else {
      kind = 'symbol';
      i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
    }
    tokens.push({ kind, text: text.slice(start, i), start, end: i });
  }
  return tokens;
}

// The guards narrow `Token | undefined` to a token of that kind; a failed check on a token
// keeps it a Token, since it may still be that kind with different text.
export const isWord = (token: Token | undefined, text?: string): token is Token & { kind: 'word' } =>
  token?.kind === 'word' && (text === undefined || token.text === text);

export const isSymbol = (token: Token | undefined, chars: string): token is Token & { kind: 'symbol' } =>
  token?.kind === 'symbol' && chars.includes(token.text);

export const isSpaceToken = (token: Token | undefined): token is Token & { kind: 'space' } =>
  token?.kind === 'space';
