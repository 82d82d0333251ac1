import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, isLocale, type Locale } from './locale';
import { auth } from './locales/vi/auth';
import { common } from './locales/vi/common';
import { notFound } from './locales/vi/notFound';
import { shell } from './locales/vi/shell';
import type { Namespace } from './resources';

/** What every page needs at once (the login screen, the shell, the 404 page), bundled in Vietnamese. */
const foundation = { common, shell, auth, notFound } as const;
const foundationNamespaces = Object.keys(foundation) as Namespace[];

/**
 * Fetches one namespace of one language when it is first needed: each is a small chunk of its own, so a screen's
 * texts travel with the screen and the entry does not grow with every area's texts.
 */
const chunks = import.meta.glob<Record<string, unknown>>([
  './locales/*/*.ts',
  '!./locales/*/index.ts',
  // Bundled above.
  '!./locales/vi/{common,shell,auth,notFound}.ts',
]);

const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = chunks[`./locales/${language}/${namespace}.ts`];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), null);
      return;
    }
    load()
      .then((module) => callback(null, module[namespace] as never))
      .catch((error: Error) => callback(error, null));
  },
};

/**
 * The i18next instance of an application that loads texts on demand (the portal): Vietnamese foundation texts are
 * there synchronously; another language and the other namespaces are fetched as they are used, and
 * react-i18next's `useTranslation` suspends meanwhile (put a Suspense boundary above it). `createI18n` keeps
 * everything bundled, for tests and the catalogue.
 */
export function createLazyI18n(lng: Locale | string = defaultLocale): i18n {
  const instance = i18next.createInstance();
  instance
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      resources: { vi: foundation },
      partialBundledLanguages: true,
      lng: isLocale(lng) ? lng : defaultLocale,
      fallbackLng: defaultLocale,
      supportedLngs: ['vi', 'en'],
      ns: foundationNamespaces,
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}
