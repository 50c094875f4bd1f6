import { findEmails } from './email';
import { findHandles } from './handles';
import { findInvitations } from './invitations';
import { findLinks } from './links';
import { type NormalisedText, normalise } from './normalise';
import { findPhones } from './phone';
import { joinSpacedLetters } from './spaced-letters';
import { tokenize } from './tokens';
import { CONTACT_KINDS, type ContactKind, type ContactSharingResult, type Finding } from './types';

export { CONTACT_KINDS, type ContactKind, type ContactSharingResult } from './types';

/** Findings that overlap become one match carrying every kind found in it. */
function mergeOverlapping(
  findings: readonly Finding[],
): Array<{ start: number; end: number; kinds: Set<ContactKind> }> {
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Array<{ start: number; end: number; kinds: Set<ContactKind> }> = [];
  for (const finding of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && finding.start < last.end) {
      last.end = Math.max(last.end, finding.end);
      last.kinds.add(finding.kind);
    } else {
      merged.push({ start: finding.start, end: finding.end, kinds: new Set([finding.kind]) });
    }
  }
  return merged;
}

const inside = (inner: Finding, outer: Finding) => inner.start >= outer.start && inner.end <= outer.end;

/**
 * Every contact detail in one pass over the normalised text. E-mail addresses are read before
 * web addresses (the domain of an address is not a website), both before handles (the "@" of an
 * address is not a handle). A long unlabelled number inside a web address is part of the address,
 * not a phone number; a UK-shaped one ("wa.me/447700900123") is both.
 */
/** Addresses typed with their letters spaced out, in the offsets of the normalised text. */
function spacedEmails(text: string, tokens: ReturnType<typeof tokenize>): Finding[] {
  const joined = joinSpacedLetters(text, tokens);
  if (joined === null) return [];
  const joinedTokens = tokenize(joined.text);
  return findEmails(joinedTokens, new Uint8Array(joinedTokens.length)).map((finding) => ({
    kind: finding.kind,
    start: joined.source[finding.start] ?? 0,
    end: (joined.source[finding.end - 1] ?? 0) + 1,
  }));
}

function findAll(norm: NormalisedText): Finding[] {
  const tokens = tokenize(norm.text);
  const claimed = new Uint8Array(tokens.length);
  const spaced = spacedEmails(norm.text, tokens);
  const emails = [...findEmails(tokens, claimed), ...spaced];
  // "john at g mail dot com": "mail dot com" is the tail of the address, not a website.
  const links = findLinks(tokens, claimed).filter((link) => !spaced.some((email) => inside(link, email)));
  const phones = findPhones(norm.text, tokens).filter(
    (phone) => phone.rule !== 'long-number' || !links.some((link) => inside(phone, link)),
  );
  const handles = findHandles(tokens, claimed, phones);
  const specific = [...phones, ...emails, ...handles, ...links];
  // "find me on insta @djmike" is reported as the handle it offers; the invitation around it
  // only counts where nothing more specific was found.
  const invitations = findInvitations(tokens).filter(
    (invitation) =>
      !specific.some((finding) => finding.start < invitation.end && invitation.start < finding.end),
  );
  return [...specific, ...invitations];
}

export function detectContactSharing(text: string): ContactSharingResult {
  const norm = normalise(text);
  const merged = mergeOverlapping(findAll(norm));
  const found = new Set<ContactKind>();
  const matches: string[] = [];
  for (const span of merged) {
    for (const kind of span.kinds) found.add(kind);
    const match = text.slice(norm.from[span.start] ?? 0, norm.to[span.end - 1] ?? text.length);
    if (!matches.includes(match)) matches.push(match);
  }
  const kinds = CONTACT_KINDS.filter((kind) => found.has(kind));
  return { sharesContact: kinds.length > 0, kinds, matches };
}
