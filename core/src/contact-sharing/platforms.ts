import { isSpaceToken, isWord, type Token } from './tokens';
import type { ContactKind } from './types';
import { wordSet } from './word-set';

/**
 * Names of the places people move a conversation to. Mail providers count too: "my gmail is
 * sarahcakes88" gives away an e-mail address ("outlook" is left out: "my outlook is positive").
 * Messaging apps are reached with a phone number.
 */
export interface Platform {
  kind: Extract<ContactKind, 'social' | 'email'>;
  messaging: boolean;
}

const social: Platform = { kind: 'social', messaging: false };
const messaging: Platform = { kind: 'social', messaging: true };
const mail: Platform = { kind: 'email', messaging: false };

const named = (names: string, platform: Platform) =>
  [...wordSet(names)].map((name) => [name, platform] as const);

const ONE_WORD = new Map<string, Platform>([
  ...named(
    'instagram insta ig facebook fb tiktok twitter snapchat snap skype linkedin discord messenger kik',
    social,
  ),
  ...named('whatsapp watsapp whatsap telegram viber signal wechat', messaging),
  ...named('gmail googlemail hotmail yahoo icloud btinternet', mail),
]);

// Written as two words, with a space: "tik tok", "whats app".
const TWO_WORDS = new Map<string, Platform>([
  ['tik tok', social],
  ['face book', social],
  ['insta gram', social],
  ['snap chat', social],
  ['linked in', social],
  ['whats app', messaging],
]);

export interface PlatformMention {
  platform: Platform;
  /** Token index of the first and one past the last token of the name. */
  first: number;
  next: number;
}

export function platformAt(tokens: readonly Token[], at: number): PlatformMention | null {
  const word = tokens[at];
  if (!isWord(word)) return null;
  const second = tokens[at + 2];
  if (isSpaceToken(tokens[at + 1]) && isWord(second)) {
    const platform = TWO_WORDS.get(`${word.text} ${second.text}`);
    if (platform !== undefined) return { platform, first: at, next: at + 3 };
  }
  const platform = ONE_WORD.get(word.text);
  return platform === undefined ? null : { platform, first: at, next: at + 1 };
}
