import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue } from './toastQueue';

type Step =
  | { add: string; duration?: number; replace?: string }
  | { advance: number }
  | { dismiss: string | null }
  | { pause: string }
  | { resume: string }
  | { visible: string[] }
  | { paused: boolean };

/** Runs a script against a queue of at most 3 toasts lasting 5000 ms by default; toasts' content is their id. */
function run(steps: Step[]) {
  const queue = createToastQueue<string>({ maxVisible: 3, defaultDuration: 5000 });
  for (const step of steps) {
    if ('add' in step) {
      queue.add(step.add, { id: step.replace ?? step.add, duration: step.duration });
    } else if ('advance' in step) {
      vi.advanceTimersByTime(step.advance);
    } else if ('dismiss' in step) {
      queue.dismiss(step.dismiss ?? undefined);
    } else if ('pause' in step) {
      queue.pause(step.pause);
    } else if ('resume' in step) {
      queue.resume(step.resume);
    } else if ('visible' in step) {
      expect(queue.getSnapshot().map((toast) => toast.content)).toEqual(step.visible);
    } else {
      expect(queue.isPaused()).toBe(step.paused);
    }
  }
  queue.destroy();
}

describe('createToastQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each<{ name: string; steps: Step[] }>([
    {
      name: 'dismisses after the default 5000 ms',
      steps: [{ add: 'a' }, { advance: 4999 }, { visible: ['a'] }, { advance: 1 }, { visible: [] }],
    },
    {
      name: 'honours a toast’s own duration',
      steps: [
        { add: 'a', duration: 1000 },
        { advance: 999 },
        { visible: ['a'] },
        { advance: 1 },
        { visible: [] },
      ],
    },
    {
      name: 'keeps a toast with an infinite duration until it is dismissed',
      steps: [
        { add: 'a', duration: Number.POSITIVE_INFINITY },
        { advance: 60_000 },
        { visible: ['a'] },
        { dismiss: 'a' },
        { visible: [] },
      ],
    },
    {
      name: 'treats a zero or negative duration as "until closed"',
      steps: [
        { add: 'a', duration: 0 },
        { add: 'b', duration: -5 },
        { advance: 60_000 },
        { visible: ['a', 'b'] },
      ],
    },
    {
      name: 'times each toast on its own',
      steps: [
        { add: 'a' },
        { advance: 2000 },
        { add: 'b' },
        { advance: 3000 },
        { visible: ['b'] },
        { advance: 2000 },
        { visible: [] },
      ],
    },
    {
      name: 'shows at most 3, dropping the oldest',
      steps: [{ add: 'a' }, { add: 'b' }, { add: 'c' }, { add: 'd' }, { visible: ['b', 'c', 'd'] }],
    },
    {
      name: 'a dropped toast’s timer does not fire later',
      steps: [
        { add: 'a', duration: 1000 },
        { add: 'b' },
        { add: 'c' },
        { add: 'd' },
        { advance: 1000 },
        { visible: ['b', 'c', 'd'] },
      ],
    },
    {
      name: 'pauses every timer while hovered and continues with the time left',
      steps: [
        { add: 'a' },
        { advance: 3000 },
        { pause: 'hover' },
        { advance: 10_000 },
        { visible: ['a'] },
        { resume: 'hover' },
        { advance: 1999 },
        { visible: ['a'] },
        { advance: 1 },
        { visible: [] },
      ],
    },
    {
      name: 'stays paused until hover and focus have both ended',
      steps: [
        { add: 'a' },
        { pause: 'hover' },
        { pause: 'focus' },
        { resume: 'hover' },
        { paused: true },
        { advance: 10_000 },
        { visible: ['a'] },
        { resume: 'focus' },
        { paused: false },
        { advance: 5000 },
        { visible: [] },
      ],
    },
    {
      name: 'a toast added while paused waits for the pause to end',
      steps: [
        { pause: 'focus' },
        { add: 'a' },
        { advance: 8000 },
        { visible: ['a'] },
        { resume: 'focus' },
        { advance: 5000 },
        { visible: [] },
      ],
    },
    {
      name: 'resuming a reason that was never paused changes nothing',
      steps: [
        { add: 'a' },
        { pause: 'hover' },
        { resume: 'focus' },
        { paused: true },
        { advance: 6000 },
        { visible: ['a'] },
      ],
    },
    {
      name: 'dismisses one toast by id',
      steps: [{ add: 'a' }, { add: 'b' }, { dismiss: 'a' }, { visible: ['b'] }],
    },
    {
      name: 'dismisses all toasts without an id',
      steps: [
        { add: 'a' },
        { add: 'b' },
        { dismiss: null },
        { visible: [] },
        { advance: 5000 },
        { visible: [] },
      ],
    },
    {
      name: 'dismissing an unknown id changes nothing',
      steps: [{ add: 'a' }, { dismiss: 'z' }, { visible: ['a'] }],
    },
    {
      name: 'reusing an id replaces the toast in place and restarts its timer',
      steps: [
        { add: 'a' },
        { add: 'b' },
        { advance: 4000 },
        { add: 'a2', replace: 'a' },
        { visible: ['a2', 'b'] },
        { advance: 1000 },
        { visible: ['a2'] },
        { advance: 4000 },
        { visible: [] },
      ],
    },
  ])('$name', ({ steps }) => {
    run(steps);
  });

  it('generates distinct ids and notifies subscribers with a new snapshot', () => {
    const queue = createToastQueue<string>({ maxVisible: 3, defaultDuration: 5000 });
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const first = queue.getSnapshot();
    const a = queue.add('a');
    const b = queue.add('b');
    expect(a).not.toBe(b);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(queue.getSnapshot()).not.toBe(first);
    expect(queue.getSnapshot()).toEqual([
      { id: a, content: 'a', duration: 5000 },
      { id: b, content: 'b', duration: 5000 },
    ]);
    unsubscribe();
    queue.dismiss(a);
    expect(listener).toHaveBeenCalledTimes(2);
    queue.destroy();
  });

  it('clears its timers when destroyed', () => {
    const queue = createToastQueue<string>({ maxVisible: 3, defaultDuration: 5000 });
    queue.add('a');
    queue.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
