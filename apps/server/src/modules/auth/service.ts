import { preparedOnFirstUse } from '../../db/prepared';
import {
  ACCOUNT_POLICY,
  CLIENT_POLICY,
  decideSignIn,
  recordFailure,
  type ThrottleDecision,
} from '../../domain/login-throttle';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import { hashPassword, hashToken, newSessionToken, verifyPassword } from './passwords';
import { authRepository as repo, type UserRow } from './repository';
import { createSessionCache } from './session-cache';

export interface UserProfile {
  id: string;
  username: string;
  name: string;
  email: string | null;
  gender: string | null;
  pharmacies: { id: string; name: string }[];
  staff: { role: string };
}

/** Verified against when the identifier matches no user, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;

const LOGIN_FAILED = 'Username or password is incorrect';

/**
 * Runs the tasks of one key one after another. Sign-ins for one identifier are serialised this way: otherwise a
 * burst of parallel guesses all pass the throttle check before the first failure is recorded, and the throttle
 * never engages. (One process serves the API; several processes would need a row lock instead.)
 */
function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

export function createAuthService(deps: AppDeps) {
  const { db } = deps;
  const oneAtATime = keyedQueue();
  const liveSession = preparedOnFirstUse(() => repo.prepareLiveSession(db));
  const sessionCache = createSessionCache();

  async function profile(user: UserRow): Promise<UserProfile> {
    return profileOf(user, await repo.pharmacy(db, user.pharmacyId));
  }

  function profileOf(user: UserRow, pharmacy: { id: string; name: string } | undefined): UserProfile {
    return {
      id: user.id,
      username: user.username,
      name: user.name,
      email: user.email,
      gender: user.gender,
      pharmacies: pharmacy ? [pharmacy] : [],
      staff: { role: user.role },
    };
  }

  function refusal(decision: Exclude<ThrottleDecision, { allowed: true }>): AppError {
    const wait = decision.locked
      ? `${Math.ceil(decision.retryAfterSeconds / 60)} minutes`
      : `${decision.retryAfterSeconds} seconds`;
    const [code, message] =
      decision.scope === 'client'
        ? [
            decision.locked ? 'CLIENT_LOCKED' : 'TOO_MANY_ATTEMPTS',
            `Too many failed sign-in attempts from this network. Try again in ${wait}.`,
          ]
        : decision.locked
          ? [
              'ACCOUNT_LOCKED',
              `Too many failed sign-in attempts. This account is locked; try again in ${wait}.`,
            ]
          : ['TOO_MANY_ATTEMPTS', `Too many failed sign-in attempts. Try again in ${wait}.`];
    return new AppError(429, code, message, null, { 'Retry-After': String(decision.retryAfterSeconds) });
  }

  /**
   * One sign-in attempt. Failures are counted under `accountKey` (the account when the identifier names one, so its
   * username and its email share one count; else the identifier) and under `clientKey` (the caller's address).
   * Callers serialise attempts per client and per account key.
   */
  async function attemptLogin(
    accountKey: string,
    clientKey: string,
    user: UserRow | undefined,
    password: string,
  ) {
    const now = deps.now();
    const clientAttempts = await repo.attempts(db, clientKey);
    const decision = decideSignIn(clientAttempts, await repo.attempts(db, accountKey), now);
    if (!decision.allowed) throw refusal(decision);
    let valid = false;
    if (user) {
      valid = await verifyPassword(user.passwordHash, password);
    } else {
      decoyHash ??= hashPassword(newSessionToken());
      await verifyPassword(await decoyHash, password);
    }
    if (!user || !valid) {
      await db.transaction(async (tx) => {
        await repo.saveAttempts(tx, clientKey, recordFailure(clientAttempts, now, CLIENT_POLICY));
        await repo.saveAttempts(
          tx,
          accountKey,
          recordFailure(await repo.attempts(tx, accountKey), now, ACCOUNT_POLICY),
        );
      });
      throw new AppError(401, 'INVALID_CREDENTIALS', LOGIN_FAILED);
    }
    // The account's count starts over; the client's does not (signing in to one's own account must not buy more
    // guesses at others').
    await repo.clearAttempts(db, accountKey);
    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + deps.config.sessionTtlHours * 3600_000);
    await repo.createSession(db, {
      tokenHash: hashToken(token),
      userId: user.id,
      pharmacyId: user.pharmacyId,
      expiresAt,
    });
    return { user: await profile(user), token, expires_at: expiresAt.toISOString() };
  }

  return {
    /**
     * Sign-in with a username or an email in the one field (docs/product/shell-and-auth.md#sign-in), compared trimmed
     * and case-insensitively,
     * from the client address `client` (a key from `clientKey`).
     */
    login(identifier: string, password: string, client: string) {
      const key = identifier.trim().toLowerCase();
      // Every kind of key is prefixed so that typing 'user:<id>' or 'client:…' cannot reach another count.
      const identifierKey = `ident:${key}`;
      const clientKey = `client:${client}`;
      // Queued per client, then per identifier, then per account (always in that order, so no two attempts wait
      // for each other): a parallel burst cannot pass a count before the previous failure is recorded.
      return oneAtATime(clientKey, () =>
        oneAtATime(identifierKey, async () => {
          const user = await repo.findUserByIdentifier(db, key);
          // Queued again under the account, as its username and email queue apart; an unknown identifier is
          // counted under the key this task already holds (queueing on it again would wait for itself).
          return user
            ? oneAtATime(`user:${user.id}`, () => attemptLogin(`user:${user.id}`, clientKey, user, password))
            : attemptLogin(identifierKey, clientKey, user, password);
        }),
      );
    },

    /**
     * The session behind a bearer token, or null when unknown, expired or revoked: from the session cache when the
     * database confirmed it in the last few seconds, else from the database.
     */
    async authenticate(token: string): Promise<AuthContext | null> {
      const tokenHash = hashToken(token);
      const now = deps.now();
      const cached = sessionCache.get(tokenHash, now.getTime());
      if (cached) return cached;
      const generation = sessionCache.generation();
      const [row] = await liveSession().execute({ tokenHash, now });
      if (!row) return null;
      const { expiresAt, ...auth } = row;
      sessionCache.put(tokenHash, auth, expiresAt.getTime(), now.getTime(), generation);
      return auth;
    },

    async me(auth: AuthContext): Promise<UserProfile> {
      const row = await repo.findUserWithPharmacy(db, auth.userId);
      if (!row) throw AppError.unauthorized();
      return profileOf(row.user, row.pharmacy);
    },

    async logout(auth: AuthContext): Promise<void> {
      await repo.revokeSession(db, auth.sessionId, deps.now());
      sessionCache.revoke((session) => session.sessionId === auth.sessionId);
    },

    /** Other sessions of the user are revoked: a changed password should lock out whoever knew the old one. */
    async changePassword(auth: AuthContext, currentPassword: string, newPassword: string): Promise<void> {
      const user = await repo.findUser(db, auth.userId);
      if (!user) throw AppError.unauthorized();
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError(400, 'INVALID_CURRENT_PASSWORD', 'Current password is incorrect', {
          current_password: 'Current password is incorrect',
        });
      }
      const now = deps.now();
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, user.id, passwordHash, now);
        await repo.revokeOtherSessions(tx, user.id, auth.sessionId, now);
      });
      sessionCache.revoke((session) => session.userId === user.id && session.sessionId !== auth.sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
