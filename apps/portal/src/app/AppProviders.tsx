import { type ApiClient, createApiClient } from '@pharmacy/api-client';
import { ApiClientProvider, swrDefaults } from '@pharmacy/api-client/swr';
import { createLazyI18n } from '@pharmacy/i18n';
import { Spinner, ToastProvider } from '@pharmacy/ui';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { SessionProvider } from '../features/auth/session';
import { AnalyticsProvider, type AnalyticsTracker, consoleTracker, noopTracker } from '../shared/analytics';
import * as styles from './AppProviders.css';
import { storedLocale } from './locale';

function Toasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <ToastProvider label={t('notifications')} closeLabel={t('closeNotification')}>
      {children}
    </ToastProvider>
  );
}

export interface AppProvidersProps {
  children: ReactNode;
  /** Where analytics events go; logs to the console in development, records nothing otherwise. */
  tracker?: AnalyticsTracker;
  /** The API client; one on the page's own origin by default (tests and stories pass their own). */
  client?: ApiClient;
  /** The texts; a new instance in the remembered language by default (stories pass the catalogue's). */
  i18n?: I18n;
}

/**
 * Everything the portal's screens rely on: texts in the remembered language, the API client and its cache
 * defaults, toasts (above the login gate, so 'Logged out successfully' survives the switch to the login
 * screen), analytics and the session.
 */
export function AppProviders({
  children,
  tracker = import.meta.env.DEV ? consoleTracker : noopTracker,
  client: givenClient,
  i18n: givenI18n,
}: AppProvidersProps) {
  const [i18n] = useState(() => givenI18n ?? createLazyI18n(storedLocale()));
  const [client] = useState(() => givenClient ?? createApiClient());
  return (
    <I18nextProvider i18n={i18n}>
      {/* Only English texts are fetched before the first paint (Vietnamese ones are bundled): a brief spinner. */}
      <Suspense fallback={<Spinner decorative className={styles.startup} />}>
        <ApiClientProvider client={client}>
          <SWRConfig value={swrDefaults}>
            <AnalyticsProvider tracker={tracker}>
              <Toasts>
                <SessionProvider>{children}</SessionProvider>
              </Toasts>
            </AnalyticsProvider>
          </SWRConfig>
        </ApiClientProvider>
      </Suspense>
    </I18nextProvider>
  );
}
