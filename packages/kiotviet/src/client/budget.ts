import { type Clock, systemClock } from './clock';
import { KiotVietRateLimitError } from './errors';

/** What a server persists between runs so that a restart does not hand out a fresh hour of calls. */
export interface GetBudgetState {
  /** Calls available now; negative while callers are queued for calls not yet refilled. */
  tokens: number;
  /** The clock time `tokens` was computed at (ms since the epoch). */
  updatedAt: number;
  /** No call before this time (ms since the epoch): KiotViet answered 429 with Retry-After. 0 when not blocked. */
  blockedUntil: number;
}

export interface GetBudgetOptions {
  /** KiotViet's limit per store: 5,000 GET calls per hour. */
  perHour?: number;
  /** Calls that may go out back to back after a quiet spell (the bucket's size). */
  burst?: number;
  /**
   * The share of the hourly limit kept unused, for calls this process does not see (another tool on the same
   * store, a clock that drifts). 0.02 keeps 100 of 5,000.
   */
  headroom?: number;
  clock?: Clock;
  /** A state saved by {@link GetBudget.exportState}, to go on where a previous process stopped. */
  state?: GetBudgetState;
}

const hourMs = 60 * 60 * 1000;

/**
 * A token bucket that paces one store's GET calls under KiotViet's hourly limit. In any window of an hour at most
 * `burst + refill per hour` = `perHour × (1 − headroom)` calls start, so the limit holds for a sliding hour as well
 * as for a fixed one, while a long backfill still uses nearly all of it.
 *
 * Callers reserve a call and wait until it has been refilled (first come, first served); an aborted wait gives its
 * call back.
 */
export class GetBudget {
  readonly capacity: number;
  /** Calls refilled per millisecond. */
  readonly refillPerMs: number;
  readonly #clock: Clock;
  #tokens: number;
  #updatedAt: number;
  #blockedUntil = 0;

  constructor(options: GetBudgetOptions = {}) {
    const perHour = options.perHour ?? 5000;
    const headroom = options.headroom ?? 0.02;
    const burst = options.burst ?? 100;
    const usable = Math.floor(perHour * (1 - headroom));
    if (!(perHour > 0) || !(headroom >= 0 && headroom < 1) || !(burst >= 1 && burst < usable)) {
      throw new RangeError(
        `invalid GET budget: perHour ${perHour}, headroom ${headroom}, burst ${burst} (need 1 ≤ burst < perHour × (1 − headroom))`,
      );
    }
    this.capacity = burst;
    this.refillPerMs = (usable - burst) / hourMs;
    this.#clock = options.clock ?? systemClock;
    this.#tokens = burst;
    this.#updatedAt = this.#clock.now();
    if (options.state) this.importState(options.state);
  }

  /**
   * Waits for one call's turn. Throws a {@link KiotVietRateLimitError} at once (taking nothing) when the wait would
   * be longer than `maxWaitMs`, and rejects with the signal's reason when it aborts.
   */
  async take(signal?: AbortSignal, maxWaitMs = Number.POSITIVE_INFINITY): Promise<void> {
    signal?.throwIfAborted();
    const now = this.#refill();
    this.#tokens -= 1;
    const refillWait = this.#tokens < 0 ? Math.ceil(-this.#tokens / this.refillPerMs) : 0;
    const wait = Math.max(refillWait, this.#blockedUntil - now);
    if (wait > maxWaitMs) {
      this.#tokens += 1;
      throw new KiotVietRateLimitError(
        `KiotViet's GET budget for this store is spent; the next call is possible in ${Math.ceil(wait / 1000)} s`,
        { retryAfterMs: wait },
      );
    }
    if (wait <= 0) return;
    try {
      await this.#clock.sleep(wait, signal);
    } catch (error) {
      this.#tokens += 1;
      throw error;
    }
  }

  /** KiotViet said 429: nothing goes out before `until`, and calls queued so far wait behind it. */
  block(until: number): void {
    this.#refill();
    this.#tokens = Math.min(this.#tokens, 0);
    this.#blockedUntil = Math.max(this.#blockedUntil, until);
  }

  exportState(): GetBudgetState {
    this.#refill();
    return { tokens: this.#tokens, updatedAt: this.#updatedAt, blockedUntil: this.#blockedUntil };
  }

  /** Restores a saved state; a state from the future (a clock that went back) is read as of now. */
  importState(state: GetBudgetState): void {
    const { tokens, updatedAt, blockedUntil } = state;
    if (![tokens, updatedAt, blockedUntil].every(Number.isFinite)) {
      throw new RangeError(`invalid GET budget state: ${JSON.stringify(state)}`);
    }
    const now = this.#clock.now();
    this.#tokens = Math.min(tokens, this.capacity);
    this.#updatedAt = Math.min(updatedAt, now);
    this.#blockedUntil = blockedUntil;
    this.#refill();
  }

  #refill(): number {
    const now = this.#clock.now();
    if (now > this.#updatedAt) {
      this.#tokens = Math.min(this.capacity, this.#tokens + (now - this.#updatedAt) * this.refillPerMs);
      this.#updatedAt = now;
    }
    return now;
  }
}
