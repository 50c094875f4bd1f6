import type { BlockKind } from '@esm/core/standing/events';

/** A user's row of rm.user_standing. */
export interface StandingRow {
  violation_count: number;
  last_violation_at: Date | null;
  block_kind: BlockKind | null;
  block_reason: string | null;
  blocked_until: Date | null;
}
