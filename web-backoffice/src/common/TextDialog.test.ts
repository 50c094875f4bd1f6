import { describe, expect, it } from 'vitest';
import { missingFrom } from './TextDialog';

describe('what a text dialog still needs before it sends', () => {
  const outcomes = { label: 'Outcome', options: [{ id: 'no_fraud', name: 'No fraud' }] };

  it('asks for the choice first, then for required text, in the words given or its own', () => {
    expect(missingFrom({ label: 'Resolution note', choices: outcomes }, 'Checked.', '')).toBe(
      'Please choose outcome.',
    );
    expect(missingFrom({ label: 'Resolution note', choices: outcomes }, '   ', 'no_fraud')).toBe(
      'Please write resolution note.',
    );
    expect(
      missingFrom({ label: 'Reason', missing: 'Please give the reason: the provider sees it.' }, '', ''),
    ).toBe('Please give the reason: the provider sees it.');
    expect(
      missingFrom(
        { label: 'Notes', optional: true, choices: { ...outcomes, missing: 'Please choose an outcome.' } },
        '',
        '',
      ),
    ).toBe('Please choose an outcome.');
  });

  it('lets optional text be empty and a complete answer through', () => {
    expect(missingFrom({ label: 'Note', optional: true }, '', '')).toBeNull();
    expect(missingFrom({ label: 'Resolution note', choices: outcomes }, 'Checked.', 'no_fraud')).toBeNull();
  });
});
