/*
 * What staff read when the sync or a call to KiotViet goes wrong, in one place: the names of the kinds of data, the
 * run already under way, and KiotViet's failures as the API answers them.
 */
import {
  KiotVietAuthError,
  KiotVietError,
  KiotVietRateLimitError,
  KiotVietValidationError,
} from '@pharmacy/kiotviet';
import type { SyncDataType } from '../db/schema';
import { AppError } from '../errors';
import type { RunResult } from './engine';
import { StoreChanged } from './identity';

/** What staff call each kind, in the messages they read. */
export const DATA_TYPE_LABELS: Record<SyncDataType, string> = {
  BRANCH: 'chi nhánh',
  CATEGORY: 'nhóm hàng',
  PRODUCT: 'hàng hóa và tồn kho',
  CUSTOMER: 'khách hàng',
  ORDER: 'đơn hàng',
  SUPPLIER: 'nhà cung cấp',
};

/** The connection is switched off: nothing is read from KiotViet until staff switch it on. */
export const connectionOff = () =>
  AppError.conflict(
    'Kết nối KiotViet đang tắt. Vui lòng bật kết nối trong "Cài đặt kết nối" trước khi đồng bộ.',
    'POS_INACTIVE',
  );

/** The server is shutting down: it starts no new run. */
export const serverStopping = () =>
  AppError.conflict('Máy chủ đang dừng, vui lòng thử lại sau giây lát.', 'SERVER_STOPPING');

/** A run of the kind goes on already: one run of a kind at a time. */
export const syncInProgress = (dataType: SyncDataType) =>
  AppError.conflict(
    `Đang đồng bộ ${DATA_TYPE_LABELS[dataType]}, vui lòng đợi lần đồng bộ này kết thúc.`,
    'SYNC_IN_PROGRESS',
  );

/**
 * A failed call to KiotViet (or a failed run) as the API answers it, in words staff can act on: refused
 * credentials 409, KiotViet's rate limit 429 (Retry-After), a request KiotViet refused 409, KiotViet unreachable
 * or failing 502, anything else 500.
 */
export function kiotvietFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof StoreChanged) {
    return AppError.conflict(
      'Kết nối KiotViet đã được chuyển sang cửa hàng khác trong lúc đồng bộ; dữ liệu của cửa hàng cũ không được lưu. Vui lòng đồng bộ lại.',
      'STORE_CHANGED',
    );
  }
  if (error instanceof KiotVietAuthError) {
    return AppError.conflict(
      'KiotViet từ chối thông tin kết nối (client id, client secret hoặc tên cửa hàng). Vui lòng kiểm tra "Cài đặt kết nối".',
      'POS_AUTH_FAILED',
    );
  }
  if (error instanceof KiotVietRateLimitError) {
    const seconds = Math.max(1, Math.ceil((error.retryAfterMs ?? 60_000) / 1000));
    return new AppError(
      429,
      'KIOTVIET_RATE_LIMITED',
      `KiotViet đang giới hạn số lượt gọi của cửa hàng. Vui lòng thử lại sau ${seconds} giây.`,
      null,
      { 'Retry-After': String(seconds) },
    );
  }
  if (error instanceof KiotVietValidationError && error.side === 'request') {
    return AppError.conflict(`KiotViet không nhận yêu cầu: ${error.message}`, 'KIOTVIET_REFUSED');
  }
  if (error instanceof KiotVietError) {
    return new AppError(502, 'KIOTVIET_UNAVAILABLE', `Không kết nối được KiotViet: ${error.message}`);
  }
  return new AppError(500, 'SYNC_FAILED', 'Đồng bộ không thành công do lỗi hệ thống. Vui lòng thử lại.');
}

/** A failed run as the API answers it. */
export const syncFailure = (result: RunResult): AppError => kiotvietFailure(result.error);
