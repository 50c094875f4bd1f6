import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moderateLine, moderateLines } from './moderation-lines';

describe('moderation lines', () => {
  it('answers each message line with its verdict', () => {
    expect(moderateLines(['{"text": "call 07700 900123"}', '{"text": "150 guests at 7.30pm"}'])).toEqual([
      '{"sharesContact":true,"kinds":["phone"],"matches":["07700 900123"]}',
      '{"sharesContact":false,"kinds":[],"matches":[]}',
    ]);
  });

  it('answers a line that is not JSON with an error and carries on', () => {
    const out = moderateLines(['{"text": oops', '{"text": "djmike at gmail dot com"}']);
    expect(out).toHaveLength(2);
    expect(JSON.parse(out[0] ?? '')).toEqual({ error: expect.stringContaining('Line is not valid JSON') });
    expect(JSON.parse(out[1] ?? '')).toEqual({
      sharesContact: true,
      kinds: ['email'],
      matches: ['djmike at gmail dot com'],
    });
  });

  it.each([['{"message": "hi"}'], ['{"text": 42}'], ['"just a string"'], ['null'], ['[1, 2]']])(
    'answers JSON without a string "text" field with an error: %s',
    (line) => {
      expect(JSON.parse(moderateLine(line) ?? '')).toEqual({
        error: 'Expected a JSON object with a string "text" field',
      });
    },
  );

  it('skips blank lines, which carry no message', () => {
    expect(moderateLines(['', '   ', '{"text": "hello"}'])).toEqual([
      '{"sharesContact":false,"kinds":[],"matches":[]}',
    ]);
  });
});

describe('moderation:check command', () => {
  it('reads JSON lines on standard input and writes one verdict line per message', () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const run = spawnSync('node', ['--import', 'tsx', 'core/src/contact-sharing/cli.ts'], {
      cwd: root,
      input: '{"text": "insta @djmike"}\nnot json\n{"text": "Polka dot tablecloths at 5"}\n',
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      '{"sharesContact":true,"kinds":["social"],"matches":["insta @djmike"]}',
      expect.stringContaining('"error"'),
      '{"sharesContact":false,"kinds":[],"matches":[]}',
    ]);
  });
});
