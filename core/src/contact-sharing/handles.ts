import {
  BETWEEN_PLATFORM_AND_HANDLE,
  CLAUSE_ENDINGS,
  INTRODUCES_HANDLE,
  LOOK_UP_VERBS,
  NOT_A_HANDLE,
  OWNERS,
} from './handle-words';
import { type PlatformMention, platformAt } from './platforms';
import { isSpaceToken, isSymbol, isWord, type Token } from './tokens';
import type { Finding } from './types';

/**
 * Social handles: "@djmike", "find me on insta @djmike", "my snap is djmike99", "I'm djmike99 on
 * snap", "search DJMikeEvents on facebook", "whatsapp me on 07700 900123". A handle that looks
 * like one (digits, dots or underscores, or an "@") is taken next to a platform name; a plain
 * word only when the sentence plainly offers it ("my ig is sarahcakes", "insta: sarahcakes").
 */
interface Handle {
  text: string;
  prefixed: boolean;
  /** Token indices: first (the "@" when prefixed) and one past the last. */
  first: number;
  next: number;
}

const MAX_HANDLE = 30;
const MAX_WORDS_BETWEEN = 5;
const SKIPPED_BETWEEN = '-–—,(\'"’';

function handleAt(tokens: readonly Token[], at: number): Handle | null {
  const prefixed = isSymbol(tokens[at], '@') && (isWord(tokens[at + 1]) || isSymbol(tokens[at + 1], '_'));
  let next = prefixed ? at + 1 : at;
  let text = '';
  // Words joined by ".", "_" or "-" with no space; "_" may also open or close the handle.
  while (text.length <= MAX_HANDLE) {
    const token = tokens[next];
    const joins = isSymbol(token, '._-') && isWord(tokens[next + 1]) && text !== '';
    if (isWord(token) || isSymbol(token, '_') || joins) {
      text += token?.text ?? '';
      next++;
    } else break;
  }
  if (!/[a-z0-9]/.test(text) || text.length > MAX_HANDLE) return null;
  return { text, prefixed, first: at, next };
}

const isOrdinaryWord = (tokens: readonly Token[], handle: Handle) =>
  NOT_A_HANDLE.has(handle.text) ||
  platformAt(tokens, handle.prefixed ? handle.first + 1 : handle.first) !== null;

/** "@djmike", "@dj.mike": an "@" straight before a name that starts with a letter. */
const isAtHandle = (handle: Handle) => handle.prefixed && /^[a-z_][a-z0-9._-]{1,29}$/.test(handle.text);

/** "djmike99", "dj.mike", "sarahs_cakes": shaped like a handle even without an "@". */
const looksLikeHandle = (handle: Handle) =>
  /^[a-z_][a-z0-9._-]{2,29}$/.test(handle.text) && /[0-9._]/.test(handle.text) && !handle.text.endsWith('.');

const isPlainName = (handle: Handle) => /^[a-z][a-z0-9]{2,29}$/.test(handle.text);

function endsClause(tokens: readonly Token[], next: number): boolean {
  const after = tokens[next];
  if (after === undefined || after.kind === 'newline' || after.kind === 'symbol') return true;
  if (after.kind !== 'space') return false;
  const following = tokens[next + 1];
  return following === undefined || following.kind !== 'word' || CLAUSE_ENDINGS.has(following.text);
}

const isClaimed = (claimed: Uint8Array, first: number, next: number) =>
  claimed.subarray(first, next).includes(1);

/** Up to `count` words before token `at`, nearest first. */
function wordsBefore(tokens: readonly Token[], at: number, count: number): string[] {
  const words: string[] = [];
  for (let i = at - 1; i >= 0 && words.length < count; i--) {
    const token = tokens[i];
    if (token?.kind === 'word') words.push(token.text);
    else if (token?.kind !== 'space') break;
  }
  return words;
}

/** "add me on insta", "find us on": the writer invites the reader to their own account. */
const invitesBefore = (tokens: readonly Token[], at: number) =>
  wordsBefore(tokens, at, 2).some((word) => word === 'me' || word === 'us');

const ownedBefore = (tokens: readonly Token[], at: number) =>
  wordsBefore(tokens, at, 2).some((word) => OWNERS.has(word));

/** The first finding that starts in [start, end); findings are in reading order. */
function firstStartingWithin(findings: readonly Finding[], start: number, end: number): Finding | undefined {
  let low = 0;
  let high = findings.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((findings[middle]?.start ?? 0) < start) low = middle + 1;
    else high = middle;
  }
  const found = findings[low];
  return found !== undefined && found.start < end ? found : undefined;
}

