import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * One schema for the whole API. Money columns are integer đồng (bigint in number mode: a chain's order totals can
 * pass the 2^31 limit of `integer`, but never 2^53). Dates without a time (expiry, delivery) are `date` strings
 * (yyyy-MM-dd) so no time zone can shift them; instants are `timestamptz`.
 */

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });
/** A record's id in KiotViet (its ids pass 2^31 but never 2^53). NULL for the portal's own records. */
const kiotvietId = (name = 'kiotviet_id') => bigint(name, { mode: 'number' });
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const pharmacies = pgTable(
  'pharmacies',
  {
    id: id(),
    name: text('name').notNull(),
    /**
     * The reorder suggestions' defaults (docs/product/inventory.md#expiry-and-reorder-numbers): the lead time of a
     * supplier that has delivered nothing yet, and the days an order should last for a product without suggestion
     * days.
     */
    reorderLeadDays: integer('reorder_lead_days').notNull().default(7),
    reorderCoverDays: integer('reorder_cover_days').notNull().default(30),
    createdAt: createdAt(),
  },
  (t) => [
    check('pharmacies_reorder_lead_days_check', sql`${t.reorderLeadDays} between 0 and 365`),
    check('pharmacies_reorder_cover_days_check', sql`${t.reorderCoverDays} between 1 and 365`),
  ],
);

