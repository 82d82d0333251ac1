export { GetBudget, type GetBudgetOptions, type GetBudgetState } from './client/budget';
export {
  type CallSignal,
  KiotVietClient,
  type KiotVietClientOptions,
  type ProductInput,
  type PurchaseOrderInput,
} from './client/client';
export { type Clock, systemClock, VirtualClock } from './client/clock';
export { formatKiotVietDate, parseKiotVietDate } from './client/dates';
export {
  KiotVietAuthError,
  KiotVietError,
  type KiotVietIssue,
  KiotVietNotFoundError,
  KiotVietRateLimitError,
  KiotVietUnavailableError,
  KiotVietValidationError,
} from './client/errors';
export {
  defaultOverlapMs,
  Listing,
  type ListOptions,
  type ListPage,
  type ResumePoint,
} from './client/listing';
export { parseMoney } from './client/money';
export {
  type Branch,
  type Category,
  type CreatedCategory,
  type CreatedProduct,
  type CreatedPurchaseOrder,
  type Customer,
  type Invoice,
  type InvoiceDetail,
  invoiceStatus,
  type Product,
  type ProductBatchExpire,
  type ProductInventory,
  type ProductUnit,
  type PurchaseOrder,
  type ReceiptReference,
  type Supplier,
  splitDeletedCode,
} from './client/schemas';
export type { RetryOptions } from './client/transport';
export {
  newWebhookSecret,
  type ParsedWebhook,
  parseWebhook,
  verifyWebhookSignature,
  type Webhook,
  type WebhookEvent,
  type WebhookEventType,
  webhookEventTypes,
} from './client/webhooks';
