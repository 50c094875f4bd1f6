import {
  bracketedMarker,
  type DomainName,
  domainAt,
  dotAt,
  type Marker,
  spelledMarker,
} from './domain-parser';
import { EMAIL_PROVIDERS, EMAIL_TLDS } from './domains';
import { isSymbol, isWord, type Token } from './tokens';
import type { Finding } from './types';
import { wordSet } from './word-set';

/**
 * E-mail addresses, plain ("mike@mikesounds.co.uk") or disguised ("mike at gmail dot com",
 * "mike [at] mikesounds [dot] co [dot] uk", "mike(at)mikesounds(dot)com", "mike @ gmail . com").
 * A disguised address needs a known ending or a known mail provider, so "meet at the venue"
 * and "arrive at 5" never qualify.
 */

// Words before a disguised "at" that belong to the sentence, not to a mailbox: "email me at
// gmail" names a provider but no address, and "look at mikesounds.com" is a web address.
const NOT_A_MAILBOX = wordSet(`
  me us you them him her it is are be am was we i and or but here there arrive meet see stay work
  book booked look looking find found visit check out online website site web order shop listed
  live available details more menu menus prices pricing reviews photos all everything page
`);

const MAX_LOCAL_PARTS = 12;

/** The mailbox: words joined by ".", "_", "+", "-" or a disguised dot ("sarah dot cakes"). */
function mailboxAt(tokens: readonly Token[], at: number): { next: number; words: number } | null {
  if (!isWord(tokens[at])) return null;
  let next = at + 1;
  let words = 1;
  while (words < MAX_LOCAL_PARTS) {
    const joiner = isSymbol(tokens[next], '_+-') ? { next: next + 1, disguised: false } : dotAt(tokens, next);
    if (joiner === null || !isWord(tokens[joiner.next])) break;
    next = joiner.next + 1;
    words++;
  }
  return { next, words };
}

/** "@", " @ ", " at ", "(at)", "[at]", "{at}", "<at>". */
function atSign(tokens: readonly Token[], at: number): Marker | null {
  return spelledMarker(tokens, at, '@', 'at') ?? bracketedMarker(tokens, at, ['a']);
}

function isMailDomain(domain: DomainName, disguised: boolean): boolean {
  const [first = ''] = domain.labels;
  const ending = domain.labels[domain.labels.length - 1] ?? '';
  // "look at www.mikesounds.co.uk" points at a website, not a mailbox.
  if (first === 'www') return false;
  if (domain.labels.length === 1) return EMAIL_PROVIDERS.has(first);
  if (!disguised) return /^[a-z]{2,24}$/.test(ending);
  return EMAIL_TLDS.has(ending) || EMAIL_PROVIDERS.has(first);
}

export function findEmails(tokens: readonly Token[], claimed: Uint8Array): Finding[] {
  const found: Finding[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (claimed[i] === 1) continue;
    const mailbox = mailboxAt(tokens, i);
    const at = mailbox === null ? null : atSign(tokens, mailbox.next);
    const domain = at === null ? null : domainAt(tokens, at.next);
    if (mailbox === null || at === null || domain === null) continue;
    if (at.disguised && mailbox.words === 1 && NOT_A_MAILBOX.has(tokens[i]?.text ?? '')) continue;
    if (!isMailDomain(domain, at.disguised || domain.disguised)) continue;
    const last = tokens[domain.next - 1];
    found.push({ kind: 'email', start: tokens[i]?.start ?? 0, end: last?.end ?? 0 });
    claimed.fill(1, i, domain.next);
    i = domain.next - 1;
  }
  return found;
}
