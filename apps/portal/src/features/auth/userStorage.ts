import { clearAuthToken, sessionStorageArea, type User } from '@pharmacy/api-client';

/**
 * Where the signed-in user is kept (docs/product/shell-and-auth.md#session), beside the token (`app.auth.token`) in
 * the same storage. It is
 * written for that contract; the portal itself never trusts it, and asks the server (`/auth/me`) on every load.
 */
export const USER_STORAGE_KEY = 'app-user-storage';

interface StoredUser {
  user: User;
}

export function storeUser(user: User): void {
  sessionStorageArea.set(USER_STORAGE_KEY, JSON.stringify({ user } satisfies StoredUser));
}

/** Forgets the whole session on this browser: the token and the user. */
export function clearStoredSession(): void {
  clearAuthToken();
  sessionStorageArea.remove(USER_STORAGE_KEY);
}
