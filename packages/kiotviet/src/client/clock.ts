/**
 * Time as the client and the simulator see it. Waiting (backoff, the GET budget) goes through `sleep`, so tests
 * drive hours of pacing with a {@link VirtualClock} instead of waiting for real.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms` of this clock's time; rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/**
 * A clock that only moves when told to, or when someone sleeps on it: `sleep(ms)` jumps the clock to the moment
 * the sleeper wakes (never backwards), then resolves on the next turn of the event loop. Sleepers that start
 * together and wait the same time wake at the same instant, so concurrent waits are not added up.
 */
export class VirtualClock implements Clock {
  #now: number;

  constructor(start: number | Date) {
    this.#now = typeof start === 'number' ? start : start.getTime();
  }

  now(): number {
    return this.#now;
  }

  /** Moves the clock forward by `ms` (records, tokens and budgets see the new time at once). */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`cannot move a clock backwards (${ms} ms)`);
    this.#now += ms;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    const wakeAt = this.#now + Math.max(0, ms);
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      setImmediate(() => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        this.#now = Math.max(this.#now, wakeAt);
        resolve();
      });
    });
  }
}
