import { ApiError, FALLBACK_MESSAGE, NO_RESPONSE_MESSAGE, toUserMessage } from '@pharmacy/api-client';
import { useToast } from '@pharmacy/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Translate = (key: 'errors.network' | 'errors.unexpected' | 'errors.title') => string;

/**
 * The text a toast shows for any failure (docs/product/conventions.md#error-texts): the server's message, error or
 * details, then the error's
 * own message, else 'Đã xảy ra lỗi không mong muốn'; 'Không thể kết nối đến server' when no answer came back.
 * The two fixed texts come from the locale, so they follow the language switch; the server's own messages are
 * shown as they are.
 */
export function describeError(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status === null) return t('errors.network');
  const message = toUserMessage(error);
  if (message === NO_RESPONSE_MESSAGE) return t('errors.network');
  if (message === FALLBACK_MESSAGE) return t('errors.unexpected');
  return message;
}

/** A 401 ends the session, and the login screen says why: the screen that made the call says nothing more. */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export interface ErrorToastOptions {
  /** The toast's title; 'Có lỗi xảy ra' by default. */
  title?: string;
  /**
   * The text when the failure carries none of its own, instead of 'Đã xảy ra lỗi không mong muốn'
   * (docs/product/suppliers.md#sync-one-supplier:
   * "server message or 'Có lỗi xảy ra khi đồng bộ lên POS'").
   */
  fallback?: string;
}

/**
 * Shows any failure as the error toast. Every mutation's `catch` goes through it; a 401 needs no toast
 * (the session ends and the login screen says why), so it is skipped.
 */
export function useErrorToast() {
  const { toast } = useToast();
  const { t } = useTranslation('common');
  return useCallback(
    (error: unknown, { title, fallback }: ErrorToastOptions = {}) => {
      if (endsSession(error)) return;
      const described = describeError(error, t);
      const description = fallback && described === t('errors.unexpected') ? fallback : described;
      toast({ tone: 'error', title: title ?? t('errors.title'), description });
    },
    [toast, t],
  );
}
