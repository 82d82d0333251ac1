import { browserStorages } from '@pharmacy/api-client';
import { createContext, useContext } from 'react';

/**
 * What the portal keeps in the browser between page loads for the signed-in user, beyond the session itself (the
 * token and the user): a shared computer must never show one pharmacy's data to the next person. Every such item
 * is
 * - keyed by user and pharmacy (`ownedKey`), and read only under the owner the server confirmed for this session
 *   (the sign-in answer or `GET /api/v1/auth/me`, before the shell renders), so a record kept for someone else is
 *   never shown, not even while the server is being asked;
 * - forgotten at sign-out, when a session ends, and when another user signs in on the browser (`forgetStoredItems`).
 */

/** The signed-in user and the pharmacy they act for: whose stored items may be read. */
export interface StorageOwner {
  userId: string;
  pharmacyId: string;
}

/** Every owned item's key starts with this, so all of them can be found and forgotten, whatever their name. */
const OWNED_PREFIX = 'app.pharmacy:';

/** Keys written before items were kept per user (one browser, any user): always forgotten. */
const UNOWNED_KEYS = ['app.salesOrderSummaries'];

/** The key of item `name` of `owner`. */
export function ownedKey(name: string, owner: StorageOwner): string {
  return `${OWNED_PREFIX}${owner.pharmacyId}:${owner.userId}:${name}`;
}

/**
 * Removes every stored item of every user, except those of `keep` (the user who has just signed in); without it,
 * everything (sign-out, an ended session).
 */
export function forgetStoredItems(keep?: StorageOwner, storages: Storage[] = browserStorages()): void {
  const kept = keep ? ownedKey('', keep) : undefined;
  for (const storage of storages) {
    try {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
      for (const key of keys) {
        const owned = key.startsWith(OWNED_PREFIX);
        if ((owned && (kept === undefined || !key.startsWith(kept))) || UNOWNED_KEYS.includes(key)) {
          storage.removeItem(key);
        }
      }
    } catch {
      // A storage that cannot be read holds nothing the portal could show.
    }
  }
}

const OwnerContext = createContext<StorageOwner | null>(null);

/** Given by the login gate around the signed-in app, with the owner the server confirmed. */
export const StorageOwnerProvider = OwnerContext.Provider;

/** The confirmed owner of this session's stored items; only inside the signed-in app. */
export function useStorageOwner(): StorageOwner {
  const owner = useContext(OwnerContext);
  if (!owner) throw new Error('useStorageOwner needs the signed-in app (StorageOwnerProvider)');
  return owner;
}
