import { describe, expect, it } from 'vitest';
import { describeStep, eventDayOf, stepsOf } from './testing/steps';

describe('the step list of a seed', () => {
  it('is the same on every call, and another seed gives another list', () => {
    expect(stepsOf(7, 60)).toEqual(stepsOf(7, 60));
    expect(stepsOf(8, 60)).not.toEqual(stepsOf(7, 60));
    // A longer run of a seed starts with the shorter one, so `--steps` only adds steps at the end.
    expect(stepsOf(7, 80).slice(0, 60)).toEqual(stepsOf(7, 60));
  });

  it('uses every kind of step, crashes and double clicks included', () => {
    const steps = stepsOf(1, 2000);
    const kinds = new Set(steps.map((s) => s.kind));
    expect([...kinds].sort()).toEqual(
      [
        'advance',
        'cancel',
        'chat',
        'confirm',
        'dispute',
        'open',
        'pay',
        'race',
        'respond',
        'webhooks',
        'workers',
      ].sort(),
    );
    expect(steps.some((s) => s.kind === 'confirm' && s.crashAfter !== undefined)).toBe(true);
    expect(steps.some((s) => s.kind === 'workers' && s.crashAfter !== undefined)).toBe(true);
    expect(steps.some((s) => s.kind === 'open' && s.clicks === 2)).toBe(true);
  });

  it('prints a step as its kind and arguments', () => {
    expect(describeStep({ kind: 'confirm', checkout: 3, crashAfter: 2 })).toBe(
      'confirm checkout=3 crashAfter=2',
    );
    expect(describeStep({ kind: 'webhooks', order: 'as-sent', shuffle: 12 })).toBe('webhooks order=as-sent');
  });
});

describe('the event days', () => {
  const start = new Date('2026-06-01T09:00:00.000Z');
  it('stay put for the first 45 days of a run, then move 45 days on', () => {
    expect(eventDayOf(0, start, start)).toBe('2026-07-10');
    expect(eventDayOf(1, start, new Date('2026-07-15T08:00:00.000Z'))).toBe('2026-07-11');
    expect(eventDayOf(0, start, new Date('2026-07-16T09:00:00.000Z'))).toBe('2026-08-24');
  });
});
