import { defaultLocale, isLocale, type Locale } from '@pharmacy/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The interface language chosen in the avatar menu, remembered on this browser. */
const LOCALE_STORAGE_KEY = 'app.locale';

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

/** The current language and a switch that applies it at once, remembers it and updates `<html lang>`. */
export function useLocale(): [Locale, (locale: Locale) => void] {
  const { i18n } = useTranslation();
  const current = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLocale;
  const setLocale = useCallback(
    (locale: Locale) => {
      void i18n.changeLanguage(locale);
      document.documentElement.lang = locale;
      try {
        localStorage.setItem(LOCALE_STORAGE_KEY, locale);
      } catch {
        // Not remembered where storage is refused; the switch still applies to this visit.
      }
    },
    [i18n],
  );
  return [current, setLocale];
}
