import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
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

export const pharmacies = pgTable('pharmacies', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

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
    source: text('source').notNull().default('Custom'),
    externalId: text('external_id'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('branches_pharmacy_idx').on(t.pharmacyId)],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('distributors_pharmacy_code_key').on(t.pharmacyId, t.code).nullsNotDistinct(),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('categories_pharmacy_idx').on(t.pharmacyId),
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
    basePrice: money('base_price').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    suggestionDays: integer('suggestion_days').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Each list filter has an index that also yields the list's order (name, id), so a page is a short range scan.
    index('products_name_idx').on(t.name, t.id),
    index('products_pharmacy_idx').on(t.pharmacyId, t.name, t.id),
    index('products_distributor_idx').on(t.distributorId, t.name, t.id),
    index('products_category_idx').on(t.categoryId, t.name, t.id),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
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
    /** Trimmed, lower-cased batch number: lot numbers are unique per product compared this way (spec 1 §5). */
    batchKey: text('batch_key'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    onHand: integer('on_hand').notNull().default(0),
    cost: money('cost').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inventory_lots_product_idx').on(t.pharmacyId, t.productId),
    uniqueIndex('inventory_lots_batch_key')
      .on(t.pharmacyId, t.productId, t.batchKey)
      .where(sql`${t.batchKey} is not null`),
    check('inventory_lots_on_hand_check', sql`${t.onHand} >= 0`),
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
    kiotvietReceiptId: text('kiotviet_receipt_id'),
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
    quantityOrdered: integer('quantity_ordered').notNull(),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
    batchNumber: text('batch_number'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    notes: text('notes'),
  },
  (t) => [
    index('purchase_order_items_order_idx').on(t.orderId),
    check('purchase_order_items_quantity_check', sql`${t.quantityOrdered} > 0`),
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
    createdAt: createdAt(),
    /** Insertion order: moves made within the same instant (one transaction, or a seed) keep their order. */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('purchase_order_status_history_order_idx').on(t.orderId)],
);
