import type { Piece } from './digit-pieces';

/** One group of digits as written: "07700", "double seven" (77), a lone spelled "nine". */
export interface DigitGroup {
  digits: string;
  start: number;
  end: number;
  /** Spelled as words; such groups may be separated by commas ("zero, seven, seven"). */
  spoken: boolean;
}

/** Digit groups that read as one number: only short gaps between them, no barrier. */
export interface DigitRun {
  groups: DigitGroup[];
  /** Where the run starts, including a leading "+" or "plus". */
  start: number;
  end: number;
  international: boolean;
  /**
   * Holds a group spoken with "hundred" or "thousand". Amounts are said that way far more
   * often than phone numbers, so such a run only counts when it is shaped like a phone number.
   */
  rounded: boolean;
}

interface Gap {
  open: boolean;
  length: number;
  marks: number;
  comma: boolean;
}

// "07700 - 900 - 123" has three marks in a gap; "(0) " two. Longer gaps read as two numbers.
const MAX_GAP_MARKS = 3;
const MAX_GAP_LENGTH = 8;

const emptyGap = (): Gap => ({ open: true, length: 0, marks: 0, comma: false });

// A comma between typed numbers is a list ("10, 12, 14"); between spelled digits it is how
// people pace a dictated number ("oh seven seven, nine zero zero").
const joinable = (gap: Gap, left: DigitGroup, right: DigitGroup) =>
  gap.open &&
  gap.marks <= MAX_GAP_MARKS &&
  gap.length <= MAX_GAP_LENGTH &&
  (!gap.comma || (left.spoken && right.spoken));

export function digitRuns(pieces: readonly Piece[]): DigitRun[] {
  const runs: DigitRun[] = [];
  let current: DigitRun | null = null;
  let gap = emptyGap();
  let repeat: { times: number; start: number; gapBefore: Gap } | null = null;
  let plusAt: number | null = null;

  const flush = () => {
    if (current !== null) runs.push(current);
    current = null;
  };

  for (const piece of pieces) {
    switch (piece.kind) {
      case 'digits': {
        const group: DigitGroup = {
          digits: piece.digits,
          start: piece.start,
          end: piece.end,
          spoken: piece.spoken,
        };
        let joinGap = gap;
        if (repeat !== null) {
          // "double 7" and "double seven" repeat the first digit that follows straight after.
          if (gap.open && gap.marks === 0 && gap.length <= 2) {
            group.digits = piece.digits.charAt(0).repeat(repeat.times) + piece.digits.slice(1);
            group.start = repeat.start;
            group.spoken = true;
            joinGap = repeat.gapBefore;
          }
          repeat = null;
        }
        const last: DigitGroup | undefined = current?.groups[current.groups.length - 1];
        if (current !== null && last !== undefined && joinable(joinGap, last, group)) {
          if (joinGap.length === 0 && last.end === group.start) {
            last.digits += group.digits;
            last.end = group.end;
            last.spoken = last.spoken && group.spoken;
          } else {
            current.groups.push(group);
          }
          current.end = group.end;
        } else {
          flush();
          current = {
            groups: [group],
            start: plusAt ?? group.start,
            end: group.end,
            international: plusAt !== null,
            rounded: false,
          };
        }
        plusAt = null;
        gap = emptyGap();
        break;
      }
      case 'zeros': {
        // Only straight after a one- or two-digit group ("nine hundred", "7 thousand"); anywhere
        // else the word ends the number, as any other word does.
        const last: DigitGroup | undefined = current?.groups[current.groups.length - 1];
        if (
          current !== null &&
          last !== undefined &&
          repeat === null &&
          last.digits.length <= 2 &&
          gap.open &&
          gap.marks === 0 &&
          !gap.comma &&
          gap.length <= 2
        ) {
          last.digits += '0'.repeat(piece.count);
          last.end = piece.end;
          current.end = piece.end;
          current.rounded = true;
          gap = emptyGap();
        } else {
          flush();
          gap = { ...emptyGap(), open: false };
          repeat = null;
          plusAt = null;
        }
        break;
      }
      case 'repeat':
        if (repeat !== null) gap.open = false;
        repeat = { times: piece.times, start: piece.start, gapBefore: gap };
        gap = emptyGap();
        break;
      case 'gap':
        gap.length += piece.text.length;
        if (piece.text === ',') gap.comma = true;
        else if (piece.text.trim() !== '') gap.marks += 1;
        break;
      case 'plus':
        flush();
        gap = { ...emptyGap(), open: false };
        repeat = null;
        plusAt = piece.start;
        break;
      case 'barrier':
        flush();
        gap = { ...emptyGap(), open: false };
        repeat = null;
        plusAt = piece.word === 'plus' ? piece.start : null;
        break;
    }
  }
  flush();
  return runs;
}
