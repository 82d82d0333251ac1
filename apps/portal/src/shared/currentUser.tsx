import type { User } from '@pharmacy/api-client';
import { createContext, type ReactNode, useContext } from 'react';

const CurrentUserContext = createContext<User | null>(null);

/** Gives the screens the signed-in user: the app puts it around the signed-in shell (and stories around theirs). */
export function CurrentUserProvider({ user, children }: { user: User; children?: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

/** The signed-in user; only below `CurrentUserProvider`, which is there only while someone is signed in. */
export function useCurrentUser(): User {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser needs a signed-in user (<CurrentUserProvider>)');
  return user;
}

/** The pharmacy whose products and stock the screens show: the user's first pharmacy is the retailer. */
export function useCurrentPharmacyId(): string {
  return useCurrentUser().pharmacies[0]?.id ?? '';
}
