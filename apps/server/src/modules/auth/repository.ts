import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { LOCK_SPACES, lockForTransaction } from '../../db/advisory-locks';
import type { Database, Executor } from '../../db/client';
import { loginAttempts, pharmacies, sessions, users } from '../../db/schema';
import type { AttemptState } from '../../domain/login-throttle';

export type UserRow = typeof users.$inferSelect;

export const authRepository = {
  async findUserByIdentifier(db: Executor, identifier: string): Promise<UserRow | undefined> {
    const [user] = await db
      .select()
      .from(users)
      .where(or(eq(users.username, identifier), eq(users.email, identifier)))
      .limit(1);
    return user;
  },

  async findUser(db: Executor, userId: string): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    return user;
  },

  async pharmacy(db: Executor, pharmacyId: string) {
    const [pharmacy] = await db
      .select({ id: pharmacies.id, name: pharmacies.name })
      .from(pharmacies)
      .where(eq(pharmacies.id, pharmacyId));
    return pharmacy;
  },

  /** Holds the counts of these keys (client address, account) until the transaction ends, across processes. */
  lockAttempts(tx: Executor, identifiers: readonly string[]): Promise<void> {
    return lockForTransaction(tx, LOCK_SPACES.signInCounts, identifiers);
  },

  async attempts(db: Executor, identifier: string): Promise<AttemptState | null> {
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.identifier, identifier));
    return row
      ? { failures: row.failures, lastFailureAt: row.lastFailureAt, lockedUntil: row.lockedUntil }
      : null;
  },

  async saveAttempts(db: Executor, identifier: string, state: AttemptState): Promise<void> {
    await db
      .insert(loginAttempts)
      .values({ identifier, ...state })
      .onConflictDoUpdate({ target: loginAttempts.identifier, set: { ...state } });
  },

  async clearAttempts(db: Executor, identifier: string): Promise<void> {
    await db.delete(loginAttempts).where(eq(loginAttempts.identifier, identifier));
  },

  async createSession(
    db: Executor,
    values: { tokenHash: string; userId: string; pharmacyId: string; expiresAt: Date },
  ): Promise<void> {
    await db.insert(sessions).values(values);
  },

  /**
   * The live session behind a token hash, as a named prepared statement: the one query every authenticated request
   * makes, parsed once per connection.
   */
  prepareLiveSession(db: Database) {
    return db
      .select({
        sessionId: sessions.id,
        userId: sessions.userId,
        pharmacyId: sessions.pharmacyId,
        userName: users.name,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('auth_live_session');
  },

  /** The user with their pharmacy, in one query (the profile of sign-in and auth/me). */
  async findUserWithPharmacy(db: Executor, userId: string) {
    const [row] = await db
      .select({ user: users, pharmacy: { id: pharmacies.id, name: pharmacies.name } })
      .from(users)
      .innerJoin(pharmacies, eq(pharmacies.id, users.pharmacyId))
      .where(eq(users.id, userId));
    return row;
  },

  async revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
  },

  async revokeOtherSessions(db: Executor, userId: string, keepSessionId: string, now: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
  },

  async setPassword(db: Executor, userId: string, passwordHash: string, now: Date): Promise<void> {
    await db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
  },
};
