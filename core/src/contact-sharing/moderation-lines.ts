import { z } from 'zod';
import { detectContactSharing } from './detect';

/**
 * The moderator command's logic, free of I/O: one JSON line in ({"text": "..."}), one JSON line
 * out ({"sharesContact", "kinds", "matches"}), or {"error": "..."} for a line that cannot be
 * read, so one bad line never stops a batch. Blank lines carry no message and are skipped.
 */
const ModerationInput = z.object({ text: z.string() });

export function moderateLine(line: string): string | null {
  if (line.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return JSON.stringify({ error: `Line is not valid JSON: ${reason}` });
  }
  const input = ModerationInput.safeParse(parsed);
  if (!input.success) return JSON.stringify({ error: 'Expected a JSON object with a string "text" field' });
  const { sharesContact, kinds, matches } = detectContactSharing(input.data.text);
  return JSON.stringify({ sharesContact, kinds, matches });
}

export function moderateLines(lines: Iterable<string>): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const result = moderateLine(line);
    if (result !== null) out.push(result);
  }
  return out;
}
