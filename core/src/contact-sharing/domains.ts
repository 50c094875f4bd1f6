import { wordSet } from './word-set';

/**
 * Host names and endings that decide whether dotted words are a web address. Plain endings
 * such as ".me", ".it", ".us" or ".events" are left out of the bare list because "ok.me" or
 * "djmike.events" turn up as typos and handles far more often than as addresses; with "www."
 * or "https://" in front any ending counts.
 */
export const BARE_TLDS = wordSet(`
  com net org uk io info biz ie eu app dev xyz online site shop store website london scot wales
  cymru de fr nl es
`);

/** Endings accepted after a disguised "at" ("name at domain dot me"), where intent is clear. */
export const EMAIL_TLDS: ReadonlySet<string> = new Set([
  ...BARE_TLDS,
  ...wordSet('me co events email live us'),
]);

/** Mail providers whose name alone, after an "at", gives the address away: "djmike at gmail". */
export const EMAIL_PROVIDERS = wordSet(`
  gmail googlemail hotmail yahoo ymail outlook icloud btinternet btopenworld aol protonmail proton
  msn virginmedia talktalk ntlworld blueyonder
`);

/** Social and messaging hosts: a path on them names a person, so it is a social handle. */
const SOCIAL_HOSTS = [
  ...wordSet(`
    instagram.com instagr.am facebook.com fb.com fb.me m.me tiktok.com twitter.com x.com
    snapchat.com t.me telegram.me telegram.dog wa.me whatsapp.com linkedin.com skype.com
    threads.net youtube.com youtu.be pinterest.com pinterest.co.uk discord.gg discord.com
    signal.me viber.com
  `),
];

/** Link shorteners and link-in-bio pages, which carry any ending. */
const LINK_HOSTS = [
  ...wordSet(
    'bit.ly tinyurl.com goo.gl ow.ly is.gd buff.ly t.co cutt.ly rb.gy tiny.cc linktr.ee lnk.bio shorturl.at',
  ),
];

const isOnHost = (host: string, hosts: readonly string[]) =>
  hosts.some((known) => host === known || host.endsWith(`.${known}`));

export const isSocialHost = (host: string) => isOnHost(host, SOCIAL_HOSTS);
export const isLinkHost = (host: string) => isOnHost(host, LINK_HOSTS);
