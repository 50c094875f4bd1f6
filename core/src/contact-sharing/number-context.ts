import type { DigitRun } from './digit-runs';
import { wordSet } from './word-set';

/**
 * A long number that is not UK-shaped still reads as a phone number unless its context says
 * otherwise: a label in the few words before it ("booking ref", "invoice number", "grid ref"),
 * a currency sign, or a list of years.
 */
const REFERENCE_WORDS = wordSet(`
  ref reference booking order invoice quote id no number num nr account acc acct company vat
  tracking transaction txn receipt confirmation conf policy licence license reg registration
  serial po code sku item product payment ticket case cert certificate grid
`);

const LOOK_BEHIND = 40;
const LABEL_WORDS = 3;
const YEAR = /^(?:19|20)\d\d$/;

function isLabelled(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - LOOK_BEHIND), start);
  if (/[#£$€]\s*$/.test(before)) return true;
  const words = before.match(/[a-z]+/g) ?? [];
  return words.slice(-LABEL_WORDS).some((word) => REFERENCE_WORDS.has(word));
}

export function isExplainedNumber(run: DigitRun, text: string): boolean {
  return isLabelled(text, run.start) || run.groups.every((group) => YEAR.test(group.digits));
}
