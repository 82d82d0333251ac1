import type { components, paths } from './generated/schema';

type Schemas = components['schemas'];

export type ApiErrorBody = Schemas['Error'];
export type User = Schemas['User'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse']['data'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];

export type Distributor = Schemas['Distributor'];
export type DistributorType = Distributor['type'];
export type DistributorStatus = Distributor['status'];
export type DistributorCreate = Schemas['DistributorCreate'];
export type DistributorUpdate = Schemas['DistributorUpdate'];
export type DistributorList = Schemas['DistributorList'];

export type Product = Schemas['Product'];
/** A product of a list asked with `view: 'summary'`: without its lots and branch figures. */
export type ProductSummary = Schemas['ProductSummary'];
export type ProductList = Schemas['ProductList'];
export type InventoryLot = Schemas['InventoryLot'];
export type ProductBranchStock = Schemas['ProductBranchStock'];
export type ProductUnit = Schemas['ProductUnit'];
export type Category = Schemas['Category'];
export type SuggestionDaysUpdate = Schemas['SuggestionDaysUpdate'];
export type ProductCreate = Schemas['ProductCreate'];
export type ProductUpdate = Schemas['ProductUpdate'];

export type PurchaseOrderSummary = Schemas['PurchaseOrderSummary'];
export type PurchaseOrder = Schemas['PurchaseOrder'];
/** What `GET /api/import-orders/{id}` and every move of an order answer. */
export type PurchaseOrderResult = Schemas['PurchaseOrderResult'];
export type PurchaseOrderReceive = Schemas['PurchaseOrderReceive'];
/** What `PATCH /api/import-orders/{id}/document-urls` answers: the order's documents as they are now. */
export type PurchaseOrderDocumentsResult =
  paths['/api/import-orders/{id}/document-urls']['patch']['responses'][200]['content']['application/json'];
export type PurchaseOrderItem = Schemas['PurchaseOrderItem'];
export type ShippedBatch = Schemas['ShippedBatch'];
/** A lot as it arrived at receipt and went into stock. */
export type ReceivedBatch = Schemas['ReceivedBatch'];
/** Why a line was received short of what was shipped. */
export type ShortfallReason = Schemas['ShortfallReason'];
export type ReceivedLine = Schemas['ReceivedLine'];
export type StatusHistoryEntry = Schemas['StatusHistoryEntry'];
export type OrderDocument = Schemas['OrderDocument'];
export type PurchaseOrderStatus = PurchaseOrder['status'];
export type PurchaseOrderCreate = Schemas['PurchaseOrderCreate'];
export type PurchaseOrderStatusChange = Schemas['PurchaseOrderStatusChange'];
export type SyncToKiotVietRequest = Schemas['SyncToKiotVietRequest'];
export type KiotVietLinkRequest = Schemas['KiotVietLinkRequest'];
export type UploadedFile = Schemas['UploadedFile'];
export type UploadPurpose = NonNullable<
  paths['/api/v1/files/upload/single']['post']['requestBody']['content']['multipart/form-data']['purpose']
>;

export type PosConnection = Schemas['PosConnection'];
export type PosConnectionCreate = Schemas['PosConnectionCreate'];
export type PosConnectionUpdate = Schemas['PosConnectionUpdate'];
export type PosConnectionTest = Schemas['PosConnectionTest'];
export type PosConnectionStatus = Schemas['PosConnectionStatus'];
export type SyncResult = Schemas['SyncResult'];
export type FullSyncKind = Schemas['FullSyncKind'];
export type SyncLog = Schemas['SyncLog'];
export type SyncDataType = SyncLog['data_type'];
export type Branch = Schemas['Branch'];
export type BranchStats = Schemas['BranchStats']['data'];
export type Customer = Schemas['Customer'];
export type ExpiringLot = Schemas['ExpiringLot'];
export type ExpiringLotList = Schemas['ExpiringLotList'];
export type ReorderSuggestion = Schemas['ReorderSuggestion'];
export type ReorderSuggestionList = Schemas['ReorderSuggestionList'];
export type ReorderFigures = Schemas['ReorderProductFigures']['data'][number];
export type RepurchaseSuggestion = Schemas['RepurchaseSuggestion'];
export type SalesOrder = Schemas['SalesOrder'];
export type SalesOrderLine = Schemas['SalesOrderLine'];
export type SalesOrderDetail = Schemas['SalesOrderDetail'];
export type SalesOrderPayment = Schemas['SalesOrderPayment'];

type QueryOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;

export type PurchaseOrderQuery = QueryOf<'/api/import-orders'>;
export type ProductQuery = QueryOf<'/api/products'>;
export type ProductView = NonNullable<ProductQuery['view']>;
/** A page of products as `view` asks: each a Product with its lots (full, the default), or a ProductSummary. */
export type ProductPage<V extends ProductView = 'full'> = Omit<ProductList, 'data'> & {
  data: (V extends 'summary' ? ProductSummary : Product)[];
};
export type DistributorQuery = QueryOf<'/api/v1/distributors'>;
export type CategoryQuery = QueryOf<'/api/categories'>;
export type BranchQuery = QueryOf<'/api/branches'>;
export type CustomerQuery = QueryOf<'/api/customers'>;
export type SalesOrderQuery = QueryOf<'/api/orders'>;
export type SyncLogQuery = QueryOf<'/api/sync-history/by-user'>;
export type ExpiringLotQuery = QueryOf<'/api/expiry/lots'>;
export type ReorderSuggestionQuery = QueryOf<'/api/reorder/suggestions'>;
export type ReorderSuggestionExportQuery = QueryOf<'/api/reorder/suggestions/export'>;
export type ExpiringLotExportQuery = QueryOf<'/api/expiry/lots/export'>;
export type PurchaseHistoryQuery = QueryOf<'/api/customers/{id}/purchase-history'>;

/** The order of the lifecycle, for steppers and filters. */
export const PURCHASE_ORDER_STATUSES = [
  'pending',
  'approved',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly PurchaseOrderStatus[];

/** The reasons a receipt may give for a line short of what was shipped, in the order the select lists them. */
export const SHORTFALL_REASONS = [
  'short',
  'damaged',
  'returned',
] as const satisfies readonly ShortfallReason[];
