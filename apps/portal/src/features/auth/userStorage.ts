import { clearAuthToken, sessionStorageArea, type User } from '@pharmacy/api-client';

/** Where the signed-in user is kept (spec 1 §3), beside the token (`app.auth.token`) in the same storage. */
export const USER_STORAGE_KEY = 'app-user-storage';

interface StoredUser {
  user: User;
}

function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.name === 'string' &&
    Array.isArray(user.pharmacies) &&
    typeof (user.staff as Record<string, unknown> | null)?.role === 'string'
  );
}

/** The stored user, or null when absent or not in the shape this version writes (then it is ignored). */
export function readStoredUser(): User | null {
  const raw = sessionStorageArea.get(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredUser>;
    return isUser(parsed.user) ? parsed.user : null;
  } catch {
    return null;
  }
}

export function storeUser(user: User): void {
  sessionStorageArea.set(USER_STORAGE_KEY, JSON.stringify({ user } satisfies StoredUser));
}

/** Forgets the whole session on this browser: the token and the user. */
export function clearStoredSession(): void {
  clearAuthToken();
  sessionStorageArea.remove(USER_STORAGE_KEY);
}
