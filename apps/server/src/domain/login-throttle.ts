/**
 * Sign-in throttling, counted twice: per account (its username and email share one count; an identifier that names
 * no account is counted on its own) and per client (the caller's network address). In each count the first failures
 * are free, then each attempt must wait an exponentially growing delay, and after many failures the count locks for
 * a while. Failures older than the forget window no longer count.
 *
 * The client count stops one address from guessing across many usernames. The account count stops many guesses at
 * one account, but it holds back only clients that have failed recently: the right password from a client without
 * failures still signs in, so knowing a username is not enough to lock its owner out.
 */
export interface ThrottlePolicy {
  freeFailures: number;
  maxDelaySeconds: number;
  lockAfterFailures: number;
  lockMinutes: number;
  forgetAfterMinutes: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  maxDelaySeconds: 60,
  lockAfterFailures: 15,
  lockMinutes: 15,
  forgetAfterMinutes: 60,
};

/** Several staff may sign in from one pharmacy's address: more room before the first delay. */
export const CLIENT_POLICY: ThrottlePolicy = {
  freeFailures: 10,
  maxDelaySeconds: 60,
  lockAfterFailures: 30,
  lockMinutes: 15,
  forgetAfterMinutes: 60,
};

export interface AttemptState {
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

export type ThrottleDecision =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; locked: boolean; scope: 'account' | 'client' };

function current(state: AttemptState | null, now: Date, policy: ThrottlePolicy): AttemptState | null {
  if (!state) return null;
  const stale = now.getTime() - state.lastFailureAt.getTime() > policy.forgetAfterMinutes * 60_000;
  const lockOver = !state.lockedUntil || state.lockedUntil.getTime() <= now.getTime();
  return stale && lockOver ? null : state;
}

function delaySeconds(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(2 ** (failures - policy.freeFailures), policy.maxDelaySeconds);
}

/** One count's verdict: free to try, or how long to wait. */
export function checkThrottle(
  state: AttemptState | null,
  now: Date,
  policy: ThrottlePolicy = ACCOUNT_POLICY,
): { allowed: true } | { allowed: false; retryAfterSeconds: number; locked: boolean } {
  const live = current(state, now, policy);
  if (!live) return { allowed: true };
  if (live.lockedUntil && live.lockedUntil.getTime() > now.getTime()) {
    return {
      allowed: false,
      locked: true,
      retryAfterSeconds: Math.ceil((live.lockedUntil.getTime() - now.getTime()) / 1000),
    };
  }
  const delay = delaySeconds(live.failures, policy);
  const waitUntil = live.lastFailureAt.getTime() + delay * 1000;
  if (delay > 0 && waitUntil > now.getTime()) {
    return {
      allowed: false,
      locked: false,
      retryAfterSeconds: Math.ceil((waitUntil - now.getTime()) / 1000),
    };
  }
  return { allowed: true };
}

export function recordFailure(
  state: AttemptState | null,
  now: Date,
  policy: ThrottlePolicy = ACCOUNT_POLICY,
): AttemptState {
  const live = current(state, now, policy);
  const failures = (live?.failures ?? 0) + 1;
  const lockedUntil =
    failures >= policy.lockAfterFailures
      ? new Date(now.getTime() + policy.lockMinutes * 60_000)
      : (live?.lockedUntil ?? null);
  return { failures, lastFailureAt: now, lockedUntil };
}

/**
 * The state with one recorded failure taken back (an attempt counted in advance whose password was right), or null
 * when none is left. Failures only grow within a count's life, so a lock can only have come from reaching
 * `lockAfterFailures`: it stays while the failures left still reach it.
 */
export function withdrawFailure(
  state: AttemptState,
  policy: ThrottlePolicy = ACCOUNT_POLICY,
): AttemptState | null {
  const failures = state.failures - 1;
  if (failures <= 0) return null;
  return {
    failures,
    lastFailureAt: state.lastFailureAt,
    lockedUntil: failures >= policy.lockAfterFailures ? state.lockedUntil : null,
  };
}

/** May this client try a password for this account now? See the module comment for why in this order. */
export function decideSignIn(
  client: AttemptState | null,
  account: AttemptState | null,
  now: Date,
): ThrottleDecision {
  const byClient = checkThrottle(client, now, CLIENT_POLICY);
  if (!byClient.allowed) return { ...byClient, scope: 'client' };
  if (!current(client, now, CLIENT_POLICY)) return { allowed: true };
  const byAccount = checkThrottle(account, now, ACCOUNT_POLICY);
  return byAccount.allowed ? byAccount : { ...byAccount, scope: 'account' };
}
