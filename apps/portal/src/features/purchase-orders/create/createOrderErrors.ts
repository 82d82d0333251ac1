import { ApiError } from '@pharmacy/api-client';
import type { TFunction } from 'i18next';
import { describeError } from '../../../shared/errors';

export type CreateOrderTranslate = TFunction<['purchaseOrders', 'common']>;

/** What the form knows of each line it sent, in the order sent: the server names a line by its index. */
export interface SentLine {
  productName: string;
  lotNumber?: string | null;
}

/**
 * A field's text when its check failed without a message of its own (docs/product/purchase-orders.md#create-errors).
 */
const FIELD_TEXTS = {
  quantity_ordered: 'create.serverErrors.quantityMin',
  expiry_date: 'create.serverErrors.expiryFormat',
  batch_number: 'create.serverErrors.batchRequired',
  unit_price: 'create.serverErrors.unitPricePositive',
} as const;

const ITEM_PATH = /^items\.(\d+)\.(\w+)/;

/** The generic text of any failure (docs/product/conventions.md#error-texts), in the common namespace. */
const generic = (error: unknown, t: CreateOrderTranslate) =>
  describeError(error, (key) => t(`common:${key}`));

function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * A message of the original provider's API (class-validator English naming the field), mapped as
 * docs/product/purchase-orders.md#create-errors says;
 * anything else — this server's Vietnamese messages included — is shown as it is.
 */
function mapMessage(text: string, t: CreateOrderTranslate): string {
  if (/quantity_ordered/.test(text) && /less than|min/i.test(text))
    return t('create.serverErrors.quantityMin');
  if (/expiry_date/.test(text) && /Date instance/i.test(text)) return t('create.serverErrors.expiryInvalid');
  if (/batch_number/.test(text)) return t('create.serverErrors.batchInvalid');
  if (/unit_price/.test(text)) return t('create.serverErrors.unitPriceInvalid');
  return text;
}

/** Names the order line a field path points at ('items.2.batch_number' → the product and lot of line 2). */
function onLine(path: string, message: string, sent: readonly SentLine[], t: CreateOrderTranslate): string {
  const match = ITEM_PATH.exec(path);
  const line = match ? sent[Number(match[1])] : undefined;
  if (!line) return message;
  const lot = line.lotNumber?.trim();
  return lot
    ? t('create.serverErrors.productLot', { product: line.productName, lot, message })
    : t('create.serverErrors.product', { product: line.productName, message });
}

/** One entry of an object keyed by field: this server sends a message per field path. */
function detailLine(
  path: string,
  value: unknown,
  sent: readonly SentLine[],
  t: CreateOrderTranslate,
): string | null {
  if (typeof value === 'string') return value.trim() ? onLine(path, mapMessage(value, t), sent, t) : null;
  // Without a message of its own (a list or an object of checks): the product's text for the field, else its name.
  const field = (ITEM_PATH.exec(path)?.[2] ?? path) as string;
  const known = FIELD_TEXTS[field as keyof typeof FIELD_TEXTS];
  if (known) return onLine(path, t(known), sent, t);
  const texts = strings(value);
  return texts.length > 0 ? t('create.serverErrors.field', { field: path, message: texts.join(', ') }) : null;
}

/**
 * Every reason a create was refused, as lines for the 'Lỗi khi tạo đơn hàng' toast
 * (docs/product/purchase-orders.md#create-errors), read from the
 * error envelope this API sends (`{ message, error, details }`, details keyed by field path such as
 * `items.0.quantity_ordered`; see apps/server/src/errors.ts) and, for the original provider's API, from a list
 * of class-validator messages. Lines of an item are prefixed with its product (and lot). Without an answer:
 * 'Không thể kết nối đến server'; without any text: the error's own message.
 */
export function createFailureLines(
  error: unknown,
  sent: readonly SentLine[],
  t: CreateOrderTranslate,
): string[] {
  if (!(error instanceof ApiError) || error.status === null) return [generic(error, t)];
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
  if (Array.isArray(body.message)) {
    const lines = strings(body.message).map((text) => {
      const path = ITEM_PATH.exec(text)?.[0] ?? '';
      return onLine(path, mapMessage(text, t), sent, t);
    });
    if (lines.length > 0) return lines;
  }
  const { details } = body;
  if (Array.isArray(details)) {
    const lines = strings(details).map((text) => mapMessage(text, t));
    if (lines.length > 0) return lines;
  } else if (details && typeof details === 'object') {
    const lines = Object.entries(details).flatMap(([path, value]) => {
      const line = detailLine(path, value, sent, t);
      return line ? [line] : [];
    });
    if (lines.length > 0) return lines;
  }
  if (typeof body.message === 'string' && body.message.trim()) return [mapMessage(body.message, t)];
  return [generic(error, t)];
}

/** The fields of the form the server named, with its message, to show beside them. */
export function serverFieldErrors(error: unknown): { supplier?: string; deliveryDate?: string } {
  const details = error instanceof ApiError ? error.details : null;
  return {
    ...(details?.distributor_id ? { supplier: details.distributor_id } : {}),
    ...(details?.expected_delivery_date ? { deliveryDate: details.expected_delivery_date } : {}),
  };
}

/** The first `max` lines and how many are left for '...và n lỗi khác'. */
export function firstLines(lines: readonly string[], max: number): { shown: string[]; more: number } {
  return { shown: lines.slice(0, max), more: Math.max(0, lines.length - max) };
}
