import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

export interface DebouncedCallback<Args extends unknown[]> {
  /** Calls the callback once `delayMs` have passed without another call. */
  (...args: Args): void;
  /** Drops a pending call. */
  cancel: () => void;
}

/**
 * A debounced version of `callback` that always calls its latest version, so a parent re-rendering with a new
 * arrow function neither resets the timer nor calls a stale closure. Pending calls are dropped on unmount.
 * A delay of 0 or less calls straight away.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: ((...args: Args) => void) | undefined,
  delayMs: number,
): DebouncedCallback<Args> {
  const callbackRef = useRef(callback);
  useLayoutEffect(() => {
    callbackRef.current = callback;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => cancel, [cancel]);

  return useMemo(() => {
    const debounced = (...args: Args) => {
      cancel();
      if (delayMs <= 0) {
        callbackRef.current?.(...args);
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = undefined;
        callbackRef.current?.(...args);
      }, delayMs);
    };
    return Object.assign(debounced, { cancel });
  }, [cancel, delayMs]);
}
