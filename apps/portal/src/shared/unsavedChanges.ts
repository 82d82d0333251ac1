import type { UnsavedChanges } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';

/**
 * What a create or edit form's dialog or drawer takes as `unsavedChanges`: while `dirty`, every way out asks 'Bỏ thay
 * đổi?' ('Bỏ thay đổi' / 'Tiếp tục chỉnh sửa') first; an unchanged form closes at once.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const { t } = useTranslation('common');
  return {
    dirty,
    title: t('unsavedChanges.title'),
    description: t('unsavedChanges.description'),
    discardLabel: t('unsavedChanges.discard'),
    keepLabel: t('unsavedChanges.keep'),
  };
}
