import { describe, expect, it } from 'vitest';
import { HOUR } from '../kernel/clock';
import { blockReasons } from './ladder';
import { mayCreateServices, maySendMessages, standingOf, standingViewOf } from './standing-of';
import { initialStandingState, type StandingState } from './state';

const now = new Date('2026-06-01T12:00:00.000Z');
const later = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();

const withBlock = (
  kind: 'restriction' | 'suspension' | 'termination',
  until: string | null,
): StandingState => ({
  userId: 'u1',
  violationIds: ['m1', 'm2', 'm3'],
  lastViolationAt: now.toISOString(),
  contactSharingSuspensions: kind === 'restriction' ? 0 : 1,
  block: { kind, cause: 'contact_sharing', reason: blockReasons[kind], since: now.toISOString(), until },
});

describe('standingOf: the block status and the banner of', () => {
  it('0 violations and not blocked is good standing', () => {
    const view = standingOf(initialStandingState, now);
    expect(view).toEqual({
      standing: 'good',
      isBlocked: false,
      violationCount: 0,
      blockReason: null,
      blockedUntil: null,
      lastViolationAt: null,
    });
    expect(maySendMessages(view)).toBe(true);
    expect(mayCreateServices(view)).toBe(true);
  });

  it('a violation without a block in force is a warning', () => {
    const view = standingOf(
      { ...initialStandingState, userId: 'u1', violationIds: ['m1'], lastViolationAt: later(-1) },
      now,
    );
    expect(view.standing).toBe('warned');
    expect(view.violationCount).toBe(1);
    expect(maySendMessages(view)).toBe(true);
  });

  it('a messaging restriction stops messages but not services, and is not "blocked"', () => {
    const view = standingOf(withBlock('restriction', later(24)), now);
    expect(view).toMatchObject({ standing: 'restricted', isBlocked: false, blockedUntil: later(24) });
    expect(view.blockReason).toBe(blockReasons.restriction);
    expect(maySendMessages(view)).toBe(false);
    expect(mayCreateServices(view)).toBe(true);
  });

  it('a suspension blocks messages and new services until blockedUntil', () => {
    const view = standingOf(withBlock('suspension', later(168)), now);
    expect(view).toMatchObject({
      standing: 'suspended',
      isBlocked: true,
      violationCount: 3,
      blockedUntil: later(168),
    });
    expect(maySendMessages(view)).toBe(false);
    expect(mayCreateServices(view)).toBe(false);
  });

  it('a termination is blocked with no end', () => {
    const view = standingOf(withBlock('termination', null), now);
    expect(view).toMatchObject({ standing: 'terminated', isBlocked: true, blockedUntil: null });
    expect(maySendMessages(view)).toBe(false);
    expect(mayCreateServices(view)).toBe(false);
  });

  it('a block whose end has passed no longer counts, even before the lifting timer has run', () => {
    const view = standingOf(withBlock('suspension', later(-1)), now);
    expect(view).toMatchObject({
      standing: 'warned',
      isBlocked: false,
      blockReason: null,
      blockedUntil: null,
    });
  });

  it('a block ends exactly at blockedUntil', () => {
    expect(standingOf(withBlock('restriction', now.toISOString()), now).standing).toBe('warned');
  });
});

describe('standingViewOf: the same rule over a read model row', () => {
  it('agrees with standingOf for a suspension in force and after it ends', () => {
    const state = withBlock('suspension', later(24 * 7));
    const facts = { violationCount: 3, lastViolationAt: state.lastViolationAt, block: state.block };
    expect(standingViewOf(facts, now)).toEqual(standingOf(state, now));
    const afterwards = new Date(now.getTime() + 24 * 7 * HOUR);
    expect(standingViewOf(facts, afterwards)).toMatchObject({ standing: 'warned', isBlocked: false });
    expect(standingViewOf(facts, afterwards)).toEqual(standingOf(state, afterwards));
  });
});
