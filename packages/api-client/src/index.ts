export {
  type ApiClient,
  type ApiClientOptions,
  AUTH_TOKEN_KEY,
  authMiddleware,
  browserStorages,
  clearAuthToken,
  createApiClient,
  errorMiddleware,
  getAuthToken,
  REQUEST_TIMEOUT_MS,
  serializeQuery,
  sessionStorageArea,
  setAuthToken,
  unauthorizedMiddleware,
  unwrap,
  withTimeout,
} from './client';
export {
  ApiError,
  errorMessage,
  FALLBACK_MESSAGE,
  type FieldErrors,
  fromNoResponse,
  fromResponse,
  NO_RESPONSE_MESSAGE,
  parseRetryAfter,
  toUserMessage,
} from './errors';
export type { $defs, components, operations, paths, webhooks } from './generated/schema';
export * from './models';
