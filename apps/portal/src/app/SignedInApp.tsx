import { useSession } from '../features/auth/session';
import { CurrentUserProvider } from '../shared/currentUser';
import { AppLayout } from './AppLayout';
import { AppRoutes } from './routes';

/**
 * Everything behind the login gate, in its own chunk: the login screen does not wait for the shell's code. The
 * screens read the signed-in user from `shared/currentUser`, not from the session (a feature of its own).
 */
export default function SignedInApp() {
  const { state } = useSession();
  if (state.status !== 'signedIn') return null;
  return (
    <CurrentUserProvider user={state.user}>
      <AppLayout>
        <AppRoutes />
      </AppLayout>
    </CurrentUserProvider>
  );
}
