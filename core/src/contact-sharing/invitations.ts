import { platformAt } from './platforms';
import { isSymbol, type Token } from './tokens';
import type { Finding } from './types';
import { wordSet } from './word-set';

/**
 * Invitations to carry on somewhere else without a handle or address: "search for us on
 * Instagram", "message us on Facebook", "look us up on Google", "book through our own website".
 * A named place is needed, and the writer must point the reader to themselves ("us", "me",
 * "our own"): "message me here", "I found you on Google" and "search for venues on Google" are
 * not invitations.
 */

// Verbs that send the reader to the writer: "add me on", "dm us on", "find us on". "Follow us
// on instagram" is left out: it asks for an audience, not a conversation, and stays allowed.
const INVITING_VERBS = wordSet(`
  search find add message messages msg dm pm inbox text contact ping reach catch look check
`);
// "look us up on", "check us out on": these only invite with their particle.
const NEEDS_PARTICLE = new Map([
  ['look', 'up'],
  ['check', 'out'],
]);
const WRITER = wordSet('us me');
const BETWEEN_WRITER_AND_PLACE = wordSet('up out directly direct privately instead too also there over');
const BEFORE_PLACE = wordSet('on via through at over in');
// Places to look someone up that are not social platforms.
const LOOK_UP_PLACES = wordSet('google yell');

const SITE_WORDS = wordSet('website site webpage websites');
// "book through our own website": the own website is where the reader is sent. "My own website
// was a nightmare to build" only talks about it.
const TOWARDS = wordSet('through on via from at to visit use using');
const OWNERS = wordSet('our my');
const MAX_BETWEEN = 2;

interface Word {
  text: string;
  index: number;
}

/** The words of the message with the token index of each; punctuation ends a clause. */
function clauses(tokens: readonly Token[]): Word[][] {
  const result: Word[][] = [[]];
  tokens.forEach((token, index) => {
    if (token.kind === 'word') result[result.length - 1]?.push({ text: token.text, index });
    else if (token.kind === 'newline' || (token.kind === 'symbol' && !isSymbol(token, "'’-")))
      result.push([]);
  });
  return result.filter((clause) => clause.length > 0);
}

/** The index in `words` just after "us"/"me" (and "for us", "us up"…), or -1. */
function afterWriter(words: readonly Word[], verb: number): number {
  let at = verb + 1;
  if (words[at]?.text === 'for') at++;
  if (!WRITER.has(words[at]?.text ?? '')) return -1;
  at++;
  const particle = NEEDS_PARTICLE.get(words[verb]?.text ?? '');
  if (particle !== undefined && words[verb + 1]?.text !== 'for') {
    if (words[at]?.text !== particle) return -1;
    at++;
  }
  return at;
}

function placeAt(tokens: readonly Token[], words: readonly Word[], at: number): number | null {
  const word = words[at];
  if (word === undefined) return null;
  if (LOOK_UP_PLACES.has(word.text)) return word.index + 1;
  const mention = platformAt(tokens, word.index);
  return mention !== null && mention.platform.kind === 'social' ? mention.next : null;
}

/** "google us", "google me": the search engine as the verb. */
function googleUs(tokens: readonly Token[], words: readonly Word[], at: number): Finding | null {
  if (words[at]?.text !== 'google' || !WRITER.has(words[at + 1]?.text ?? '')) return null;
  const start = tokens[words[at]?.index ?? 0]?.start ?? 0;
  return { kind: 'social', start, end: tokens[words[at + 1]?.index ?? 0]?.end ?? 0 };
}

function platformInvitation(tokens: readonly Token[], words: readonly Word[], verb: number): Finding | null {
  let at = afterWriter(words, verb);
  if (at === -1) return null;
  for (
    let skipped = 0;
    skipped < MAX_BETWEEN && BETWEEN_WRITER_AND_PLACE.has(words[at]?.text ?? '');
    skipped++
  )
    at++;
  if (!BEFORE_PLACE.has(words[at]?.text ?? '')) return null;
  if (words[at + 1]?.text === 'over') at++;
  const next = placeAt(tokens, words, at + 1);
  if (next === null) return null;
  return {
    kind: 'social',
    start: tokens[words[verb]?.index ?? 0]?.start ?? 0,
    end: tokens[next - 1]?.end ?? 0,
  };
}

/** "our own website", "my own site": a website of the writer's own, named as the way to book. */
function ownWebsite(tokens: readonly Token[], words: readonly Word[], owner: number): Finding | null {
  if (words[owner + 1]?.text !== 'own' || !TOWARDS.has(words[owner - 1]?.text ?? '')) return null;
  let last = owner + 2;
  if (words[last]?.text === 'web' && (words[last + 1]?.text === 'site' || words[last + 1]?.text === 'page'))
    last++;
  else if (!SITE_WORDS.has(words[last]?.text ?? '')) return null;
  const start = tokens[words[owner]?.index ?? 0]?.start ?? 0;
  return { kind: 'link', start, end: tokens[words[last]?.index ?? 0]?.end ?? 0 };
}

export function findInvitations(tokens: readonly Token[]): Finding[] {
  const found: Finding[] = [];
  for (const words of clauses(tokens)) {
    words.forEach((word, i) => {
      const finding = INVITING_VERBS.has(word.text)
        ? platformInvitation(tokens, words, i)
        : OWNERS.has(word.text)
          ? ownWebsite(tokens, words, i)
          : googleUs(tokens, words, i);
      if (finding !== null) found.push(finding);
    });
  }
  return found;
}
