import { digitPieces } from './digit-pieces';
import { type DigitRun, digitRuns } from './digit-runs';
import { innocentNumberSpans } from './innocent-numbers';
import { isExplainedNumber } from './number-context';
import { MAX_PHONE_DIGITS, MIN_PHONE_DIGITS, type PhoneShape, phoneShape } from './phone-shape';
import type { Token } from './tokens';
import type { Finding } from './types';

/** How a phone finding was recognised; a long-number finding is the weakest evidence. */
export type PhoneRule = PhoneShape | 'long-number';

export interface PhoneFinding extends Finding {
  kind: 'phone';
  rule: PhoneRule;
}

// A UK number has 10 or 11 digits with its leading 0; a longer unexplained run is suspicious
// up to the length of an international number with its country code.
const LONG_NUMBER = { min: MIN_PHONE_DIGITS, max: 13 };
// Real numbers are written in at most five groups; more short groups are a list or a countdown.
const LONG_NUMBER_MAX_GROUPS = 5;

/** "(020) 7946 0958" is reported with its opening bracket when the closing one is inside. */
const withOpeningBracket = (text: string, start: number, end: number) =>
  text.charAt(start - 1) === '(' && text.slice(start, end).includes(')') ? start - 1 : start;

/** Phone-shaped stretches of whole groups; a run may hold two numbers or a price and a number. */
function phoneShapedWindows(run: DigitRun, text: string): PhoneFinding[] {
  const found: PhoneFinding[] = [];
  const { groups } = run;
  let i = 0;
  while (i < groups.length) {
    let digits = '';
    let best: { last: number; shape: PhoneShape } | null = null;
    for (let j = i; j < groups.length; j++) {
      digits += groups[j]?.digits ?? '';
      if (digits.length > MAX_PHONE_DIGITS) break;
      if (digits.length < MIN_PHONE_DIGITS) continue;
      const shape = phoneShape(digits, run.international && i === 0);
      if (shape !== null) best = { last: j, shape };
    }
    if (best === null) {
      i++;
      continue;
    }
    const start = i === 0 ? run.start : (groups[i]?.start ?? run.start);
    const end = groups[best.last]?.end ?? run.end;
    found.push({ kind: 'phone', rule: best.shape, start: withOpeningBracket(text, start, end), end });
    i = best.last + 1;
  }
  return found;
}

const digitCount = (run: DigitRun) => run.groups.reduce((sum, group) => sum + group.digits.length, 0);

function isUnexplainedLongNumber(run: DigitRun, text: string): boolean {
  const length = digitCount(run);
  return (
    !run.rounded &&
    length >= LONG_NUMBER.min &&
    length <= LONG_NUMBER.max &&
    run.groups.length <= LONG_NUMBER_MAX_GROUPS &&
    !isExplainedNumber(run, text)
  );
}

const runDigits = (run: DigitRun) => run.groups.map((group) => group.digits).join('');

/**
 * "07700 … then 900 … and finally 123": pieces of a number handed out one after another in the
 * same message, with only filler words and pauses between them. Each connector must hold such a
 * word or an ellipsis (a comma alone is a list), the first piece has at least three digits and
 * the others two, and the pieces together must be shaped like a phone number: a long number put
 * together from pieces is not evidence enough.
 */
const MAX_PIECES = 5;
const MAX_CONNECTOR = 40;
const CONNECTOR =
  /^(?:[\s.,;:!'’-]|\b(?:then|and|finally|next|after|that|last|lastly|followed|by|rest|is|it|s|the|bit|part|ending|with)\b)+$/;
const CONNECTOR_MARK = /\b(?:then|and|finally|next|after|last|lastly|followed|rest|ending)\b|\.\./;

const connects = (text: string, left: DigitRun, right: DigitRun) => {
  const between = text.slice(left.end, right.start);
  return between.length <= MAX_CONNECTOR && CONNECTOR.test(between) && CONNECTOR_MARK.test(between);
};

function piecedNumbers(
  runs: readonly DigitRun[],
  text: string,
  taken: (run: DigitRun) => boolean,
): PhoneFinding[] {
  const found: PhoneFinding[] = [];
  let i = 0;
  while (i < runs.length) {
    const first = runs[i];
    let matched = -1;
    if (first !== undefined && !taken(first) && runDigits(first).length >= 3) {
      let digits = runDigits(first);
      for (let j = i + 1; j < runs.length && j - i < MAX_PIECES; j++) {
        const previous = runs[j - 1];
        const next = runs[j];
        if (previous === undefined || next === undefined || taken(next)) break;
        if (runDigits(next).length < 2 || !connects(text, previous, next)) break;
        digits += runDigits(next);
        if (digits.length > MAX_PHONE_DIGITS) break;
        const shape = phoneShape(digits, first.international);
        if (shape === 'uk-number' || (shape === 'international' && first.international)) matched = j;
      }
    }
    const last = runs[matched];
    if (first !== undefined && last !== undefined) {
      found.push({ kind: 'phone', rule: 'uk-number', start: first.start, end: last.end });
      i = matched + 1;
    } else i++;
  }
  return found;
}

export function findPhones(text: string, tokens: readonly Token[]): PhoneFinding[] {
  const runs = digitRuns(digitPieces(tokens, innocentNumberSpans(text)));
  const found: PhoneFinding[] = [];
  const whole = new Set<DigitRun>();
  for (const run of runs) {
    if (digitCount(run) < MIN_PHONE_DIGITS) continue;
    const windows = phoneShapedWindows(run, text);
    if (windows.length > 0) found.push(...windows);
    else if (isUnexplainedLongNumber(run, text)) {
      found.push({ kind: 'phone', rule: 'long-number', start: run.start, end: run.end });
    } else continue;
    whole.add(run);
  }
  found.push(...piecedNumbers(runs, text, (run) => whole.has(run)));
  return found.sort((a, b) => a.start - b.start);
}
