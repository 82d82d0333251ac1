import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from './useDebouncedCallback';

describe('useDebouncedCallback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    // Each call is [time it is made in ms, argument]; `expected` lists [time it lands, argument].
    { name: 'one call lands after the delay', delay: 300, calls: [[0, 'a']], expected: [[300, 'a']] },
    {
      name: 'a burst lands once, with the last argument',
      delay: 300,
      calls: [
        [0, 'n'],
        [100, 'nh'],
        [250, 'nha'],
      ],
      expected: [[550, 'nha']],
    },
    {
      name: 'calls further apart than the delay each land',
      delay: 300,
      calls: [
        [0, 'n'],
        [400, 'nha'],
      ],
      expected: [
        [300, 'n'],
        [700, 'nha'],
      ],
    },
    {
      name: 'a delay of 0 calls straight away',
      delay: 0,
      calls: [
        [0, 'a'],
        [10, 'b'],
      ],
      expected: [
        [0, 'a'],
        [10, 'b'],
      ],
    },
  ] as const)('$name', ({ delay, calls, expected }) => {
    const landed: Array<[number, string]> = [];
    const start = Date.now();
    const { result } = renderHook(() =>
      useDebouncedCallback((query: string) => landed.push([Date.now() - start, query]), delay),
    );
    let now = 0;
    for (const [at, query] of calls) {
      vi.advanceTimersByTime(at - now);
      now = at;
      result.current(query);
    }
    vi.advanceTimersByTime(1000);
    expect(landed).toEqual(expected);
  });

  it('cancel drops the pending call', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 300));
    result.current('nha thuoc');
    result.current.cancel();
    vi.advanceTimersByTime(500);
    expect(callback).not.toHaveBeenCalled();
  });

  it('calls the latest callback after a re-render', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ callback }) => useDebouncedCallback(callback, 300), {
      initialProps: { callback: first },
    });
    result.current('d');
    rerender({ callback: second });
    vi.advanceTimersByTime(300);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('d');
  });

  it('drops the pending call on unmount', () => {
    const callback = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(callback, 300));
    result.current('d');
    unmount();
    vi.advanceTimersByTime(300);
    expect(callback).not.toHaveBeenCalled();
  });
});
