import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Field path (e.g. `items.0.quantity_ordered`) → message, for forms that show errors next to fields. */
export type FieldErrors = Record<string, string>;

/**
 * The one error envelope of the API; the portal's toasts read message, then error, then details
 * (docs/product/conventions.md#error-texts).
 */
export interface ErrorBody {
  message: string;
  error: string;
  details: FieldErrors | null;
}

/** The one error type: services throw it, the app's error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: FieldErrors | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return { message: this.message, error: this.code, details: this.details };
  }

  static validation(details: FieldErrors, message?: string): AppError {
    return new AppError(
      400,
      'VALIDATION_ERROR',
      message ?? Object.values(details)[0] ?? 'Dữ liệu không hợp lệ',
      details,
    );
  }

  static badRequest(message: string, code = 'BAD_REQUEST'): AppError {
    return new AppError(400, code, message);
  }

  static unauthorized(message = 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn'): AppError {
    return new AppError(401, 'UNAUTHORIZED', message);
  }

  static forbidden(message: string): AppError {
    return new AppError(403, 'FORBIDDEN', message);
  }

  static notFound(message: string): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }

  static conflict(message: string, code = 'CONFLICT', details: FieldErrors | null = null): AppError {
    return new AppError(409, code, message, details);
  }

  static posNotConfigured(): AppError {
    return new AppError(
      409,
      'POS_NOT_CONFIGURED',
      'Chưa cấu hình kết nối KiotViet. Vui lòng thiết lập kết nối trong "Cài đặt kết nối" trước khi đồng bộ.',
    );
  }
}
