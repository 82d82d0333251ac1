import { Button, Spinner, Text } from '@pharmacy/ui';
import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { StorageOwnerProvider } from '../../shared/pharmacyStorage';
import * as styles from './AuthGate.css';
import { LoginScreen } from './LoginScreen';
import { useSession } from './session';
import { storageOwner } from './userStorage';

/**
 * The login gate (docs/product/shell-and-auth.md#login-gate): the checking-login message while a stored session is
 * confirmed, the login
 * screen without one, otherwise the app. Each signed-in session gets its own data cache (keyed by the session),
 * so nothing one user loaded is ever shown to the next, and reads stored items only as the user and pharmacy the
 * server confirmed (shared/pharmacyStorage.tsx).
 */
export function AuthGate({
  children,
  preloadShell,
}: {
  children: ReactNode;
  /** Starts fetching the signed-in app's code, so it is ready when the session is. */
  preloadShell?: () => Promise<unknown>;
}) {
  const { state, retry, signOut } = useSession();
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const signedInUser = state.status === 'signedIn' ? state.user : undefined;
  const owner = useMemo(() => signedInUser && storageOwner(signedInUser), [signedInUser]);

  useEffect(() => {
    // A failed preload is retried by React.lazy when the shell is actually rendered.
    preloadShell?.().catch(() => undefined);
  }, [preloadShell]);

  switch (state.status) {
    case 'checking':
      return (
        <div className={styles.centered} role="status">
          <Spinner decorative />
          <Text tone="secondary">{t('checkingLogin')}</Text>
        </div>
      );
    case 'unreachable':
      return (
        <main className={styles.centered}>
          <Text as="p" weight="semibold">
            {t('restoreFailed')}
          </Text>
          <Text as="p" tone="secondary">
            {tc('errors.network')}
          </Text>
          <div className={styles.actions}>
            <Button onClick={retry}>{tc('actions.retry')}</Button>
            <Button variant="outline" tone="neutral" onClick={() => void signOut()}>
              {t('signInAgain')}
            </Button>
          </div>
        </main>
      );
    case 'signedOut':
      return <LoginScreen sessionExpired={state.expired} />;
    case 'signedIn':
      return (
        <SWRConfig key={state.sessionKey} value={{ provider: () => new Map() }}>
          <StorageOwnerProvider value={owner ?? null}>
            <Suspense
              fallback={
                <div className={styles.centered} role="status">
                  <Spinner decorative />
                  <Text tone="secondary">{tc('states.loading')}</Text>
                </div>
              }
            >
              {children}
            </Suspense>
          </StorageOwnerProvider>
        </SWRConfig>
      );
  }
}
