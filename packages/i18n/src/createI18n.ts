import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, isLocale, type Locale } from './locale';
import type { vi } from './locales/vi';
import { namespaces, resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof vi;
  }
}

/**
 * Creates an i18next instance that is ready synchronously: the resources are bundled, so the first render
 * already has its texts (no suspense, no flash of keys). Vietnamese is the default and the fallback.
 */
export function createI18n(lng: Locale | string = defaultLocale): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng: isLocale(lng) ? lng : defaultLocale,
    fallbackLng: defaultLocale,
    supportedLngs: Object.keys(resources),
    ns: namespaces,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