export const branches = pgTable(
  'branches',
  {
    id: id(),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    name: text('name').notNull(),
    address: text('address'),
    contactNumber: text('contact_number'),
    email: text('email'),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    /** 'Custom' for branches entered in the portal, 'KIOTVIET' for branches the sync owns. */
    source: text('source').notNull().default('Custom'),
    externalId: text('external_id'),
    kiotvietId: kiotvietId(),
    code: text('code'),
    /** foldForSearch("name address phone"): the branch screen searches all three. */
    searchText: text('search_text').notNull().default(''),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('branches_pharmacy_idx').on(t.pharmacyId, t.name, t.id),
    uniqueIndex('branches_kiotviet_key').on(t.pharmacyId, t.kiotvietId),
    index('branches_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    /** Stored lower-cased: sign-in compares case-insensitively. */
    username: text('username').notNull(),
    /** Stored lower-cased, like the username. */
    email: text('email'),
    name: text('name').notNull(),
    gender: text('gender'),
    role: text('role', { enum: ['owner', 'manager', 'staff'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_username_key').on(t.username), uniqueIndex('users_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** sha256 of the bearer token: a leaked table does not leak usable tokens. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins per identifier (known or not, so throttling reveals nothing about which accounts exist). */
export const loginAttempts = pgTable('login_attempts', {
  identifier: text('identifier').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const distributors = pgTable(
  'distributors',
  {
    id: id(),
    /** NULL for PARTNER distributors: they are platform-wide and read-only for pharmacies. */
    pharmacyId: uuid('pharmacy_id').references(() => pharmacies.id),
    type: text('type', { enum: ['PARTNER', 'INTERNAL'] }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Accent- and case-folded name for searching. */
    nameSearch: text('name_search').notNull(),
    brandName: text('brand_name'),
    avatar: text('avatar'),
    description: text('description'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    contactPerson: text('contact_person'),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    sourceTag: text('source_tag').notNull().default('Custom'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    /** The supplier's KiotViet record, once synced from or to KiotViet. */
    kiotvietId: kiotvietId(),
    /**
     * KiotViet's totals of a synced supplier, đồng: what the pharmacy owes it, and everything received from it.
     * NULL for suppliers KiotViet does not hold.
     */
    kiotvietDebt: money('kiotviet_debt'),
    kiotvietTotalInvoiced: money('kiotviet_total_invoiced'),
    /** When 'Đồng bộ POS' was last pressed: the server's 30-second cooldown counts from here. */
    syncRequestedAt: instant('sync_requested_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('distributors_pharmacy_code_key').on(t.pharmacyId, t.code).nullsNotDistinct(),
    uniqueIndex('distributors_kiotviet_key').on(t.pharmacyId, t.kiotvietId),
    index('distributors_search_trgm_idx').using('gin', t.nameSearch.op('gin_trgm_ops')),
    index('distributors_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    /** NULL for platform categories shared by partner catalogues. */
    pharmacyId: uuid('pharmacy_id').references(() => pharmacies.id),
    categoryName: text('category_name').notNull(),
    nameSearch: text('name_search').notNull(),
    kiotvietId: kiotvietId(),
    parentKiotvietId: kiotvietId('parent_kiotviet_id'),
    syncedAt: instant('synced_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('categories_pharmacy_idx').on(t.pharmacyId),
    uniqueIndex('categories_kiotviet_key').on(t.pharmacyId, t.kiotvietId),
    index('categories_search_trgm_idx').using('gin', t.nameSearch.op('gin_trgm_ops')),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    /** NULL for a partner distributor's catalogue; set for the pharmacy's own products. */
    pharmacyId: uuid('pharmacy_id').references(() => pharmacies.id),
    distributorId: uuid('distributor_id').references(() => distributors.id),
    categoryId: uuid('category_id').references(() => categories.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** foldForSearch("code name"): the folded-search column (a trigram index answers any substring). */
    searchText: text('search_text').notNull(),
    unit: text('unit'),
    /**
     * The GTIN printed on the pack (8 to 14 digits), when staff know it: a KiotViet product carrying it is the same
     * product under another code. NULL when unknown.
     */
    barcode: text('barcode'),
    basePrice: money('base_price').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    suggestionDays: integer('suggestion_days').notNull().default(0),
    /**
     * Set for a product the KiotViet sync owns (its fields and stock are KiotViet's; only suggestion days are the
     * portal's); NULL for the pharmacy's own products and partner catalogues.
     */
    kiotvietId: kiotvietId(),
    syncedAt: instant('synced_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_kiotviet_key').on(t.pharmacyId, t.kiotvietId),
    // Products by code: KiotViet's products adopt the portal's by code, and receipts name lines by code.
    index('products_code_idx').on(t.pharmacyId, t.code),
    // Each list filter has an index that also yields the list's order (name, id), so a page is a short range scan.
    index('products_name_idx').on(t.name, t.id),
    index('products_pharmacy_idx').on(t.pharmacyId, t.name, t.id),
    index('products_distributor_idx').on(t.distributorId, t.name, t.id),
    index('products_category_idx').on(t.categoryId, t.name, t.id),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // A search's prefix arms (src/db/search.ts): the code starting with the text is a range of search_text. The
    // name's prefix is an expression index of the migration (search_indexes), which drizzle cannot express.
    index('products_search_prefix_idx').on(t.searchText.op('text_pattern_ops')),
    // A search typed as a barcode (a scanned pack) finds its product first; most products have none.
    index('products_barcode_idx').on(t.barcode).where(sql`${t.barcode} is not null`),
    check('products_barcode_check', sql`${t.barcode} ~ '^[0-9]{8,14}$'`),
  ],
);

/**
 * The other units a product is sold and bought in (KiotViet's `units`: a box of 10 blisters is a product code of its
 * own with a conversion value). The product's own row is its base unit (`products.unit`, conversion 1); each row here
 * is a larger unit, `conversion` base units each (docs/product/inventory.md#units). Replaced by the sync for a
 * synced product.
 */
export const productUnits = pgTable(
  'product_units',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The unit's name as the store writes it ('Hộp', 'Vỉ'). */
    unit: text('unit').notNull(),
    /** The unit's own product code and id in KiotViet (receipts name a line in this unit by them). */
    code: text('code').notNull(),
    kiotvietId: kiotvietId(),
    /** How many base units one of this unit holds: a whole number from 1 to 10,000. */
    conversion: integer('conversion').notNull(),
    basePrice: money('base_price').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_units_code_key').on(t.productId, t.code),
    check('product_units_conversion_check', sql`${t.conversion} between 1 and 10000`),
  ],
);

/**
 * A product the portal knows (its own, or a partner's catalogue product the pharmacy orders) linked to a product
 * of the pharmacy's KiotViet store: receipts name their lines by the KiotViet product's code. Keyed by the store
 * (its name, lower-cased), so a link made against one store is never used with another. Products the sync brings
 * from KiotViet need none: they are the store's own.
 */
export const kiotvietProductLinks = pgTable(
  'kiotviet_product_links',
  {
    id: id(),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    store: text('store').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kiotvietProductId: kiotvietId('kiotviet_product_id').notNull(),
    kiotvietCode: text('kiotviet_code').notNull(),
    kiotvietName: text('kiotviet_name').notNull(),
    /**
     * How it was made: KiotViet had the code, or (under another code) the one product with the barcode, the portal
     * created the product there, or staff chose it.
     */
    method: text('method', { enum: ['code', 'barcode', 'created', 'chosen'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('kiotviet_product_links_key').on(t.pharmacyId, t.store, t.productId),
    // The reorder figures of a few products find the partners' products linked to them (src/modules/reorder).
    index('kiotviet_product_links_kiotviet_idx').on(t.pharmacyId, t.kiotvietProductId),
  ],
);

export const inventoryLots = pgTable(
  'inventory_lots',
  {
    id: id(),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    batchNumber: text('batch_number'),
    /**
     * Trimmed, lower-cased batch number: lot numbers are unique per product compared this way
     * (docs/product/purchase-orders.md#lot-rules).
     */
    batchKey: text('batch_key'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    onHand: integer('on_hand').notNull().default(0),
    cost: money('cost').notNull().default(0),
    /**
     * A synced product's stock: `lot:<KiotViet lot id>` for a KiotViet lot, `stock:<branch id>` for what a branch
     * holds beyond its lots (products without lot tracking). NULL for stock the portal received itself.
     */
    kiotvietKey: text('kiotviet_key'),
    /**
     * The KiotViet branch that holds this stock (a synced lot is one branch's: the same lot number in two branches
     * is two rows). Its branch row is found by this id when read, so a branch synced after its stock still names
     * it. NULL for stock the portal received itself.
     */
    branchKiotvietId: kiotvietId('branch_kiotviet_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inventory_lots_product_idx').on(t.pharmacyId, t.productId),
    // The lots in stock by expiry: the inventory's expiry filter and the near-expiry view read a range of it
    // (docs/product/inventory.md#expiry).
    index('inventory_lots_expiry_idx')
      .on(t.pharmacyId, t.expiryDate, t.productId)
      .where(sql`${t.onHand} > 0`),
    // Lot numbers are unique per product for the stock the portal receives; KiotViet may hold one lot number in
    // several branches (its lots are keyed by kiotviet_key instead).
    uniqueIndex('inventory_lots_batch_key')
      .on(t.pharmacyId, t.productId, t.batchKey)
      .where(sql`${t.batchKey} is not null and ${t.kiotvietKey} is null`),
    uniqueIndex('inventory_lots_kiotviet_key').on(t.pharmacyId, t.kiotvietKey),
    check('inventory_lots_on_hand_check', sql`${t.onHand} >= 0`),
  ],
);

/**
 * A synced product's stock figures per KiotViet branch (its `inventories`): what the branch holds, has promised
 * (reserved) and has coming (on order), and the minimum and maximum stock set there. Reorder suggestions read them
 * per product and branch. Quantities are KiotViet's, fractions allowed.
 */
export const productBranchStocks = pgTable(
  'product_branch_stocks',
  {
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    branchKiotvietId: kiotvietId('branch_kiotviet_id').notNull(),
    onHand: doublePrecision('on_hand').notNull().default(0),
    reserved: doublePrecision('reserved').notNull().default(0),
    onOrder: doublePrecision('on_order').notNull().default(0),
    minQuantity: doublePrecision('min_quantity').notNull().default(0),
    maxQuantity: doublePrecision('max_quantity').notNull().default(0),
    syncedAt: instant('synced_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pharmacyId, t.productId, t.branchKiotvietId] }),
    // Reorder work reads one branch's products.
    index('product_branch_stocks_branch_idx').on(t.pharmacyId, t.branchKiotvietId),
  ],
);

export const files = pgTable(
  'files',
  {
    id: id(),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    originalName: text('original_name').notNull(),
    /** Random name on disk; never derived from the user's file name. */
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_pharmacy_idx').on(t.pharmacyId)],
);

export const purchaseOrderStatuses = ['pending', 'approved', 'shipped', 'delivered', 'cancelled'] as const;

/**
 * Why a line was received short of what was shipped (docs/product/purchase-orders.md#receiving): fewer arrived
 * ('thiếu'), some arrived damaged ('hỏng'), or some were handed back to the carrier ('trả lại').
 */
export const shortfallReasons = ['short', 'damaged', 'returned'] as const;

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    orderNumber: text('order_number').notNull(),
    distributorId: uuid('distributor_id')
      .notNull()
      .references(() => distributors.id),
    status: text('status', { enum: purchaseOrderStatuses }).notNull().default('pending'),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }),
    actualDeliveryDate: date('actual_delivery_date', { mode: 'string' }),
    totalAmount: money('total_amount').notNull(),
    notes: text('notes'),
    documentUrls: jsonb('document_urls').$type<string[]>().notNull().default([]),
    isSyncedToKiotviet: boolean('is_synced_to_kiotviet').notNull().default(false),
    /** The KiotViet purchase receipt created for this order (docs/product/purchase-orders.md#sync-to-kiotviet). */
    kiotvietReceiptId: text('kiotviet_receipt_id'),
    kiotvietReceiptCode: text('kiotviet_receipt_code'),
    kiotvietSyncedAt: instant('kiotviet_synced_at'),
    /** A push in progress (the claim that makes two clicks send one receipt); cleared when it ends. */
    kiotvietSyncStartedAt: instant('kiotviet_sync_started_at'),
    /** A receipt was sent and its answer lost: the next push looks it up in KiotViet before sending again. */
    kiotvietReceiptSentAt: instant('kiotviet_receipt_sent_at'),
    /**
     * Set at receipt: every line received as many as it ordered. False is a delivered order received in part (the
     * status stays `delivered`, whose label the product keeps; the portal adds 'Nhận thiếu'). NULL before receipt.
     */
    receivedInFull: boolean('received_in_full'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('purchase_orders_pharmacy_number_key').on(t.pharmacyId, t.orderNumber),
    // The list's order is (created_at, order_number) newest first; each filter's index ends with it.
    index('purchase_orders_pharmacy_created_idx').on(t.pharmacyId, t.createdAt, t.orderNumber),
    index('purchase_orders_pharmacy_status_idx').on(t.pharmacyId, t.status, t.createdAt, t.orderNumber),
    index('purchase_orders_distributor_idx').on(t.distributorId, t.pharmacyId, t.createdAt, t.orderNumber),
    index('purchase_orders_pharmacy_delivered_idx').on(t.pharmacyId, t.actualDeliveryDate),
    index('purchase_orders_number_trgm_idx').using('gin', t.orderNumber.op('gin_trgm_ops')),
  ],
);

export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    /**
     * The unit the line is ordered in: its name, its KiotViet product code and id (NULL for the base unit, named by
     * product_code) and how many base units one holds. Quantities and the unit price are in this unit; stock moves
     * quantity x conversion base units.
     */
    unit: text('unit'),
    unitCode: text('unit_code'),
    unitKiotvietId: kiotvietId('unit_kiotviet_id'),
    conversion: integer('conversion').notNull().default(1),
    quantityOrdered: integer('quantity_ordered').notNull(),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
    batchNumber: text('batch_number'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    notes: text('notes'),
    /** What arrived, set at receipt (0 up to what was shipped); NULL before. Stock moved by exactly this. */
    quantityReceived: integer('quantity_received'),
    /** Why fewer were received than shipped; NULL when the line received what was shipped. */
    shortfallReason: text('shortfall_reason', { enum: shortfallReasons }),
  },
  (t) => [
    index('purchase_order_items_order_idx').on(t.orderId),
    // The reorder figures of a few products read the lines that ordered them (src/modules/reorder).
    index('purchase_order_items_product_idx').on(t.productId),
    check('purchase_order_items_quantity_check', sql`${t.quantityOrdered} > 0`),
    check('purchase_order_items_received_check', sql`${t.quantityReceived} >= 0`),
    check('purchase_order_items_conversion_check', sql`${t.conversion} between 1 and 10000`),
  ],
);

export const shippedBatches = pgTable(
  'shipped_batches',
  {
    id: id(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => purchaseOrderItems.id, { onDelete: 'cascade' }),
    batchNumberSnapshot: text('batch_number_snapshot').notNull(),
    quantityShipped: integer('quantity_shipped').notNull(),
    expiryDateSnapshot: date('expiry_date_snapshot', { mode: 'string' }),
  },
  (t) => [
    index('shipped_batches_item_idx').on(t.orderItemId),
    check('shipped_batches_quantity_check', sql`${t.quantityShipped} > 0`),
  ],
);

/**
 * The lots that arrived at receipt, per line: the shipped lots as received, with a lot number or expiry corrected
 * from the boxes and the quantity that was accepted. These went into the pharmacy's lots.
 */
export const receivedBatches = pgTable(
  'received_batches',
  {
    id: id(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => purchaseOrderItems.id, { onDelete: 'cascade' }),
    batchNumber: text('batch_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    quantityReceived: integer('quantity_received').notNull(),
  },
  (t) => [
    index('received_batches_item_idx').on(t.orderItemId),
    check('received_batches_quantity_check', sql`${t.quantityReceived} > 0`),
  ],
);

export const purchaseOrderStatusHistory = pgTable(
  'purchase_order_status_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: purchaseOrderStatuses }),
    toStatus: text('to_status', { enum: purchaseOrderStatuses }).notNull(),
    changedByUserId: uuid('changed_by_user_id').references(() => users.id),
    /** Who moved it, as shown in the drawer: a staff member's name or the partner distributor's. */
    changedByName: text('changed_by_name').notNull(),
    /** Why: required to cancel once goods may be on their way; optional note of a corrected shipment. */
    reason: text('reason'),
    /**
     * A step an internal order went through on its way to a receipt made before it was confirmed or shipped: staff
     * did not make it themselves, the receipt recorded it.
     */
    skipped: boolean('skipped').notNull().default(false),
    createdAt: createdAt(),
    /** Insertion order: moves made within the same instant (one transaction, or a seed) keep their order. */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('purchase_order_status_history_order_idx').on(t.orderId)],
);

/**
 * A pharmacy's KiotViet connection (docs/product/connection.md#credentials): the form's username / password /
 * connection name are
 * KiotViet's client id / client secret / store (retailer) name. The secret is kept encrypted (AES-256-GCM,
 * src/sync/secrets.ts) and never leaves the server in clear.
 */
export const posConnections = pgTable(
  'pos_connections',
  {
    id: id(),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    clientId: text('client_id').notNull(),
    /** `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url): the key id names the key that can open it. */
    clientSecretEncrypted: text('client_secret_encrypted').notNull(),
    storeName: text('store_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    lastTestAt: instant('last_test_at'),
    lastTestOk: boolean('last_test_ok'),
    lastTestMessage: text('last_test_message'),
    /** The last successful connect (POST /api/kiotviet2/connect-to-kiotviet). */
    connectedAt: instant('connected_at'),
    /** When the scheduler last started this pharmacy's 12-hourly pass (claimed with a conditional update). */
    lastScheduledAt: instant('last_scheduled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pos_connections_pharmacy_key').on(t.pharmacyId)],
);

/** KiotViet's GET budget per store (5,000 calls an hour), kept so that a restart does not grant a fresh hour. */
export const kiotvietBudgets = pgTable('kiotviet_budgets', {
  /** The store (retailer) name, lower-cased: the budget is KiotViet's, per store, whoever calls. */
  store: text('store').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  /** Milliseconds since the epoch, as the budget counts them. */
  updatedAtMs: bigint('updated_at_ms', { mode: 'number' }).notNull(),
  blockedUntilMs: bigint('blocked_until_ms', { mode: 'number' }).notNull(),
});

export const customers = pgTable(
  'customers',
  {
    id: id(),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    kiotvietId: kiotvietId().notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 'Nam', 'Nữ' or NULL (KiotViet's gender true / false / not given). */
    gender: text('gender', { enum: ['Nam', 'Nữ'] }),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    branchName: text('branch_name'),
    totalRevenue: money('total_revenue').notNull().default(0),
    totalInvoiced: money('total_invoiced').notNull().default(0),
    debt: money('debt').notNull().default(0),
    /** The names of the KiotViet customer groups ('Nhóm khách hàng') they belong to. */
    groups: text('groups').array().notNull().default(sql`'{}'::text[]`),
    /** foldForSearch("code name phone email"). */
    searchText: text('search_text').notNull(),
    kiotvietModifiedAt: instant('kiotviet_modified_at'),
    syncedAt: instant('synced_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_kiotviet_key').on(t.pharmacyId, t.kiotvietId),
    // The list's order is (name, id); the revenue range rides it as a filter.
    index('customers_pharmacy_idx').on(t.pharmacyId, t.name, t.id),
    index('customers_gender_idx').on(t.pharmacyId, t.gender, t.name, t.id),
    index('customers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // As for products; the name's prefix and the phone's digits are expression indexes of the migration.
    index('customers_search_prefix_idx').on(t.searchText.op('text_pattern_ops')),
  ],
);

/** One payment of a sales order, as `sales_orders.payments` keeps it. */
export interface SalesOrderPayment {
  kiotviet_id: number | null;
  code: string | null;
  /** KiotViet's method: 'Cash', 'Card', 'Transfer', or another it names (a voucher, points). */
  method: string;
  /** Integer đồng. */
  amount: number;
  /** ISO instant, or null when KiotViet gave none. */
  paid_at: string | null;
}

/** KiotViet invoices: the pharmacy's sales orders (docs/product/sales-orders.md). */
export const salesOrders = pgTable(
  'sales_orders',
  {
    id: id(),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    kiotvietId: kiotvietId().notNull(),
    code: text('code').notNull(),
    purchaseDate: instant('purchase_date').notNull(),
    branchKiotvietId: kiotvietId('branch_kiotviet_id'),
    branchName: text('branch_name'),
    soldByName: text('sold_by_name'),
    customerKiotvietId: kiotvietId('customer_kiotviet_id'),
    customerCode: text('customer_code'),
    customerName: text('customer_name'),
    total: money('total').notNull(),
    totalPayment: money('total_payment').notNull().default(0),
    /** The discount on the whole invoice, and its percentage when KiotViet gave one. */
    discount: money('discount').notNull().default(0),
    discountRatio: doublePrecision('discount_ratio'),
    /**
     * How it was paid: KiotViet's payments of the invoice, in its order. Kept on the order (not a table of their own)
     * so that a change of payments is a change of the order, which the sync's upsert sees and writes once.
     */
    payments: jsonb('payments').$type<SalesOrderPayment[]>().notNull().default([]),
    /** KiotViet's status: 1 completed, 2 cancelled, 3 processing, 5 undeliverable. */
    status: integer('status').notNull(),
    statusValue: text('status_value'),
    description: text('description'),
    /** foldForSearch of the code and every line's product name: the list searches both. */
    searchText: text('search_text').notNull(),
    kiotvietModifiedAt: instant('kiotviet_modified_at'),
    syncedAt: instant('synced_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sales_orders_kiotviet_key').on(t.pharmacyId, t.kiotvietId),
    // Newest first: (purchase_date, id) descending; each filter's index ends with it.
    index('sales_orders_pharmacy_date_idx').on(t.pharmacyId, t.purchaseDate, t.id),
    index('sales_orders_status_idx').on(t.pharmacyId, t.status, t.purchaseDate, t.id),
    index('sales_orders_customer_idx').on(t.pharmacyId, t.customerKiotvietId, t.purchaseDate, t.id),
    index('sales_orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The code starting with the text (search_text is foldForSearch("code product names…")).
    index('sales_orders_search_prefix_idx').on(t.searchText.op('text_pattern_ops')),
    index('sales_orders_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
  ],
);

export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    pharmacyId: uuid('pharmacy_id').notNull(),
    position: integer('position').notNull(),
    productKiotvietId: kiotvietId('product_kiotviet_id').notNull(),
    /** The synced product and its category when the line was written (NULL when not synced then). */
    productId: uuid('product_id'),
    categoryId: uuid('category_id'),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    /** KiotViet allows fractions of a unit. */
    quantity: doublePrecision('quantity').notNull(),
    price: money('price').notNull(),
    /** Discount per unit in đồng, and as KiotViet's percentage when it gave one. */
    discount: money('discount').notNull().default(0),
    discountRatio: doublePrecision('discount_ratio'),
    subTotal: money('sub_total').notNull(),
    batchNumber: text('batch_number'),
    expiryDate: date('expiry_date', { mode: 'string' }),
  },
  (t) => [
    index('sales_order_lines_order_idx').on(t.orderId),
    index('sales_order_lines_product_idx').on(t.pharmacyId, t.productId),
    index('sales_order_lines_category_idx').on(t.pharmacyId, t.categoryId),
  ],
);

/**
 * Units of each product sold a day per KiotViet branch on completed invoices (status 1; returns, as negative lines,
 * take back), summed from `sales_order_lines`: what the reorder suggestions and the near-expiry view read their
 * average daily sales from, instead of every invoice line of the window. The invoice sync keeps it in step in the
 * transaction that writes or removes the invoices (src/sync/sales-daily.ts). The day is the invoice's in Vietnam;
 * the branch is NULL for an invoice without one. `numeric`, so that adding and taking back fractions of a unit
 * leaves no rounding behind; a day whose units come to 0 has no row.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    productId: uuid('product_id').notNull(),
    branchKiotvietId: kiotvietId('branch_kiotviet_id'),
    quantity: numeric('quantity').notNull(),
  },
  (t) => [
    // The whole pharmacy's window (the suggestions): a range of days, every product and branch.
    unique('sales_daily_key').on(t.pharmacyId, t.soldOn, t.productId, t.branchKiotvietId).nullsNotDistinct(),
    // Some products' window (the near-expiry view's page, the purchase order's pickers).
    index('sales_daily_product_idx').on(t.pharmacyId, t.productId, t.soldOn),
  ],
);

export const syncDataTypes = ['BRANCH', 'CATEGORY', 'PRODUCT', 'CUSTOMER', 'ORDER', 'SUPPLIER'] as const;
export type SyncDataType = (typeof syncDataTypes)[number];

/**
 * Where each kind's sync stands per pharmacy. `modifiedSince`: the next incremental read starts there (the
 * previous complete run's start, or the latest change it saw if earlier). While a run is unfinished, `resumeOffset`
 * and `resumeAnchors` are where its listing goes on from after the last page written (each page and this move in
 * one transaction), so a run killed midway goes on from there; `runStartedAt` marks a full run, whose end removes
 * what it did not see.
 */
export const syncCursors = pgTable(
  'sync_cursors',
  {
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    dataType: text('data_type', { enum: syncDataTypes }).notNull(),
    modifiedSince: instant('modified_since'),
    runKind: text('run_kind', { enum: ['FULL', 'INCREMENTAL'] }),
    runStartedAt: instant('run_started_at'),
    /** The offset (currentItem) the interrupted listing asks next. */
    resumeOffset: integer('resume_offset'),
    /** The last page written, as [KiotViet id, change time in ms]: the next page must hold one of them unchanged. */
    resumeAnchors: jsonb('resume_anchors').$type<[number, number][]>(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.pharmacyId, t.dataType] })],
);

/**
 * One run per pharmacy and data type at a time, across server processes: the holder renews the lease while it
 * runs (and with every page it writes); an expired lease (a crashed process) is taken over.
 */
export const syncLeases = pgTable(
  'sync_leases',
  {
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    dataType: text('data_type', { enum: syncDataTypes }).notNull(),
    holder: text('holder').notNull(),
    acquiredAt: instant('acquired_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pharmacyId, t.dataType] })],
);

/** Every sync run (docs/product/sync.md#sync-log). */
export const syncHistory = pgTable(
  'sync_history',
  {
    id: id(),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    /** Who pressed the button (NULL for the scheduler). */
    userId: uuid('user_id').references(() => users.id),
    dataType: text('data_type', { enum: syncDataTypes }).notNull(),
    syncType: text('sync_type', { enum: ['MANUAL_SYNC', 'SYSTEM_SYNC'] }).notNull(),
    status: text('status', { enum: ['SUCCESS', 'FAILED'] }).notNull(),
    /** The store the run read: its name (the Retailer header) and the API client id (NULL for older runs). */
    storeName: text('store_name'),
    storeClientId: text('store_client_id'),
    recordCount: integer('record_count').notNull(),
    /** Counts per kind, pages, requests, retries, duration, errors. */
    rawJson: jsonb('raw_json').$type<Record<string, unknown>>().notNull(),
    startedAt: instant('started_at').notNull(),
    finishedAt: instant('finished_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sync_history_pharmacy_idx').on(t.pharmacyId, t.createdAt, t.id),
    index('sync_history_type_idx').on(t.pharmacyId, t.dataType, t.createdAt, t.id),
  ],
);

/**
 * A pharmacy's webhooks at KiotViet: the address KiotViet POSTs to carries `key` (which pharmacy), each body is signed
 * with the secret (kept sealed like the client secret), and `hookIds` are the webhooks registered, one per event, so
 * they can be removed when the connection is switched off or moved to another store.
 */
export const kiotvietWebhooks = pgTable(
  'kiotviet_webhooks',
  {
    pharmacyId: uuid('pharmacy_id')
      .primaryKey()
      .references(() => pharmacies.id),
    /** Random, in the address: an address with an unknown key is refused. */
    key: text('key').notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    /** The store the webhooks were registered with (a change of store registers them again). */
    storeName: text('store_name').notNull(),
    clientId: text('client_id').notNull(),
    /** The address prefix registered; NULL until registered. */
    url: text('url'),
    hookIds: jsonb('hook_ids').$type<number[]>().notNull().default([]),
    /** KiotViet's id of the store, from the registration's answer: notifications of another are refused. */
    retailerId: kiotvietId('retailer_id'),
    registeredAt: instant('registered_at'),
    /** A process registering or removing them now (a claim that expires). */
    claimedAt: instant('claimed_at'),
    lastError: text('last_error'),
    lastReceivedAt: instant('last_received_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('kiotviet_webhooks_key').on(t.key)],
);

/**
 * Notifications received from KiotViet's webhooks, once each (by KiotViet's notification id), kept until applied:
 * the answer goes back at once, the changes are applied after it, by whichever process claims them.
 */
export const kiotvietWebhookEvents = pgTable(
  'kiotviet_webhook_events',
  {
    id: id(),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    /** KiotViet's notification id, or a digest of the body for notifications without one (deletions). */
    notificationId: text('notification_id').notNull(),
    /** What to apply: [{ type: 'product.update', ids: [...] }, …]. */
    events: jsonb('events').$type<{ type: string; ids: number[] }[]>().notNull(),
    receivedAt: instant('received_at').notNull(),
    claimedAt: instant('claimed_at'),
    attempts: integer('attempts').notNull().default(0),
    processedAt: instant('processed_at'),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('kiotviet_webhook_events_notification_key').on(t.pharmacyId, t.notificationId),
    index('kiotviet_webhook_events_pending_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`),
  ],
);

/**
 * The state of the paged lists that every server process must agree on (src/db/paging.ts). A list's scope (e.g.
 * `purchase_orders:<pharmacy id>`) has a version, raised by every write that adds, removes or moves rows in it: a
 * process keeps the page boundaries it learnt only while the version it learnt them under is current, so a page
 * served by any process starts where the rows now are.
 */
export const listVersions = pgTable('list_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Which products each raise of a reorder version (`reorder:<pharmacy id>` in list_versions) touched, so that a server
 * process holding a pharmacy's reorder figures at an older version re-reads only those products
 * (src/modules/reorder/service.ts). Written by statement triggers of the tables the figures are read from, under the
 * writing transaction (`tx`); the version-raising trigger sets `version` at its commit (migration
 * 0020_reorder_changes_triggers). `product_id` is the nil UUID when the write touched something every product's figures
 * depend on (a supplier, the pharmacy's defaults, a product link): the figures are read whole again then.
 */
export const reorderChanges = pgTable(
  'reorder_changes',
  {
    scope: text('scope').notNull(),
    tx: bigint('tx', { mode: 'number' }).notNull(),
    productId: uuid('product_id').notNull(),
    version: bigint('version', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.tx, t.productId] }),
    index('reorder_changes_version_idx').on(t.scope, t.version),
  ],
);

/**
 * The planner's estimate of a large list's total, kept once per scope, filter and version: every process answers
 * the same total for the same list (a fresh plan in each could differ after an ANALYZE).
 */
export const listEstimates = pgTable(
  'list_estimates',
  {
    scope: text('scope').notNull(),
    /** The filter's tag (a hash of the filter, as in cursors). */
    filter: text('filter').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    estimate: bigint('estimate', { mode: 'number' }).notNull(),
    computedAt: instant('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.filter] })],
);
