import { checkThrottle, recordFailure } from '../../domain/login-throttle';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import { hashPassword, hashToken, newSessionToken, verifyPassword } from './passwords';
import { authRepository as repo, type UserRow } from './repository';

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

  async function profile(user: UserRow): Promise<UserProfile> {
    const pharmacy = await repo.pharmacy(db, user.pharmacyId);
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

  /**
   * One sign-in attempt. `key` is what failures are counted under: the account when the identifier names one (so
   * its username and its email share one budget), else the identifier. Callers serialise attempts per key.
   */
  async function attemptLogin(key: string, user: UserRow | undefined, password: string) {
    const now = deps.now();
    const decision = checkThrottle(await repo.attempts(db, key), now);
    if (!decision.allowed) {
      const message = decision.locked
        ? `Too many failed sign-in attempts. This account is locked; try again in ${Math.ceil(decision.retryAfterSeconds / 60)} minutes.`
        : `Too many failed sign-in attempts. Try again in ${decision.retryAfterSeconds} seconds.`;
      throw new AppError(429, decision.locked ? 'ACCOUNT_LOCKED' : 'TOO_MANY_ATTEMPTS', message, null, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    let valid = false;
    if (user) {
      valid = await verifyPassword(user.passwordHash, password);
    } else {
      decoyHash ??= hashPassword(newSessionToken());
      await verifyPassword(await decoyHash, password);
    }
    if (!user || !valid) {
      await repo.saveAttempts(db, key, recordFailure(await repo.attempts(db, key), now));
      throw new AppError(401, 'INVALID_CREDENTIALS', LOGIN_FAILED);
    }
    await repo.clearAttempts(db, key);
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
    /** Sign-in with a username or an email in the one field (DECISIONS), compared trimmed and case-insensitively. */
    login(identifier: string, password: string) {
      const key = identifier.trim().toLowerCase();
      // Both kinds of key are prefixed so that typing 'user:<id>' cannot reach an account's count.
      const identifierKey = `ident:${key}`;
      return oneAtATime(identifierKey, async () => {
        const user = await repo.findUserByIdentifier(db, key);
        // Queued again under the account, as its username and email queue apart; an unknown identifier is counted
        // under the key this task already holds (queueing on it again would wait for itself).
        return user
          ? oneAtATime(`user:${user.id}`, () => attemptLogin(`user:${user.id}`, user, password))
          : attemptLogin(identifierKey, user, password);
      });
    },

    /** The session behind a bearer token, or null when unknown, expired or revoked. */
    async authenticate(token: string): Promise<AuthContext | null> {
      return (await repo.liveSession(db, hashToken(token), deps.now())) ?? null;
    },

    async me(auth: AuthContext): Promise<UserProfile> {
      const user = await repo.findUser(db, auth.userId);
      if (!user) throw AppError.unauthorized();
      return profile(user);
    },

    async logout(auth: AuthContext): Promise<void> {
      await repo.revokeSession(db, auth.sessionId, deps.now());
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
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
