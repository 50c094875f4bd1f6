import type { ActiveBlock, StandingState } from './state';

export type Standing = 'good' | 'warned' | 'restricted' | 'suspended' | 'terminated';

/**
 * What other lifecycles receive in their commands about a user's standing, and what the
 * block-status call answers (isBlocked, violationCount, blockReason, blockedUntil).
 * `isBlocked` means suspended or terminated, the "Account Suspended" banner; a 24-hour
 * messaging restriction only stops messages, so it shows as `restricted` with its own end time.
 */
export interface StandingView {
  standing: Standing;
  isBlocked: boolean;
  violationCount: number;
  blockReason: string | null;
  /** When the restriction or suspension ends; null when there is none, or for a termination. */
  blockedUntil: string | null;
  lastViolationAt: string | null;
}

const standingOfBlock = {
  restriction: 'restricted',
  suspension: 'suspended',
  termination: 'terminated',
} as const;

/** What a read model keeps of a standing: enough to answer the block status at any moment. */
export interface StandingFacts {
  violationCount: number;
  lastViolationAt: string | null;
  block: Pick<ActiveBlock, 'kind' | 'reason' | 'until'> | null;
}

/**
 * The standing at `now`. A block whose end has passed no longer counts even before the lifting
 * timer has run, so a late timer never keeps someone blocked longer than the rules say.
 */
export function standingOf(state: StandingState, now: Date): StandingView {
  return standingViewOf(
    { violationCount: state.violationIds.length, lastViolationAt: state.lastViolationAt, block: state.block },
    now,
  );
}

/** The same rule as standingOf, over a read model's row (the block-status call reads it). */
export function standingViewOf(facts: StandingFacts, now: Date): StandingView {
  const { violationCount, block } = facts;
  const inForce = block !== null && (block.until === null || Date.parse(block.until) > now.getTime());
  if (block === null || !inForce) {
    return {
      standing: violationCount > 0 ? 'warned' : 'good',
      isBlocked: false,
      violationCount,
      blockReason: null,
      blockedUntil: null,
      lastViolationAt: facts.lastViolationAt,
    };
  }
  const standing = standingOfBlock[block.kind];
  return {
    standing,
    isBlocked: standing !== 'restricted',
    violationCount,
    blockReason: block.reason,
    blockedUntil: block.until,
    lastViolationAt: facts.lastViolationAt,
  };
}

/** /: restricted, suspended and terminated users cannot send chat messages. */
export const maySendMessages = (view: StandingView): boolean =>
  view.standing === 'good' || view.standing === 'warned';

/** While suspended (or terminated) a provider cannot create new services; a restriction only stops messages. */
export const mayCreateServices = (view: StandingView): boolean => !view.isBlocked;
