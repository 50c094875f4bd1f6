import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { detectContactSharing } from './detect';
import { CONTACT_KINDS } from './types';

/**
 * The labelled corpus (corpus.jsonl) measures the detector the way moderation feels it: how
 * many flagged messages really shared a contact (precision) and how many sharing messages were
 * caught (recall), per message and per kind. Both must stay at or above 0.97.
 */
const MINIMUM = 0.97;

const CorpusEntry = z.object({
  text: z.string(),
  sharesContact: z.boolean(),
  kinds: z.array(z.enum(CONTACT_KINDS)),
});
type CorpusEntry = z.infer<typeof CorpusEntry>;

const corpus: CorpusEntry[] = readFileSync(new URL('./corpus.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => CorpusEntry.parse(JSON.parse(line)));

interface Tally {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

const precision = (t: Tally) => t.truePositives / (t.truePositives + t.falsePositives);
const recall = (t: Tally) => t.truePositives / (t.truePositives + t.falseNegatives);

function count(tally: Tally, expected: boolean, actual: boolean) {
  if (expected && actual) tally.truePositives++;
  else if (actual) tally.falsePositives++;
  else if (expected) tally.falseNegatives++;
}

function score() {
  const messages: Tally = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  const kinds: Tally = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  const mistakes: string[] = [];
  for (const entry of corpus) {
    const result = detectContactSharing(entry.text);
    count(messages, entry.sharesContact, result.sharesContact);
    for (const kind of CONTACT_KINDS) count(kinds, entry.kinds.includes(kind), result.kinds.includes(kind));
    if (result.kinds.join() !== entry.kinds.join()) {
      mistakes.push(`${JSON.stringify(entry.text)}: expected [${entry.kinds}], got [${result.kinds}]`);
    }
  }
  return { messages, kinds, mistakes };
}

describe('labelled corpus', () => {
  it('holds at least 150 messages, at least half of them innocent, each labelled consistently', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    expect(corpus.filter((entry) => !entry.sharesContact).length * 2).toBeGreaterThanOrEqual(corpus.length);
    for (const entry of corpus) expect(entry.sharesContact, entry.text).toBe(entry.kinds.length > 0);
  });

  it(`precision and recall are at least ${MINIMUM}, per message and per kind`, () => {
    const { messages, kinds, mistakes } = score();
    const report = {
      messages: corpus.length,
      messagePrecision: precision(messages).toFixed(3),
      messageRecall: recall(messages).toFixed(3),
      kindPrecision: precision(kinds).toFixed(3),
      kindRecall: recall(kinds).toFixed(3),
    };
    console.log('contact-sharing corpus:', JSON.stringify(report));
    if (mistakes.length > 0) console.log(mistakes.join('\n'));
    expect(precision(messages)).toBeGreaterThanOrEqual(MINIMUM);
    expect(recall(messages)).toBeGreaterThanOrEqual(MINIMUM);
    expect(precision(kinds)).toBeGreaterThanOrEqual(MINIMUM);
    expect(recall(kinds)).toBeGreaterThanOrEqual(MINIMUM);
  });
});
