import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';

describe('createI18n', () => {
  it.each([
    { lng: undefined, expected: 'vi', text: 'Đơn đặt hàng' },
    { lng: 'vi', expected: 'vi', text: 'Đơn đặt hàng' },
    { lng: 'en', expected: 'en', text: 'Purchase orders' },
    { lng: 'fr', expected: 'vi', text: 'Đơn đặt hàng' },
  ])('is ready synchronously for $lng', ({ lng, expected, text }) => {
    const i18n = createI18n(lng);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe(expected);
    expect(i18n.t('nav.purchaseOrders.title', { ns: 'shell' })).toBe(text);
  });

  it('interpolates values without escaping them for HTML (React escapes)', () => {
    const i18n = createI18n('vi');
    expect(i18n.t('purchaseOrders:list.range', { from: 1, to: 10, total: 42 })).toBe(
      'Hiển thị 1 đến 10 trên tổng 42 đơn hàng',
    );
    expect(i18n.t('auth:login.successText', { name: '<Lan & Huệ>' })).toBe('Welcome, <Lan & Huệ>!');
  });

  it('keeps instances independent', () => {
    const vi = createI18n('vi');
    const en = createI18n('en');
    vi.changeLanguage('en');
    expect(en.language).toBe('en');
    expect(createI18n().language).toBe('vi');
  });
});
