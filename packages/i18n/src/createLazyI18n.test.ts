import { describe, expect, it } from 'vitest';
import { createLazyI18n } from './createLazyI18n';
import { en } from './locales/en';
import { vi } from './locales/vi';

describe('createLazyI18n', () => {
  it('has the Vietnamese texts of every page at once, and fetches an area’s texts when first needed', async () => {
    const i18n = createLazyI18n('vi');
    expect(i18n.t('shell:checkingLogin')).toBe(vi.shell.checkingLogin);
    expect(i18n.t('notFound:title')).toBe('Trang không tồn tại');
    expect(i18n.hasLoadedNamespace('suppliers')).toBe(false);
    await i18n.loadNamespaces('suppliers');
    expect(i18n.hasLoadedNamespace('suppliers')).toBe(true);
    expect(i18n.getResourceBundle('vi', 'suppliers')).toEqual(vi.suppliers);
  });

  it('fetches English before it is shown, and falls back to Vietnamese for nothing', async () => {
    const i18n = createLazyI18n('en');
    expect(i18n.hasLoadedNamespace('common')).toBe(false);
    await i18n.loadNamespaces(['common', 'shell']);
    expect(i18n.t('brand.title')).toBe(en.common.brand.title);
    expect(i18n.t('shell:userRole')).toBe('Pharmacy admin');
  });

  it('switches language after the new texts arrived', async () => {
    const i18n = createLazyI18n('vi');
    await i18n.changeLanguage('en');
    expect(i18n.t('notFound:title')).toBe(en.notFound.title);
    await i18n.changeLanguage('vi');
    expect(i18n.t('notFound:title')).toBe(vi.notFound.title);
  });
});
