import { clearAuthToken, sessionStorageArea, type User } from '@pharmacy/api-client';
import { forgetStoredItems, type StorageOwner } from '../../shared/pharmacyStorage';

/**
 * Where the signed-in user is kept (docs/product/shell-and-auth.md#session), beside the token (`app.auth.token`) in
 * the same storage. It is
 * written for that contract; the portal itself never trusts it, and asks the server (`/auth/me`) on every load.
 */
export const USER_STORAGE_KEY = 'app-user-storage';

interface StoredUser {
  user: User;
}

/** The owner of a user's stored items: the user, and the pharmacy they act for (the first one: docs/product/shell-and-auth.md#session). */
export function storageOwner(user: User): StorageOwner {
  return { userId: user.id, pharmacyId: user.pharmacies[0]?.id ?? '' };
}

/**
 * The user the server has just confirmed (signed in, or restored through `/auth/me`): kept beside the token, and
 * whatever another user left on this browser is forgotten.
 */
export function storeUser(user: User): void {
  forgetStoredItems(storageOwner(user));
  sessionStorageArea.set(USER_STORAGE_KEY, JSON.stringify({ user } satisfies StoredUser));
}

/** Forgets the whole session on this browser: the token, the user and every item stored for them. */
export function clearStoredSession(): void {
  clearAuthToken();
  sessionStorageArea.remove(USER_STORAGE_KEY);
  forgetStoredItems();
}
