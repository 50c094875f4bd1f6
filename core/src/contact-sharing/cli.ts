import { createInterface } from 'node:readline';
import { moderateLine } from './moderation-lines';

/**
 * `npm run -s moderation:check`: JSON lines {"text": "..."} on standard input, one verdict per
 * line on standard output, written as each line arrives so a long file streams through.
 */
const input = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
for await (const line of input) {
  const verdict = moderateLine(line);
  if (verdict !== null) process.stdout.write(`${verdict}\n`);
}
