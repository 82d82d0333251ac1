import { lazy } from 'react';
import { AuthGate } from '../features/auth/AuthGate';
import { AppProviders, type AppProvidersProps } from './AppProviders';

/**
 * The shell's code is fetched while the session is being checked or the user types their password (see
 * `preloadShell`), so it is usually there by the time it is needed.
 */
const loadShell = () => import('./SignedInApp');
const SignedInApp = lazy(loadShell);

export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <AuthGate preloadShell={loadShell}>
        <SignedInApp />
      </AuthGate>
    </AppProviders>
  );
}