function handleAfter(
  tokens: readonly Token[],
  claimed: Uint8Array,
  mention: PlatformMention,
  /** Phone findings in reading order. */
  phones: readonly Finding[],
): Finding | null {
  let at = mention.next;
  let explicit = false;
  let introduced = false;
  let words = 0;
  for (;;) {
    const token = tokens[at];
    if (token === undefined) return null;
    if (token.kind === 'space') at++;
    else if (isSymbol(token, ':=') || (isSymbol(token, '@') && isSpaceToken(tokens[at + 1]))) {
      explicit = true;
      at++;
    } else if (isSymbol(token, SKIPPED_BETWEEN)) at++;
    else if (isWord(token) && BETWEEN_PLATFORM_AND_HANDLE.has(token.text) && words < MAX_WORDS_BETWEEN) {
      words++;
      introduced ||= INTRODUCES_HANDLE.has(token.text);
      at++;
    } else break;
  }
  const startToken = tokens[at];
  const platformStart = tokens[mention.first]?.start ?? 0;
  if (mention.platform.messaging && startToken !== undefined) {
    // A messaging app is reached by phone number: "whatsapp me on 07700 900123".
    const phone = firstStartingWithin(phones, startToken.start, startToken.end);
    if (phone !== undefined) return { kind: 'social', start: platformStart, end: phone.end };
  }
  const handle = handleAt(tokens, at);
  if (handle === null || isClaimed(claimed, handle.first, handle.next) || isOrdinaryWord(tokens, handle))
    return null;
  const offered =
    isAtHandle(handle) ||
    looksLikeHandle(handle) ||
    (isPlainName(handle) &&
      endsClause(tokens, handle.next) &&
      (explicit ||
        (introduced && ownedBefore(tokens, mention.first)) ||
        invitesBefore(tokens, mention.first)));
  if (!offered) return null;
  return { kind: mention.platform.kind, start: platformStart, end: tokens[handle.next - 1]?.end ?? 0 };
}

const LINKING_WORDS = new Set(['on', 'at', 'via']);
const BEFORE_LOOKED_UP_NAME = new Set(['me', 'us', 'for', 'as', 'up', 'out']);

function asksToLookUp(tokens: readonly Token[], at: number): boolean {
  for (const word of wordsBefore(tokens, at, 3)) {
    if (LOOK_UP_VERBS.has(word)) return true;
    if (!BEFORE_LOOKED_UP_NAME.has(word)) return false;
  }
  return false;
}

function handleBefore(
  tokens: readonly Token[],
  claimed: Uint8Array,
  mention: PlatformMention,
): Finding | null {
  const linking = tokens[mention.first - 2];
  if (!isSpaceToken(tokens[mention.first - 1]) || !isWord(linking) || !LINKING_WORDS.has(linking.text))
    return null;
  if (!isSpaceToken(tokens[mention.first - 3]) || !isWord(tokens[mention.first - 4])) return null;
  let first = mention.first - 4;
  while (isSymbol(tokens[first - 1], '._-') && isWord(tokens[first - 2])) first -= 2;
  if (isSymbol(tokens[first - 1], '@')) first -= 1;
  const handle = handleAt(tokens, first);
  if (handle === null || handle.next !== mention.first - 3) return null;
  if (isClaimed(claimed, handle.first, handle.next) || isOrdinaryWord(tokens, handle)) return null;
  const offered =
    isAtHandle(handle) ||
    looksLikeHandle(handle) ||
    (isPlainName(handle) && asksToLookUp(tokens, handle.first));
  if (!offered) return null;
  const end = tokens[mention.next - 1]?.end ?? 0;
  return { kind: mention.platform.kind, start: tokens[handle.first]?.start ?? 0, end };
}

/** "@djmike" on its own: a two-person chat has no use for mentions, so this is a handle. */
function bareHandle(tokens: readonly Token[], claimed: Uint8Array, at: number): Finding | null {
  if (!isSymbol(tokens[at], '@') || isWord(tokens[at - 1])) return null;
  const handle = handleAt(tokens, at);
  if (handle === null || !isAtHandle(handle) || isClaimed(claimed, handle.first, handle.next)) return null;
  if (NOT_A_HANDLE.has(handle.text)) return null;
  return { kind: 'social', start: tokens[at]?.start ?? 0, end: tokens[handle.next - 1]?.end ?? 0 };
}

export function findHandles(
  tokens: readonly Token[],
  claimed: Uint8Array,
  phones: readonly Finding[],
): Finding[] {
  const found: Finding[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (claimed[i] === 1) continue;
    const mention = platformAt(tokens, i);
    if (mention === null) {
      const bare = bareHandle(tokens, claimed, i);
      if (bare !== null) found.push(bare);
      continue;
    }
    for (const finding of [
      handleAfter(tokens, claimed, mention, phones),
      handleBefore(tokens, claimed, mention),
    ]) {
      if (finding !== null) found.push(finding);
    }
    i = mention.next - 1;
  }
  return found;
}
