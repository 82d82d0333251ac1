import type { AuthContext } from '../../http/env';

/** How long a verified session is trusted without asking the database again. */
export const SESSION_CACHE_SECONDS = 30;

interface Entry {
  auth: AuthContext;
  /** The session's own expiry (ms): a cached session still ends exactly on time. */
  expiresAt: number;
  /** When the database last confirmed it (ms). */
  checkedAt: number;
}

/**
 * Sessions the database confirmed in the last few seconds, by token hash, so that an authenticated request costs no
 * session query. Logout and a password change revoke through `revoke`, which drops the sessions at once; a lookup
 * that was already under way when something was revoked is answered but not cached (it may have read the session
 * before the revocation committed). Times come from the caller's clock, so tests that move time see sessions expire.
 *
 * One process only: another server process does not hear of a logout and may accept the token for up to
 * SESSION_CACHE_SECONDS more (the API runs as one process; see apps/server/README.md).
 */
export function createSessionCache({ ttlMs = SESSION_CACHE_SECONDS * 1000, max = 10_000 } = {}) {
  const entries = new Map<string, Entry>();
  let revocations = 0;

  return {
    get(tokenHash: string, now: number): AuthContext | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now >= entry.expiresAt || now - entry.checkedAt >= ttlMs || now < entry.checkedAt) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.auth;
    },

    /** Taken before the database lookup and handed back to `put`. */
    generation(): number {
      return revocations;
    },

    put(tokenHash: string, auth: AuthContext, expiresAt: number, now: number, generation: number): void {
      if (generation !== revocations) return;
      entries.delete(tokenHash);
      entries.set(tokenHash, { auth, expiresAt, checkedAt: now });
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
    },

    /** Drops every cached session `revoked` names; lookups under way are not cached. */
    revoke(revoked: (auth: AuthContext) => boolean): void {
      revocations += 1;
      for (const [tokenHash, entry] of entries) if (revoked(entry.auth)) entries.delete(tokenHash);
    },
  };
}
