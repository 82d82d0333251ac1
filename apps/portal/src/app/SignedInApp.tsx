import { AppLayout } from './AppLayout';
import { AppRoutes } from './routes';

/** Everything behind the login gate, in its own chunk: the login screen does not wait for the shell's code. */
export default function SignedInApp() {
  return (
    <AppLayout>
      <AppRoutes />
    </AppLayout>
  );
}
