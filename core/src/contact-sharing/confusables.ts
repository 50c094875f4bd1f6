/*
 * Characters that NFKD leaves alone but that people use to dodge filters: letters from other
 * scripts that look Latin, and digits from other scripts. Upper case maps to upper case so the
 * lower-casing that follows stays the single place where case is folded.
 */

// Pairs of (look-alike, Latin): Cyrillic, Greek, Armenian and Latin-extension letters, then
// ideographic and half-width full stops typed to dodge "." matching.
const LOOK_ALIKE_PAIRS = [
  'аaвbеeёeкkмmнhоoпnрpсcтtуyхxѕsіiїiјjԁdԛqԝwһhӏl',
  'АAВBЕEКKМMНHОOРPСCТTУYХXЅSІIЈJԀDԚQԜWӀI',
  'αaβbγyεeιiκkνvοoρpτtυuχxωwΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧX',
  'օoսuցgոnɡgɑaıiȷjʟlɪi',
  '。.｡.',
].join('');

const LOOK_ALIKE_LETTERS = new Map<string, string>();
for (let i = 0; i < LOOK_ALIKE_PAIRS.length; i += 2) {
  LOOK_ALIKE_LETTERS.set(LOOK_ALIKE_PAIRS.charAt(i), LOOK_ALIKE_PAIRS.charAt(i + 1));
}

/** First code point (the zero) of each run of ten decimal digits in scripts NFKD does not fold. */
const DIGIT_ZEROS = [
  0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6,
  0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0,
  0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xaa50, 0xabf0,
];

/** Dingbat and negative circled digits one to nine, which NFKD does not decompose. */
const DINGBAT_ONES = [0x2776, 0x2780, 0x278a];

/** The Latin letter or ASCII digit a character stands for, or the character itself. */
export function lookAlike(char: string): string {
  const mapped = LOOK_ALIKE_LETTERS.get(char);
  if (mapped !== undefined) return mapped;
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x24ff) return '0';
  for (const one of DINGBAT_ONES) {
    if (code >= one && code < one + 9) return String(code - one + 1);
  }
  for (const zero of DIGIT_ZEROS) {
    if (code >= zero && code < zero + 10) return String(code - zero);
  }
  return char;
}
