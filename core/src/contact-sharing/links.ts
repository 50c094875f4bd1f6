import { domainAt } from './domain-parser';
import { BARE_TLDS, isLinkHost, isSocialHost } from './domains';
import { isSymbol, isWord, type Token } from './tokens';
import type { Finding } from './types';

/**
 * Web addresses: "https://…", "www.…", shorteners ("bit.ly/…") and bare names with a common
 * ending ("mikesounds.co.uk", "mikesounds dot com"). An address on a social or messaging host
 * ("facebook.com/djmike", "wa.me/447700900123") is a social handle instead, and only when its
 * path names someone: "facebook.com" on its own shares nothing.
 */
const SCHEMES = new Set(['http', 'https', 'hxxp', 'hxxps']);
// Punctuation that ends a sentence rather than a path: "see www.x.co.uk/menu."
const TRAILING = '.,!?;:)]}\'"';

const isBreak = (token: Token | undefined) =>
  token === undefined || token.kind === 'space' || token.kind === 'newline';

/** Index after the last token of what follows an address up to the next space, minus punctuation. */
function tailEnd(tokens: readonly Token[], at: number): number {
  let end = at;
  while (!isBreak(tokens[end])) end++;
  while (end > at && isSymbol(tokens[end - 1], TRAILING)) end--;
  return end;
}

/** After a bare name only a path ("/menus") belongs to the address; after a scheme everything does. */
const addressEnd = (tokens: readonly Token[], at: number, withScheme: boolean) =>
  withScheme || isSymbol(tokens[at], '/') ? tailEnd(tokens, at) : at;

function hasWord(tokens: readonly Token[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (isWord(tokens[i])) return true;
  return false;
}

function schemeLength(tokens: readonly Token[], at: number): number {
  const scheme = tokens[at];
  const looksLikeScheme =
    scheme !== undefined &&
    SCHEMES.has(scheme.text) &&
    isSymbol(tokens[at + 1], ':') &&
    isSymbol(tokens[at + 2], '/');
  return looksLikeScheme && isSymbol(tokens[at + 3], '/') ? 4 : 0;
}

// A name straight after "@", "/" or a dot is the tail of something else: a handle, a path,
// what3words ("///filled.count.soap").
const continuesSomething = (tokens: readonly Token[], at: number) => isSymbol(tokens[at - 1], '@/.');

export function findLinks(tokens: readonly Token[], claimed: Uint8Array): Finding[] {
  const found: Finding[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (claimed[i] === 1 || !isWord(tokens[i])) continue;
    const scheme = schemeLength(tokens, i);
    if (scheme === 0 && continuesSomething(tokens, i)) continue;
    const domain = domainAt(tokens, i + scheme);
    if (domain === null || domain.labels.length < 2) continue;
    const host = domain.labels.join('.');
    const ending = domain.labels[domain.labels.length - 1] ?? '';
    const end = addressEnd(tokens, domain.next, scheme > 0);
    const hasPath = end > domain.next && hasWord(tokens, domain.next, end);
    let kind: Finding['kind'] | null = null;
    if (isSocialHost(host)) kind = hasPath ? 'social' : null;
    else if (scheme > 0 || isLinkHost(host) || BARE_TLDS.has(ending)) kind = 'link';
    else if (domain.labels[0] === 'www' && domain.labels.length >= 3 && /^[a-z]{2,24}$/.test(ending))
      kind = 'link';
    if (kind === null) continue;
    found.push({ kind, start: tokens[i]?.start ?? 0, end: tokens[end - 1]?.end ?? 0 });
    claimed.fill(1, i, end);
    i = end - 1;
  }
  return found;
}
