import { createI18n } from '@pharmacy/i18n';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';

export function AppProviders({ children }: { children: ReactNode }) {
  const [i18n] = useState(() => createI18n());
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
