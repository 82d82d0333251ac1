/**
 * Sign-in throttling per identifier: the first failures are free, then each further attempt must wait an
 * exponentially growing delay, and after many failures the identifier is locked for a while. Failures older than
 * the forget window no longer count.
 */
export const THROTTLE_POLICY = {
  freeFailures: 5,
  maxDelaySeconds: 60,
  lockAfterFailures: 15,
  lockMinutes: 15,
  forgetAfterMinutes: 60,
} as const;

export interface AttemptState {
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

export type ThrottleDecision =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; locked: boolean };

function current(state: AttemptState | null, now: Date): AttemptState | null {
  if (!state) return null;
  const stale = now.getTime() - state.lastFailureAt.getTime() > THROTTLE_POLICY.forgetAfterMinutes * 60_000;
  const lockOver = !state.lockedUntil || state.lockedUntil.getTime() <= now.getTime();
  return stale && lockOver ? null : state;
}

function delaySeconds(failures: number): number {
  if (failures < THROTTLE_POLICY.freeFailures) return 0;
  return Math.min(2 ** (failures - THROTTLE_POLICY.freeFailures), THROTTLE_POLICY.maxDelaySeconds);
}

export function checkThrottle(state: AttemptState | null, now: Date): ThrottleDecision {
  const live = current(state, now);
  if (!live) return { allowed: true };
  if (live.lockedUntil && live.lockedUntil.getTime() > now.getTime()) {
    return {
      allowed: false,
      locked: true,
      retryAfterSeconds: Math.ceil((live.lockedUntil.getTime() - now.getTime()) / 1000),
    };
  }
  const waitUntil = live.lastFailureAt.getTime() + delaySeconds(live.failures) * 1000;
  if (waitUntil > now.getTime()) {
    return {
      allowed: false,
      locked: false,
      retryAfterSeconds: Math.ceil((waitUntil - now.getTime()) / 1000),
    };
  }
  return { allowed: true };
}

export function recordFailure(state: AttemptState | null, now: Date): AttemptState {
  const live = current(state, now);
  const failures = (live?.failures ?? 0) + 1;
  const lockedUntil =
    failures >= THROTTLE_POLICY.lockAfterFailures
      ? new Date(now.getTime() + THROTTLE_POLICY.lockMinutes * 60_000)
      : (live?.lockedUntil ?? null);
  return { failures, lastFailureAt: now, lockedUntil };
}
