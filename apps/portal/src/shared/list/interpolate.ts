import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Fills a text the locale gave as it is (`t('list', { returnObjects: true })` keeps '{{total}}' and such) with
 * values, through the locale's own interpolation: it reads as any other `t()` output.
 */
export function useInterpolate() {
  const { i18n } = useTranslation();
  return useCallback(
    (text: string, values: Record<string, string | number>) =>
      i18n.services.interpolator.interpolate(text, values, i18n.language, {}),
    [i18n],
  );
}
