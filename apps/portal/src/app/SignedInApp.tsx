import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useSession } from '../features/auth/session';
import { CurrentUserProvider } from '../shared/currentUser';
import { paths } from '../shared/paths';
import { AppLayout } from './AppLayout';
import { AppRoutes } from './routes';
import { ScreenErrorBoundary, ScreenSkeleton } from './ScreenFallback';

/** A printable purchase order: a sheet of paper, without the sidebar and header (its own chunk, as every screen). */
const PrintOrderScreen = lazy(() =>
  import('../features/purchase-orders/print/PrintOrderScreen').then((module) => ({
    default: module.PrintOrderScreen,
  })),
);

/**
 * Everything behind the login gate, in its own chunk: the login screen does not wait for the shell's code. The
 * screens read the signed-in user from `shared/currentUser`, not from the session (a feature of its own). Print
 * views stand outside the signed-in frame, which would otherwise be printed with them.
 */
export default function SignedInApp() {
  const { state } = useSession();
  const [location] = useLocation();
  if (state.status !== 'signedIn') return null;
  return (
    <CurrentUserProvider user={state.user}>
      <Switch>
        <Route path={paths.purchaseOrderPrintPattern}>
          <ScreenErrorBoundary resetKey={location}>
            <Suspense fallback={<ScreenSkeleton />}>
              <PrintOrderScreen />
            </Suspense>
          </ScreenErrorBoundary>
        </Route>
        <Route>
          <AppLayout>
            <AppRoutes />
          </AppLayout>
        </Route>
      </Switch>
    </CurrentUserProvider>
  );
}
