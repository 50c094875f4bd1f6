import { z } from 'zod';

/**
 * The result of contact-sharing detection as the chat decider receives it in its command.
 * Detection itself (core/src/contact-sharing/detect.ts) is another domain's; the caller runs it
 * on the message text and passes the result in, so this decider stays pure and independent of
 * how detection evolves. The shape mirrors `detectContactSharing(text)`.
 */
export const CONTACT_KINDS = ['phone', 'email', 'social', 'link'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const contactKindSchema = z.enum(CONTACT_KINDS);

export interface ContactSharingDetection {
  sharesContact: boolean;
  kinds: readonly ContactKind[];
  /** The offending parts of the message exactly as typed. */
  matches: readonly string[];
}

/** The offending parts as one readable string: personal fields are single strings (kernel/events.ts). */
export const detectedContentOf = (detection: ContactSharingDetection): string =>
  detection.matches.join(' | ');

const kindNames: Record<ContactKind, string> = {
  phone: 'a phone number',
  email: 'an e-mail address',
  social: 'a social media handle or messaging app',
  link: 'a link',
};

/** "a phone number and an e-mail address": what the refusal tells the sender was found. */
export function describeKinds(kinds: readonly ContactKind[]): string {
  const names = kinds.map((kind) => kindNames[kind]);
  if (names.length <= 1) return names[0] ?? 'contact details';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
