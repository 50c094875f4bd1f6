import type { InvariantName } from './invariants';
import { type RunOptions, type RunResult, runSimulation } from './simulation';
import type { Step } from './steps';

export interface Shrunk {
  steps: Step[];
  result: RunResult;
  replays: number;
}

/**
 * Greedy delta debugging: cut the list after the failing step, then try removing chunks (halves,
 * quarters, … single steps), keeping a removal whenever the shorter list, replayed on a fresh
 * database, still breaks the same guarantee. Stops after `maxReplays` replays.
 */
export async function shrink(
  steps: readonly Step[],
  failed: RunResult,
  options: RunOptions & { maxReplays?: number; onReplay?: (steps: number, fails: boolean) => void } = {},
): Promise<Shrunk> {
  const invariant = failed.failure?.violations[0]?.invariant;
  if (!invariant) throw new Error('nothing to shrink: the run did not fail');
  const maxReplays = options.maxReplays ?? 60;
  let replays = 0;
  let best = { steps: [...steps], result: failed };

  const tryList = async (candidate: Step[]): Promise<boolean> => {
    replays++;
    const result = await runSimulation(candidate, options);
    const fails = breaks(result, invariant);
    options.onReplay?.(candidate.length, fails);
    if (fails && result.failure) {
      // A run stops at its first violation: the steps after it play no part.
      best = { steps: candidate.slice(0, result.failure.step + 1), result };
    }
    return fails;
  };

  const upTo = failed.failure!.step + 1;
  if (upTo < best.steps.length) await tryList(best.steps.slice(0, upTo));
  let chunk = Math.max(1, Math.floor(best.steps.length / 2));
  while (replays < maxReplays) {
    let removedAny = false;
    for (let at = 0; at < best.steps.length && replays < maxReplays; ) {
      const candidate = [...best.steps.slice(0, at), ...best.steps.slice(at + chunk)];
      if (candidate.length > 0 && (await tryList(candidate))) removedAny = true;
      else at += chunk;
    }
    if (chunk === 1 && !removedAny) break;
    if (!removedAny || chunk > 1) chunk = Math.max(1, Math.floor(chunk / 2));
  }
  return { ...best, replays };
}

function breaks(result: RunResult, invariant: InvariantName): boolean {
  return result.failure?.violations.some((v) => v.invariant === invariant) ?? false;
}
