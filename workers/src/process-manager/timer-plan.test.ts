import type { RecordedEvent } from '@esm/core/eventstore/port';
import { describe, expect, it } from 'vitest';
import { jobIdFor } from './job-id';
import { cancel, schedule, type TimerIntent } from './process-manager';
import { planTimers, type TimerRow } from './timer-plan';

const at = (iso: string) => new Date(iso);
const cause = (globalPosition: number) => ({ globalPosition }) as RecordedEvent;
const step = (intent: TimerIntent, position: number) => ({ intent, cause: cause(position) });

const pending = (key: string, runAt: string, jobId: string): TimerRow => ({
  key,
  process: 'reminders',
  queue: 'q',
  runAt: at(runAt),
  data: { timerKey: key },
  jobId,
  state: 'pending',
  updatedPosition: 1,
});

describe('planTimers', () => {
  it('given no timer, when scheduled, then writes a pending timer and sends its job', () => {
    const plan = planTimers('reminders', new Map(), [
      step(schedule('k', 'q', at('2026-06-01T00:00:00Z'), { id: 1 }), 7),
    ]);
    const jobId = jobIdFor('k#7', at('2026-06-01T00:00:00Z'));
    expect(plan.rows).toEqual([
      {
        key: 'k',
        process: 'reminders',
        queue: 'q',
        runAt: at('2026-06-01T00:00:00Z'),
        data: { id: 1, timerKey: 'k' },
        jobId,
        state: 'pending',
        updatedPosition: 7,
      },
    ]);
    expect(plan.send).toEqual([
      { queue: 'q', jobId, data: { id: 1, timerKey: 'k' }, runAt: at('2026-06-01T00:00:00Z') },
    ]);
    expect(plan.cancel).toEqual([]);
  });

  it('given a pending timer at that time, when scheduled again, then writes nothing', () => {
    const stored = new Map([['k', pending('k', '2026-06-01T00:00:00Z', 'j1')]]);
    const plan = planTimers('reminders', stored, [
      step(schedule('k', 'q', at('2026-06-01T00:00:00Z'), {}), 9),
    ]);
    expect(plan).toEqual({ rows: [], cancel: [], send: [] });
  });

  it('given a pending timer, when scheduled at another time, then cancels its job and sends a new one', () => {
    const stored = new Map([['k', pending('k', '2026-06-01T00:00:00Z', 'j1')]]);
    const plan = planTimers('reminders', stored, [
      step(schedule('k', 'q', at('2026-06-02T00:00:00Z'), {}), 9),
    ]);
    expect(plan.cancel).toEqual([{ queue: 'q', jobId: 'j1' }]);
    expect(plan.send.map((j) => j.jobId)).toEqual([jobIdFor('k#9', at('2026-06-02T00:00:00Z'))]);
    expect(plan.rows[0]).toMatchObject({
      state: 'pending',
      runAt: at('2026-06-02T00:00:00Z'),
      updatedPosition: 9,
    });
  });

  it('given a pending timer, when cancelled, then cancels its job and keeps the rest of the row', () => {
    const stored = new Map([['k', pending('k', '2026-06-01T00:00:00Z', 'j1')]]);
    const plan = planTimers('reminders', stored, [step(cancel('k'), 9)]);
    expect(plan.cancel).toEqual([{ queue: 'q', jobId: 'j1' }]);
    expect(plan.rows).toEqual([{ ...stored.get('k')!, state: 'cancelled', updatedPosition: 9 }]);
    expect(plan.send).toEqual([]);
  });

  it('given a timer that is not pending or none, when cancelled, then writes nothing', () => {
    const done = { ...pending('k', '2026-06-01T00:00:00Z', 'j1'), state: 'done' as const };
    expect(planTimers('reminders', new Map([['k', done]]), [step(cancel('k'), 9)])).toEqual({
      rows: [],
      cancel: [],
      send: [],
    });
    expect(planTimers('reminders', new Map(), [step(cancel('k'), 9)])).toEqual({
      rows: [],
      cancel: [],
      send: [],
    });
  });

  it('given a done timer, when scheduled at its old time, then schedules it again', () => {
    const done = { ...pending('k', '2026-06-01T00:00:00Z', 'j1'), state: 'done' as const };
    const plan = planTimers('reminders', new Map([['k', done]]), [
      step(schedule('k', 'q', at('2026-06-01T00:00:00Z'), {}), 9),
    ]);
    expect(plan.cancel).toEqual([]);
    expect(plan.send).toHaveLength(1);
    expect(plan.rows[0]!.state).toBe('pending');
  });

  it('folds a batch in log order: a job scheduled and then moved or cancelled in the batch is never sent', () => {
    const plan = planTimers('reminders', new Map(), [
      step(schedule('a', 'q', at('2026-06-01T00:00:00Z'), {}), 1),
      step(schedule('a', 'q', at('2026-06-02T00:00:00Z'), {}), 2),
      step(schedule('b', 'q2', at('2026-06-03T00:00:00Z'), {}), 3),
      step(cancel('b'), 4),
    ]);
    expect(plan.cancel).toEqual([]);
    expect(plan.send.map((j) => j.jobId)).toEqual([jobIdFor('a#2', at('2026-06-02T00:00:00Z'))]);
    expect(plan.rows.map((r) => [r.key, r.state, r.updatedPosition])).toEqual([
      ['a', 'pending', 2],
      ['b', 'cancelled', 4],
    ]);
  });
});
