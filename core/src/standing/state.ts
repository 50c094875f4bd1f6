import type { BlockKind } from './events';

/** A restriction, suspension or termination in force until it is lifted (or its time runs out). */
export interface ActiveBlock {
  kind: BlockKind;
  cause: 'contact_sharing' | 'back_office';
  reason: string;
  since: string;
  /** Null for a termination: only the back office ends it. */
  until: string | null;
}

export interface StandingState {
  userId: string | null;
  /** Every recorded violation, so a redelivered violation is recognised and counted once. */
  violationIds: readonly string[];
  lastViolationAt: string | null;
  /** Suspensions the ladder imposed; two of them make the next violation a termination. */
  contactSharingSuspensions: number;
  block: ActiveBlock | null;
}

export const initialStandingState: StandingState = {
  userId: null,
  violationIds: [],
  lastViolationAt: null,
  contactSharingSuspensions: 0,
  block: null,
};
