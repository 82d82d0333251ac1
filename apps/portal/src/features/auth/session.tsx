import {
  ApiError,
  AUTH_TOKEN_KEY,
  getAuthToken,
  setAuthToken,
  type User,
  unauthorizedMiddleware,
} from '@pharmacy/api-client';
import { useApiClient } from '@pharmacy/api-client/swr';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useAnalytics } from '../../shared/analytics';
import { clearStoredSession, storeUser } from './userStorage';

/**
 * Where the sign-in stands:
 * - `checking`: a token is stored and `GET /api/v1/auth/me` is confirming it (the checking-login message shows);
 *   `token` is the one being confirmed;
 * - `signedOut`: the login screen shows; `expired` when a session ended without the user asking (a 401);
 * - `unreachable`: a token is stored but the server could not be asked (offline); the user may retry;
 * - `signedIn`: the shell shows. `sessionKey` changes with every sign-in, so per-session state (the data cache)
 *   starts empty for each user.
 */
export type SessionState =
  | { status: 'checking'; token: string }
  | { status: 'signedOut'; expired: boolean }
  | { status: 'unreachable' }
  | { status: 'signedIn'; user: User; sessionKey: number };

interface SessionApi {
  state: SessionState;
  /** Keeps the token and the user after a successful sign-in. */
  signIn: (result: { user: User; token: string }) => void;
  /** Revokes the token on the server (best effort) and forgets the session here. */
  signOut: () => Promise<void>;
  /** Asks the server again after `unreachable`. */
  retry: () => void;
}

const SessionContext = createContext<SessionApi | null>(null);

let nextSessionKey = 1;
const LOGOUT_TIMEOUT_MS = 5000;

/** Confirms the stored token when there is one; otherwise nothing of a session may be left (a closed tab's). */
function checkStoredToken(): SessionState {
  const token = getAuthToken();
  if (token) return { status: 'checking', token };
  clearStoredSession();
  return { status: 'signedOut', expired: false };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const analytics = useAnalytics();
  const [state, setState] = useState<SessionState>(checkStoredToken);

  const expire = useCallback(() => {
    clearStoredSession();
    setState({ status: 'signedOut', expired: true });
  }, []);

  // Any call answered 401 with the stored token ends the session, wherever it was made.
  useEffect(() => {
    const middleware = unauthorizedMiddleware(expire);
    client.use(middleware);
    return () => client.eject(middleware);
  }, [client, expire]);

  const checking = state.status === 'checking' ? state.token : undefined;
  useEffect(() => {
    if (checking === undefined) return;
    let current = true;
    client
      .GET('/api/v1/auth/me', { headers: { authorization: `Bearer ${checking}` } })
      .then(({ data }) => {
        if (!current || !data) return;
        // Another tab may have signed in as someone else meanwhile: only the token still stored is confirmed.
        if (getAuthToken() !== checking) {
          setState(checkStoredToken());
          return;
        }
        storeUser(data.data.user);
        setState({ status: 'signedIn', user: data.data.user, sessionKey: nextSessionKey++ });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) expire();
        else setState({ status: 'unreachable' });
      });
    return () => {
      current = false;
    };
  }, [client, checking, expire]);

  // Another tab signed out (the token vanished) or signed in (a new token, perhaps another user's): follow it. A new
  // token is confirmed again before anything shows, so this tab's screens, data cache and stored items start over
  // as the user the server names.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_TOKEN_KEY && event.key !== null) return;
      const token = getAuthToken();
      // What this tab kept for the session (its sessionStorage is its own) goes with it.
      if (!token) clearStoredSession();
      setState((previous) => {
        if (!token)
          return previous.status === 'signedOut' ? previous : { status: 'signedOut', expired: false };
        return previous.status === 'checking' && previous.token === token
          ? previous
          : { status: 'checking', token };
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback(
    ({ user, token }: { user: User; token: string }) => {
      setAuthToken(token);
      storeUser(user);
      analytics.track({ name: 'USER_LOGIN', properties: { role: user.staff.role } });
      setState({ status: 'signedIn', user, sessionKey: nextSessionKey++ });
    },
    [analytics],
  );

  const signOut = useCallback(async () => {
    try {
      // A hanging server must not keep the user from leaving: give up on it after a few seconds.
      await client.POST('/api/v1/auth/logout', { signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
    } catch {
      // Signing out must always work here: an unreachable server or an already revoked token only means the
      // server has nothing left to revoke, or will let the token expire on its own.
    }
    analytics.track({ name: 'USER_LOGOUT' });
    clearStoredSession();
    setState({ status: 'signedOut', expired: false });
  }, [client, analytics]);

  const retry = useCallback(() => setState(checkStoredToken()), []);

  const value = useMemo(() => ({ state, signIn, signOut, retry }), [state, signIn, signOut, retry]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
