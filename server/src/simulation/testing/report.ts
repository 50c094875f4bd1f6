import type { Shrunk } from './shrink';
import type { RunResult } from './simulation';
import { describeStep, type Step } from './steps';

/** What a failing seed prints: the seed, the broken guarantee, and the steps that reproduce it. */
export function failureReport(
  label: string,
  variant: string,
  steps: readonly Step[],
  result: RunResult,
  shrunk: Shrunk | null,
): string {
  const failure = result.failure!;
  const where = whereIn(failure.step, steps.length);
  const lines = [
    `✗ ${label} (variant ${variant}): ${failure.violations[0]!.invariant} broken ${where} of ${steps.length}`,
    ...failure.violations.slice(0, 5).map((v) => `    ${v.invariant}: ${v.detail}`),
  ];
  if (shrunk) {
    const last = shrunk.result.failure!;
    lines.push(
      `  shortest step list found (${shrunk.steps.length} steps, ${shrunk.replays} replays on fresh databases):`,
      ...shrunk.steps.map((s, i) => `    ${i + 1}. ${describeStep(s)}`),
      `  which breaks ${whereIn(last.step, shrunk.steps.length)}: ${last.violations[0]!.invariant}: ${last.violations[0]!.detail}`,
      `  as JSON: ${JSON.stringify(shrunk.steps)}`,
    );
  }
  return lines.join('\n');
}

const whereIn = (step: number, of: number) =>
  step >= of ? 'once the platform went quiet at the end' : `after step ${step + 1}`;
