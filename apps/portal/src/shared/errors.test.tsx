import { ApiError, FALLBACK_MESSAGE, fromNoResponse } from '@pharmacy/api-client';
import { createI18n } from '@pharmacy/i18n';
import { ToastProvider } from '@pharmacy/ui';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { describeError, useErrorToast } from './errors';

const vi = createI18n('vi');
const en = createI18n('en');
const tVi = vi.getFixedT('vi', 'common');
const tEn = en.getFixedT('en', 'common');

describe('describeError (docs/product/conventions.md#error-texts)', () => {
  it.each([
    [
      'the server’s message',
      new ApiError('Đơn hàng không tồn tại', { status: 404 }),
      'Đơn hàng không tồn tại',
    ],
    ['no answer', fromNoResponse(new TypeError('Failed to fetch')), 'Không thể kết nối đến server'],
    [
      'an answer without any text',
      new ApiError(FALLBACK_MESSAGE, { status: 500 }),
      'Đã xảy ra lỗi không mong muốn',
    ],
    ['an error of the portal', new Error('Không đọc được tệp'), 'Không đọc được tệp'],
    ['something thrown that is not an error', 'weird', 'Đã xảy ra lỗi không mong muốn'],
  ])('%s', (_case, error, text) => {
    expect(describeError(error, tVi)).toBe(text);
  });

  it('gives its own two texts in the chosen language; the server’s messages stay as they are', () => {
    expect(describeError(fromNoResponse(null), tEn)).toBe('Cannot connect to the server');
    expect(describeError(new ApiError(FALLBACK_MESSAGE, { status: 500 }), tEn)).toBe(
      'An unexpected error occurred',
    );
    expect(describeError(new ApiError('Đơn hàng không tồn tại', { status: 404 }), tEn)).toBe(
      'Đơn hàng không tồn tại',
    );
  });
});

describe('useErrorToast', () => {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <I18nextProvider i18n={vi}>
      <ToastProvider>{children}</ToastProvider>
    </I18nextProvider>
  );

  it('shows the error toast with the default title, or the one given', () => {
    const { result } = renderHook(() => useErrorToast(), { wrapper });
    act(() => result.current(new ApiError('Số lô không hợp lệ', { status: 400 })));
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Có lỗi xảy ra');
    expect(toast.textContent).toContain('Số lô không hợp lệ');
    act(() => result.current(new ApiError('x', { status: 409 }), { title: 'Lỗi khi đồng bộ' }));
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContainEqual(
      expect.stringContaining('Lỗi khi đồng bộ'),
    );
  });

  it('says the given fallback when the failure has no text of its own, and the server’s text otherwise', () => {
    const { result } = renderHook(() => useErrorToast(), { wrapper });
    const fallback = 'Có lỗi xảy ra khi đồng bộ lên POS';
    act(() => result.current(new ApiError(FALLBACK_MESSAGE, { status: 500 }), { fallback }));
    act(() => result.current(new ApiError('Chưa cấu hình kết nối KiotViet.', { status: 409 }), { fallback }));
    act(() => result.current(fromNoResponse(null), { fallback }));
    const texts = screen.getAllByRole('alert').map((node) => node.textContent);
    expect(texts).toEqual([
      expect.stringContaining(fallback),
      expect.stringContaining('Chưa cấu hình kết nối KiotViet.'),
      expect.stringContaining('Không thể kết nối đến server'),
    ]);
  });

  it('stays silent on a 401: the session ends and the login screen says why', () => {
    const { result } = renderHook(() => useErrorToast(), { wrapper });
    act(() => result.current(new ApiError('Phiên đăng nhập đã hết hạn', { status: 401 })));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
