import { AuthGate } from '../features/auth/AuthGate';
import { AppLayout } from './AppLayout';
import { AppProviders, type AppProvidersProps } from './AppProviders';
import { AppRoutes } from './routes';

export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <AuthGate>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
      </AuthGate>
    </AppProviders>
  );
}
