import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a record comes from, in words: the server tags a branch 'KIOTVIET' or 'Custom' and a supplier 'KiotViet'
 * or 'Custom'; staff read 'KiotViet' or 'Tự tạo'. Stable while the locale stays.
 */
export function useSourceLabel(): (source: string) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (source: string) => (source.toUpperCase() === 'KIOTVIET' ? t('source.kiotviet') : t('source.portal')),
    [t],
  );
}
