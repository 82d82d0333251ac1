import { preparedOnFirstUse } from '../../db/prepared';
import {
  ACCOUNT_POLICY,
  CLIENT_POLICY,
  decideSignIn,
  recordFailure,
  type ThrottleDecision,
  withdrawFailure,
} from '../../domain/login-throttle';
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

export function createAuthService(deps: AppDeps) {
  const { db } = deps;
  const liveSession = preparedOnFirstUse(() => repo.prepareLiveSession(db));

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
   * Takes an attempt out of both counts before the password is checked: under the counts' locks (held for this one
   * short transaction, across every server process), the attempt is judged on the counts as they stand — every
   * attempt still being checked already counted as a failure — and, when allowed, recorded as a failure at once.
   * A parallel burst, on one process or many, is therefore judged exactly as the same attempts one after another
   * would be, without holding anything while the (slow) password check runs.
   */
  async function reserveAttempt(clientKey: string, accountKey: string, now: Date) {
    return db.transaction(async (tx) => {
      await repo.lockAttempts(tx, [clientKey, accountKey]);
      const client = await repo.attempts(tx, clientKey);
      const account = await repo.attempts(tx, accountKey);
      const decision = decideSignIn(client, account, now);
      if (decision.allowed) {
        await repo.saveAttempts(tx, clientKey, recordFailure(client, now, CLIENT_POLICY));
        await repo.saveAttempts(tx, accountKey, recordFailure(account, now, ACCOUNT_POLICY));
      }
      return decision;
    });
  }

  /**
   * The password was right: the account's count starts over, and the client's gives back the failure its attempt
   * had reserved (signing in to one's own account must not buy more guesses at others', nor cost any).
   */
  async function settleSuccess(clientKey: string, accountKey: string) {
    await db.transaction(async (tx) => {
      await repo.lockAttempts(tx, [clientKey, accountKey]);
      await repo.clearAttempts(tx, accountKey);
      const client = await repo.attempts(tx, clientKey);
      if (!client) return;
      const left = withdrawFailure(client, CLIENT_POLICY);
      if (left) await repo.saveAttempts(tx, clientKey, left);
      else await repo.clearAttempts(tx, clientKey);
    });
  }

  return {
    /**
     * Sign-in with a username or an email in the one field (docs/product/shell-and-auth.md#sign-in), compared trimmed
     * and case-insensitively,
     * from the client address `client` (a key from `clientKey`).
     */
    async login(identifier: string, password: string, client: string) {
      const key = identifier.trim().toLowerCase();
      // Every kind of key is prefixed so that typing 'user:<id>' or 'client:…' cannot reach another count.
      const clientKey = `client:${client}`;
      const user = await repo.findUserByIdentifier(db, key);
      // The account when the identifier names one (its username and email share one count), else the identifier.
      const accountKey = user ? `user:${user.id}` : `ident:${key}`;
      const now = deps.now();
      const decision = await reserveAttempt(clientKey, accountKey, now);
      if (!decision.allowed) throw refusal(decision);
      let valid = false;
      if (user) {
        valid = await verifyPassword(user.passwordHash, password);
      } else {
        decoyHash ??= hashPassword(newSessionToken());
        await verifyPassword(await decoyHash, password);
      }
      // A failure is already counted.
      if (!user || !valid) throw new AppError(401, 'INVALID_CREDENTIALS', LOGIN_FAILED);
      await settleSuccess(clientKey, accountKey);
      const token = newSessionToken();
      const expiresAt = new Date(now.getTime() + deps.config.sessionTtlHours * 3600_000);
      await repo.createSession(db, {
        tokenHash: hashToken(token),
        userId: user.id,
        pharmacyId: user.pharmacyId,
        expiresAt,
      });
      return { user: await profile(user), token, expires_at: expiresAt.toISOString() };
    },

    /**
     * The session behind a bearer token, or null when unknown, expired or revoked. Asked of the database on every
     * request (one prepared primary-key lookup): a logout, a password change or an expiry holds at once on every
     * server process, with nothing to invalidate.
     */
    async authenticate(token: string): Promise<AuthContext | null> {
      const [row] = await liveSession().execute({ tokenHash: hashToken(token), now: deps.now() });
      return row ?? null;
    },

    async me(auth: AuthContext): Promise<UserProfile> {
      const row = await repo.findUserWithPharmacy(db, auth.userId);
      if (!row) throw AppError.unauthorized();
      return profileOf(row.user, row.pharmacy);
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
