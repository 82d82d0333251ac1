/**
 * The data generator: fills an empty database with a pharmacy chain's purchasing data, the same rows for the same
 * seed on PGlite and on PostgreSQL.
 *
 *   tsx bench/data/generate.ts --size demo|ci|scale [--seed 12] [--today 2026-06-30] [--data-dir DIR]
 *
 * With DATABASE_URL set it fills that PostgreSQL database; otherwise the embedded database in DIR/pglite (the
 * server's DATA_DIR layout, so `DATA_DIR=DIR npm start` opens it). It runs the product's demo seed first (logins
 * `demo` / `demo1234` and `phuckhang` / `demo1234`), then bulk-loads the generated rows for the demo pharmacy and a
 * few other pharmacies, then VACUUM ANALYZE (PGlite has no autovacuum, and fresh statistics are what production
 * would have).
 *
 * Beside purchasing, each pharmacy holds what a KiotViet sync writes: KiotViet branches, customers with their
 * totals, a year of sales orders (invoices) with their lines on the pharmacy's own products (which are the synced
 * products: they carry KiotViet ids), and its sync log.
 *
 * Growing it: each table is written by one BulkTable, and each size is one plan in SIZES. A new table is a new count
 * in the plan and a new loop over a BulkTable.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/server/src/config';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { addDays, startOfBusinessDay } from '../../apps/server/src/domain/dates';
import { foldForSearch } from '../../apps/server/src/domain/text';
import { createLogger } from '../../apps/server/src/logger';
import { openDatabase } from '../../apps/server/src/runtime';
import { DEMO_LOGIN, seedDemoIfEmpty } from '../../apps/server/src/seed/demo';
import { rebuildSalesDaily } from '../../apps/server/src/sync/sales-daily';
import { createSecretBox } from '../../apps/server/src/sync/secrets';
import { BulkTable, type Cell, type Queryable } from './bulk';
import { createRandom, type Random } from './random';
import {
  ACTIVE_INGREDIENTS,
  CANCEL_REASONS,
  CATEGORY_NAMES,
  CITIES,
  COMPANY_WORDS,
  FAMILY_NAMES,
  GIVEN_NAMES,
  NAME_PREFIXES,
  ORDER_NOTES,
  PACKS,
  STREETS,
  STRENGTHS,
} from './vocabulary';

/** What one pharmacy holds. */
interface PharmacyPlan {
  internalSuppliers: number;
  categories: number;
  ownProducts: number;
  /** Inventory lots: half on its own products, half on partner products it stocks. */
  lots: number;
  orders: number;
  /** What the KiotViet sync brings: branches, customers, sales orders (about 3 lines each), sync runs. */
  kiotvietBranches: number;
  customers: number;
  salesOrders: number;
  syncRuns: number;
}

interface SizePlan {
  /** Platform-wide partner distributors, each with its catalogue. */
  partners: number;
  productsPerPartner: number;
  platformCategories: number;
  /** The demo pharmacy (login `demo`): the one the benchmarks sign in to. */
  main: PharmacyPlan;
  /** Other pharmacies on the same database, so that every query's pharmacy scope has something to skip. */
  others: { count: number; each: PharmacyPlan };
}

const NONE: PharmacyPlan = {
  internalSuppliers: 0,
  categories: 0,
  ownProducts: 0,
  lots: 0,
  orders: 0,
  kiotvietBranches: 0,
  customers: 0,
  salesOrders: 0,
  syncRuns: 0,
};

export const SIZES = {
  /** The product's demo data alone: what `npm start` shows. */
  demo: {
    partners: 0,
    productsPerPartner: 0,
    platformCategories: 0,
    main: NONE,
    others: { count: 0, each: NONE },
  },
  /** Big enough that the planner prefers every index over a scan (the EXPLAIN tests), small enough for CI. */
  ci: {
    partners: 10,
    productsPerPartner: 300,
    platformCategories: 20,
    main: {
      internalSuppliers: 40,
      categories: 10,
      ownProducts: 2_000,
      lots: 8_000,
      orders: 4_000,
      kiotvietBranches: 5,
      customers: 5_000,
      salesOrders: 20_000,
      syncRuns: 1_500,
    },
    others: {
      count: 2,
      each: {
        internalSuppliers: 5,
        categories: 5,
        ownProducts: 300,
        lots: 600,
        orders: 400,
        kiotvietBranches: 1,
        customers: 300,
        salesOrders: 1_000,
        syncRuns: 20,
      },
    },
  },
  /**
   * A chain's purchasing (issue 12): 20,000 orders with about 100,000 lines for the demo pharmacy (20,014 with the
   * demo's own), 50,000 products and 150,000 lots; and its KiotViet store (issue 14): 100,000 customers and
   * 1,000,000 sales orders with about 3,000,000 lines.
   */
  scale: {
    partners: 40,
    productsPerPartner: 1_000,
    platformCategories: 30,
    main: {
      internalSuppliers: 200,
      categories: 20,
      ownProducts: 10_000,
      lots: 150_000,
      orders: 20_000,
      kiotvietBranches: 20,
      customers: 100_000,
      salesOrders: 1_000_000,
      syncRuns: 2_000,
    },
    others: {
      count: 4,
      each: {
        internalSuppliers: 20,
        categories: 10,
        ownProducts: 1_000,
        lots: 3_000,
        orders: 1_000,
        kiotvietBranches: 2,
        customers: 2_000,
        salesOrders: 10_000,
        syncRuns: 50,
      },
    },
  },
} satisfies Record<string, SizePlan>;

export type SizeName = keyof typeof SIZES;
export const sizeNames = Object.keys(SIZES) as SizeName[];

export interface GenerateOptions {
  seed?: number;
  /** The last day of the generated history (yyyy-MM-dd); fixed by default so that runs are comparable. */
  today?: string;
  log?: (line: string) => void;
}

export const DEFAULT_SEED = 12;
export const DEFAULT_TODAY = '2026-06-30';

/** Lines per order: 1–9, five on average. */
const LINES_PER_ORDER: readonly [number, number] = [1, 9];

const pad = (value: number, width: number) => String(value).padStart(width, '0');

interface ProductRef {
  id: string;
  code: string;
  name: string;
  price: number;
  /** Own products only: their category and KiotViet id (they are the synced products). */
  categoryId?: string | null;
  kiotvietId?: number;
}

interface Supplier {
  id: string;
  type: 'PARTNER' | 'INTERNAL';
  name: string;
  catalogue: ProductRef[];
}

function productName(random: Random): { name: string; unit: string } {
  const pack = random.pick(PACKS);
  const name = `${random.pick(NAME_PREFIXES)}${random.pick(ACTIVE_INGREDIENTS)} ${random.pick(STRENGTHS)} ${pack.text}`;
  return { name, unit: pack.unit };
}

function personName(random: Random): string {
  return `${random.pick(FAMILY_NAMES)} ${random.pick(['Văn', 'Thị', 'Minh', 'Ngọc'])} ${random.pick(GIVEN_NAMES)}`;
}

/** Prices end in 500 đồng, as catalogues do. */
function price(random: Random, min: number, max: number): number {
  return Math.round(random.int(min, max) / 500) * 500;
}

/** An instant during opening hours (07:00–21:00, Vietnam) of the day `daysAgo` before `today`. */
function during(random: Random, today: string, daysAgo: number): Date {
  const start = startOfBusinessDay(addDays(today, -daysAgo)).getTime();
  return new Date(start + 7 * 3600_000 + random.int(0, 14 * 3600_000 - 1));
}

const hoursLater = (at: Date, min: number, max: number, random: Random) =>
  new Date(at.getTime() + random.int(min * 3600_000, max * 3600_000));

type Status = 'pending' | 'approved' | 'shipped' | 'delivered' | 'cancelled';

/** Older orders are settled; recent ones are still moving. */
function statusFor(random: Random, daysAgo: number): Status {
  const roll = random.next();
  if (daysAgo > 30) return roll < 0.86 ? 'delivered' : 'cancelled';
  if (daysAgo > 7) {
    return roll < 0.5
      ? 'delivered'
      : roll < 0.7
        ? 'shipped'
        : roll < 0.8
          ? 'approved'
          : roll < 0.9
            ? 'pending'
            : 'cancelled';
  }
  return roll < 0.4
    ? 'pending'
    : roll < 0.7
      ? 'approved'
      : roll < 0.9
        ? 'shipped'
        : roll < 0.95
          ? 'delivered'
          : 'cancelled';
}

/** The moves from pending to a status, in order. */
const PATH: Record<Status, Status[]> = {
  pending: [],
  approved: ['approved'],
  shipped: ['approved', 'shipped'],
  delivered: ['approved', 'shipped', 'delivered'],
  cancelled: ['cancelled'],
};

/** Half the cancelled orders were confirmed first (and then needed a reason). */
function pathTo(random: Random, status: Status): Status[] {
  return status === 'cancelled' && random.chance(0.5) ? ['approved', 'cancelled'] : PATH[status];
}

function tables(db: Queryable) {
  const uuid = 'uuid';
  const text = 'text';
  const ts = 'timestamptz';
  const pharmacies = new BulkTable(db, 'pharmacies', [
    ['id', uuid],
    ['name', text],
  ]);
  const users = new BulkTable(
    db,
    'users',
    [
      ['id', uuid],
      ['pharmacy_id', uuid],
      ['username', text],
      ['email', text],
      ['name', text],
      ['role', text],
      ['password_hash', text],
    ],
    [pharmacies],
  );
  const branches = new BulkTable(
    db,
    'branches',
    [
      ['id', uuid],
      ['pharmacy_id', uuid],
      ['name', text],
      ['address', text],
      ['is_default', 'boolean'],
      ['search_text', text],
      ['kiotviet_id', 'bigint'],
      ['code', text],
      ['contact_number', text],
      ['source', text],
      ['last_sync_at', ts],
    ],
    [pharmacies],
  );
  const categories = new BulkTable(
    db,
    'categories',
    [
      ['id', uuid],
      ['pharmacy_id', uuid],
      ['category_name', text],
      ['name_search', text],
    ],
    [pharmacies],
  );
  const distributors = new BulkTable(
    db,
    'distributors',
    [
      ['id', uuid],
      ['pharmacy_id', uuid],
      ['type', text],
      ['code', text],
      ['name', text],
      ['name_search', text],
      ['brand_name', text],
      ['description', text],
      ['phone', text],
      ['email', text],
      ['address', text],
      ['contact_person', text],
      ['status', text],
      ['source_tag', text],
    ],
    [pharmacies],
  );
  const products = new BulkTable(
    db,
    'products',
    [
      ['id', uuid],
      ['pharmacy_id', uuid],
      ['distributor_id', uuid],
      ['category_id', uuid],
      ['code', text],
      ['name', text],
      ['search_text', text],
      ['unit', text],
      ['base_price', 'bigint'],
      ['is_active', 'boolean'],
      ['suggestion_days', 'integer'],
      ['kiotviet_id', 'bigint'],
      ['synced_at', ts],
    ],
    [distributors, categories],
  );
  const lots = new BulkTable(
    db,
    'inventory_lots',
    [
      ['id', uuid],
      ['pharmacy_id', uuid],
      ['product_id', uuid],
      ['batch_number', text],
      ['batch_key', text],
      ['expiry_date', 'date'],
      ['on_hand', 'integer'],
      ['cost', 'bigint'],
    ],
    [products],
  );
  const files = new BulkTable(
    db,
    'files',
    [
      ['id', uuid],
      ['pharmacy_id', uuid],
      ['uploaded_by', uuid],
      ['original_name', text],
      ['stored_name', text],
      ['content_type', text],
      ['size', 'integer'],
      ['created_at', ts],
    ],
    [users],
  );
  const orders = new BulkTable(
    db,
    'purchase_orders',
    [
      ['id', uuid],
      ['pharmacy_id', uuid],
      ['order_number', text],
      ['distributor_id', uuid],
      ['status', text],
      ['expected_delivery_date', 'date'],
      ['actual_delivery_date', 'date'],
      ['total_amount', 'bigint'],
      ['notes', text],
      ['document_urls', 'jsonb'],
      ['is_synced_to_kiotviet', 'boolean'],
      ['created_by', uuid],
      ['created_at', ts],
      ['updated_at', ts],
    ],
    [distributors, users, files],
  );
  const items = new BulkTable(
    db,
    'purchase_order_items',
    [
      ['id', uuid],
      ['order_id', uuid],
      ['position', 'integer'],
      ['product_id', uuid],
      ['product_code', text],
      ['product_name', text],
      ['quantity_ordered', 'integer'],
      ['unit_price', 'bigint'],
      ['total_price', 'bigint'],
      ['batch_number', text],
      ['expiry_date', 'date'],
    ],
    [orders, products],
  );
  const batches = new BulkTable(
    db,
    'shipped_batches',
    [
      ['id', uuid],
      ['order_item_id', uuid],
      ['batch_number_snapshot', text],
      ['quantity_shipped', 'integer'],
      ['expiry_date_snapshot', 'date'],
    ],
    [items],
  );
  const history = new BulkTable(
    db,
    'purchase_order_status_history',
    [
      ['id', uuid],
      ['order_id', uuid],
      ['from_status', text],
      ['to_status', text],
      ['changed_by_user_id', uuid],
      ['changed_by_name', text],
      ['reason', text],
      ['created_at', ts],
    ],
    [orders],
  );
  const customers = new BulkTable(
    db,
    'customers',
    [
      ['id', uuid],
      ['pharmacy_id', uuid],
      ['kiotviet_id', 'bigint'],
      ['code', text],
      ['name', text],
      ['gender', text],
      ['phone', text],
      ['email', text],
      ['address', text],
      ['branch_name', text],
      ['total_revenue', 'bigint'],
      ['total_invoiced', 'bigint'],
      ['search_text', text],
      ['kiotviet_modified_at', ts],
      ['synced_at', ts],
    ],
    [pharmacies],
  );
  const salesOrders = new BulkTable(
    db,
    'sales_orders',
    [
      ['id', uuid],
      ['pharmacy_id', uuid],
      ['kiotviet_id', 'bigint'],
      ['code', text],
      ['purchase_date', ts],
      ['branch_kiotviet_id', 'bigint'],
      ['branch_name', text],
      ['sold_by_name', text],
      ['customer_kiotviet_id', 'bigint'],
      ['customer_code', text],
      ['customer_name', text],
      ['total', 'bigint'],
      ['total_payment', 'bigint'],
      ['status', 'integer'],
      ['status_value', text],
      ['search_text', text],
      ['kiotviet_modified_at', ts],
      ['synced_at', ts],
    ],
    [pharmacies],
  );
  const salesLines = new BulkTable(
    db,
    'sales_order_lines',
    [
      ['id', uuid],
      ['order_id', uuid],
      ['pharmacy_id', uuid],
      ['position', 'integer'],
      ['product_kiotviet_id', 'bigint'],
      ['product_id', uuid],
      ['category_id', uuid],
      ['product_code', text],
      ['product_name', text],
      ['quantity', 'double precision'],
      ['price', 'bigint'],
      ['discount', 'bigint'],
      ['sub_total', 'bigint'],
      ['batch_number', text],
      ['expiry_date', 'date'],
    ],
    [salesOrders, products],
  );
  const syncHistory = new BulkTable(
    db,
    'sync_history',
    [
      ['id', uuid],
      ['pharmacy_id', uuid],
      ['data_type', text],
      ['sync_type', text],
      ['status', text],
      ['record_count', 'integer'],
      ['raw_json', 'jsonb'],
      ['started_at', ts],
      ['finished_at', ts],
      ['created_at', ts],
      ['updated_at', ts],
    ],
    [pharmacies],
  );
  return {
    pharmacies,
    users,
    branches,
    categories,
    distributors,
    products,
    lots,
    files,
    orders,
    items,
    batches,
    history,
    customers,
    salesOrders,
    salesLines,
    syncHistory,
  };
}

type Tables = ReturnType<typeof tables>;

export interface GenerationReport {
  size: SizeName;
  seed: number;
  today: string;
  rows: Record<string, number>;
  seconds: { seed: number; load: number; analyze: number };
}

/**
 * Fills an empty database (migrated, no pharmacy yet) with the demo seed and the generated rows of `size`.
 * Refuses a database that already holds pharmacies: the rows would not be the seed's.
 */
export async function generate(
  database: Pick<DatabaseHandle, 'db' | 'pool'>,
  size: SizeName,
  options: GenerateOptions = {},
): Promise<GenerationReport> {
  const seed = options.seed ?? DEFAULT_SEED;
  const today = options.today ?? DEFAULT_TODAY;
  const log = options.log ?? (() => {});
  const plan: SizePlan = SIZES[size];
  const { pool } = database;

  const started = performance.now();
  const { rows: existing } = (await pool.query('select count(*)::int as n from pharmacies')) as {
    rows: { n: number }[];
  };
  if ((existing[0]?.n ?? 0) > 0)
    throw new Error('The database already holds pharmacies: generate into an empty one.');
  await seedDemoIfEmpty({
    db: database.db,
    config: loadConfig({ NODE_ENV: 'test' }),
    logger: createLogger('silent'),
    now: () => new Date(),
    fileSigningKey: Buffer.alloc(32),
    posSecrets: createSecretBox(Buffer.alloc(32)),
  });
  const seeded = performance.now();
  log(`demo seed: ${((seeded - started) / 1000).toFixed(1)} s`);

  const random = createRandom(seed);
  // One connection and one transaction: all or nothing, and the session setting below applies to every batch.
  const client = await pool.connect();
  const t = tables(client);
  try {
    await client.query('begin');
    await skipForeignKeyChecks(client);
    const indexes = await dropSecondaryIndexes(
      client,
      Object.values(t).map((table) => table.table),
    );
    const { rows: demoRows } = (await client.query(
      'select u.id as user_id, u.pharmacy_id, u.name, u.password_hash from users u where u.username = $1',
      [DEMO_LOGIN.username],
    )) as { rows: { user_id: string; pharmacy_id: string; name: string; password_hash: string }[] };
    const demo = demoRows[0];
    if (!demo) throw new Error('The demo seed did not create the demo login.');

    const platformCategories: string[] = [];
    for (let i = 0; i < plan.platformCategories; i++) {
      const id = random.uuid();
      const name = `${CATEGORY_NAMES[i % CATEGORY_NAMES.length]}${i >= CATEGORY_NAMES.length ? ` ${Math.floor(i / CATEGORY_NAMES.length) + 1}` : ''}`;
      await t.categories.add([id, null, name, foldForSearch(name)]);
      platformCategories.push(id);
    }

    const partners: Supplier[] = [];
    for (let p = 0; p < plan.partners; p++) {
      const word = COMPANY_WORDS[p % COMPANY_WORDS.length] ?? 'Việt';
      const round = Math.floor(p / COMPANY_WORDS.length);
      const name = `Công ty Cổ phần Dược phẩm ${word}${round > 0 ? ` ${round + 1}` : ''}`;
      const code = `NPP${pad(p + 1, 3)}`;
      const id = random.uuid();
      await t.distributors.add([
        id,
        null,
        'PARTNER',
        code,
        name,
        foldForSearch(name),
        `${word} Pharma`,
        'Nhà phân phối thuốc trên toàn quốc',
        `028${pad(random.int(0, 9_999_999), 7)}`,
        `kinhdoanh${p + 1}@npp.vn`,
        `${random.int(1, 300)} ${random.pick(STREETS)}, ${random.pick(CITIES)}`,
        personName(random),
        random.chance(0.05) ? 'INACTIVE' : 'ACTIVE',
        'Custom',
      ]);
      const catalogue: ProductRef[] = [];
      for (let i = 0; i < plan.productsPerPartner; i++) {
        const { name: productLabel, unit } = productName(random);
        const product = {
          id: random.uuid(),
          code: `${code}-${pad(i + 1, 5)}`,
          name: productLabel,
          price: price(random, 5_000, 900_000),
        };
        await t.products.add([
          product.id,
          null,
          id,
          random.pick(platformCategories),
          product.code,
          product.name,
          foldForSearch(`${product.code} ${product.name}`),
          unit,
          product.price,
          random.chance(0.95),
          0,
          null,
          null,
        ]);
        catalogue.push(product);
      }
      partners.push({ id, type: 'PARTNER', name, catalogue });
    }

    const pharmacies = [{ id: demo.pharmacy_id, userId: demo.user_id, userName: demo.name, plan: plan.main }];
    for (let i = 0; i < plan.others.count; i++) {
      const id = random.uuid();
      const userId = random.uuid();
      const userName = personName(random);
      await t.pharmacies.add([id, `Nhà thuốc Chi nhánh ${pad(i + 1, 2)}`]);
      await t.users.add([
        userId,
        id,
        `nhathuoc${pad(i + 1, 2)}`,
        `quanly${i + 1}@nhathuoc.vn`,
        userName,
        'owner',
        demo.password_hash,
      ]);
      const address = `${random.int(1, 300)} ${random.pick(STREETS)}, ${random.pick(CITIES)}`;
      await t.branches.add([
        random.uuid(),
        id,
        'Chi nhánh chính',
        address,
        true,
        foldForSearch(`Chi nhánh chính ${address}`),
        null,
        null,
        null,
        'Custom',
        null,
      ]);
      pharmacies.push({ id, userId, userName, plan: plan.others.each });
    }
    // Users and pharmacies first: everything below refers to them.
    await t.pharmacies.flush();
    await t.users.flush();

    const { rows: takenRows } = (await client.query(
      'select pharmacy_id, order_number from purchase_orders',
    )) as {
      rows: { pharmacy_id: string; order_number: string }[];
    };
    for (const pharmacy of pharmacies) {
      const taken = new Set(
        takenRows.filter((row) => row.pharmacy_id === pharmacy.id).map((row) => row.order_number),
      );
      await generatePharmacy(t, random, today, pharmacy, platformCategories, partners, taken);
    }
    for (const table of Object.values(t)) await table.flush();
    await buildIndexes(client, indexes);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  const bulkLoaded = performance.now();
  log(`bulk load: ${((bulkLoaded - seeded) / 1000).toFixed(1)} s`);
  // The invoices were written without the sync, which keeps their daily summary: it is made from them here.
  const { rows: everyPharmacy } = (await pool.query('select id from pharmacies')) as {
    rows: { id: string }[];
  };
  for (const { id } of everyPharmacy) await database.db.transaction((tx) => rebuildSalesDaily(tx, id));
  const loaded = performance.now();
  log(`daily sales summary: ${((loaded - bulkLoaded) / 1000).toFixed(1)} s`);

  // PGlite has no autovacuum: without this, index-only scans visit the heap and the planner guesses row counts.
  await pool.query('vacuum analyze');
  const analyzed = performance.now();
  log(`vacuum analyze: ${((analyzed - loaded) / 1000).toFixed(1)} s`);

  return {
    size,
    seed,
    today,
    rows: Object.fromEntries(Object.values(t).map((table) => [table.table, table.written])),
    seconds: {
      seed: (seeded - started) / 1000,
      load: (loaded - seeded) / 1000,
      analyze: (analyzed - loaded) / 1000,
    },
  };
}

/**
 * The generated rows are consistent by construction, so checking each foreign key row by row (a trigger per row)
 * only doubles the load's time. Turning the triggers off needs a superuser (PGlite, a throwaway test server); a
 * plain database owner keeps the checks and waits.
 */
async function skipForeignKeyChecks(client: Queryable): Promise<void> {
  await client.query('savepoint replication_role');
  try {
    await client.query('set local session_replication_role = replica');
    await client.query('release savepoint replication_role');
  } catch {
    await client.query('rollback to savepoint replication_role');
  }
}

/**
 * The loaded tables' indexes that no constraint owns (not a primary key, a unique constraint or an index a foreign key
 * refers to), dropped for the load, in its transaction: built once over all the rows instead of one row at a time, a
 * trigram index especially. Resolves with their definitions, for buildIndexes.
 */
async function dropSecondaryIndexes(client: Queryable, tables: readonly string[]): Promise<string[]> {
  const { rows } = (await client.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
       join pg_class t on t.oid = i.indrelid
      where t.relnamespace = 'public'::regnamespace
        and t.relname = any($1::text[])
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [tables],
  )) as { rows: { name: string; definition: string }[] };
  for (const { name } of rows) await client.query(`drop index ${name}`);
  return rows.map((row) => row.definition);
}

async function buildIndexes(client: Queryable, definitions: readonly string[]): Promise<void> {
  // Room to sort a table's keys in memory (PostgreSQL's default is 64 MB; the transaction ends with it).
  await client.query(`set local maintenance_work_mem = '256MB'`);
  for (const definition of definitions) await client.query(definition);
}

async function generatePharmacy(
  t: Tables,
  random: Random,
  today: string,
  pharmacy: { id: string; userId: string; userName: string; plan: PharmacyPlan },
  platformCategories: string[],
  partners: Supplier[],
  takenNumbers: Set<string>,
): Promise<void> {
  const { plan } = pharmacy;
  const categories = [...platformCategories];
  for (let i = 0; i < plan.categories; i++) {
    const id = random.uuid();
    const name = `${random.pick(CATEGORY_NAMES)} (riêng) ${i + 1}`;
    await t.categories.add([id, pharmacy.id, name, foldForSearch(name)]);
    categories.push(id);
  }

  // The pharmacy's own products are its KiotViet products (synced: they carry KiotViet ids).
  const own: ProductRef[] = [];
  for (let i = 0; i < plan.ownProducts; i++) {
    const { name, unit } = productName(random);
    const product = {
      id: random.uuid(),
      code: `SP${pad(100_000 + i, 6)}`,
      name,
      price: price(random, 5_000, 600_000),
      categoryId: categories.length > 0 ? random.pick(categories) : null,
      kiotvietId: KIOTVIET_PRODUCT_BASE + i,
    };
    await t.products.add([
      product.id,
      pharmacy.id,
      null,
      product.categoryId,
      product.code,
      product.name,
      foldForSearch(`${product.code} ${product.name}`),
      unit,
      product.price,
      random.chance(0.92),
      random.chance(0.1) ? random.pick([7, 14, 30, 60, 90]) : 0,
      product.kiotvietId,
      `${today}T00:00:00+07:00`,
    ]);
    own.push(product);
  }

  const internal: Supplier[] = [];
  for (let i = 0; i < plan.internalSuppliers; i++) {
    const name = `Công ty TNHH Dược ${random.pick(COMPANY_WORDS)} ${random.pick(GIVEN_NAMES)} ${i + 1}`;
    const id = random.uuid();
    await t.distributors.add([
      id,
      pharmacy.id,
      'INTERNAL',
      `NCC${pad(i + 1, 6)}`,
      name,
      foldForSearch(name),
      null,
      null,
      `09${pad(random.int(0, 99_999_999), 8)}`,
      random.chance(0.6) ? `lienhe${i + 1}@ncc.vn` : null,
      random.chance(0.7) ? `${random.int(1, 300)} ${random.pick(STREETS)}, ${random.pick(CITIES)}` : null,
      personName(random),
      random.chance(0.08) ? 'INACTIVE' : 'ACTIVE',
      random.chance(0.3) ? 'KiotViet' : 'Custom',
    ]);
    internal.push({ id, type: 'INTERNAL', name, catalogue: own });
  }

  // Lots: half on the pharmacy's own products, half on partner products it stocks; batch numbers are unique.
  const stocked = partners.flatMap((partner) => partner.catalogue);
  for (let i = 0; i < plan.lots; i++) {
    const fromOwn = (i % 2 === 0 && own.length > 0) || stocked.length === 0;
    if (fromOwn && own.length === 0) break;
    // A pharmacy stocks part of the partners' catalogues (the first half of them), several lots per product.
    const product = fromOwn
      ? random.pick(own)
      : (stocked[random.int(0, Math.ceil(stocked.length / 2) - 1)] as ProductRef);
    const batch = `${product.code.slice(0, 2).toUpperCase()}${pad(random.int(1, 12), 2)}${pad(random.int(20, 27), 2)}-${pad(i + 1, 6)}`;
    await t.lots.add([
      random.uuid(),
      pharmacy.id,
      product.id,
      batch,
      batch.toLowerCase(),
      random.chance(0.05) ? null : addDays(today, random.int(-200, 1_100)),
      random.int(0, 500),
      Math.round(product.price * (0.6 + random.next() * 0.3)),
    ]);
  }

  await generateKiotVietData(t, random, today, pharmacy, own);

  const activePartners = partners.filter((partner) => partner.catalogue.length > 0);
  const suppliers = [...activePartners, ...internal.filter((supplier) => supplier.catalogue.length > 0)];
  if (suppliers.length === 0 || plan.orders === 0) return;

  // Dates first, then numbers in creation order within each day, as the API would have drawn them.
  const dates = Array.from({ length: plan.orders }, () => {
    const daysAgo = Math.floor(random.next() ** 1.3 * 730);
    return { daysAgo, at: during(random, today, daysAgo) };
  }).sort((a, b) => a.at.getTime() - b.at.getTime());
  const perDay = new Map<string, number>();
  for (const { daysAgo, at } of dates) {
    const day = addDays(today, -daysAgo);
    const prefix = `DH-${day.replaceAll('-', '')}-`;
    let n = perDay.get(prefix) ?? 0;
    do n += 1;
    while (takenNumbers.has(`${prefix}${pad(n, 4)}`));
    perDay.set(prefix, n);
    const supplier =
      random.chance(0.55) && activePartners.length > 0 ? random.pick(activePartners) : random.pick(suppliers);
    await generateOrder(
      t,
      random,
      pharmacy,
      supplier,
      `${prefix}${pad(n, 4)}`,
      at,
      statusFor(random, daysAgo),
    );
  }
}

const KIOTVIET_PRODUCT_BASE = 21_000_000;
const KIOTVIET_CUSTOMER_BASE = 30_000_000;
const KIOTVIET_INVOICE_BASE = 200_000_000;
const KIOTVIET_BRANCH_BASE = 1_000;
const SALES_STATUS: readonly [number, string, number][] = [
  [1, 'Hoàn thành', 0.92],
  [2, 'Đã hủy', 0.04],
  [3, 'Đang xử lý', 0.025],
  [5, 'Không giao được', 0.015],
];
/** A sale's status for a uniform roll, in KiotViet's proportions. */
function salesStatus(roll: number): [number, string] {
  let below = 0;
  for (const [status, label, share] of SALES_STATUS) {
    below += share;
    if (roll < below) return [status, label];
  }
  return [1, 'Hoàn thành'];
}

const SYNC_TYPES = ['BRANCH', 'CATEGORY', 'PRODUCT', 'CUSTOMER', 'ORDER'] as const;

/**
 * What the KiotViet sync would have written for the pharmacy: its KiotViet branches, a year of sales orders with
 * about three lines each on its (synced) products, two thirds of them to customers (the others walk-in sales), the
 * customers with the totals of their completed orders, and its sync log (a pass every 12 hours).
 */
async function generateKiotVietData(
  t: Tables,
  random: Random,
  today: string,
  pharmacy: { id: string; plan: PharmacyPlan },
  products: ProductRef[],
): Promise<void> {
  const { plan } = pharmacy;
  const synced = `${today}T05:00:00+07:00`;
  const branches: { kiotvietId: number; name: string }[] = [];
  for (let i = 0; i < plan.kiotvietBranches; i++) {
    const name = `Nhà thuốc ${random.pick(COMPANY_WORDS)} – Chi nhánh ${i + 1}`;
    const address = random.chance(0.85)
      ? `${random.int(1, 300)} ${random.pick(STREETS)}, ${random.pick(CITIES)}`
      : null;
    const phone = random.chance(0.8) ? `028${pad(random.int(0, 9_999_999), 7)}` : null;
    const kiotvietId = KIOTVIET_BRANCH_BASE + i;
    await t.branches.add([
      random.uuid(),
      pharmacy.id,
      name,
      address,
      false,
      foldForSearch([name, address, phone].filter(Boolean).join(' ')),
      kiotvietId,
      `CN${pad(i + 1, 3)}`,
      phone,
      'KIOTVIET',
      synced,
    ]);
    branches.push({ kiotvietId, name });
  }

  const people = Array.from({ length: plan.customers }, (_, i) => ({
    kiotvietId: KIOTVIET_CUSTOMER_BASE + i,
    code: `KH${pad(i + 1, 6)}`,
    name: personName(random),
    branch: branches.length > 0 ? random.pick(branches) : null,
  }));
  const revenue = new Float64Array(plan.customers);
  const invoiced = new Float64Array(plan.customers);
  if (products.length > 0 && branches.length > 0) {
    // Purchase dates spread over the year before `today`, in order (ids grow with them, as KiotViet's do).
    const yearStart = startOfBusinessDay(addDays(today, -365)).getTime();
    const span = startOfBusinessDay(today).getTime() - yearStart;
    for (let i = 0; i < plan.salesOrders; i++) {
      const at = new Date(yearStart + Math.floor(((i + random.next()) / plan.salesOrders) * span));
      const customerIndex =
        people.length > 0 && random.chance(0.68) ? random.int(0, people.length - 1) : null;
      const customer = customerIndex === null ? null : people[customerIndex];
      const branch = customer?.branch ?? random.pick(branches);
      const [status, statusValue] = salesStatus(random.next());
      const orderId = random.uuid();
      const code = `HD${pad(i + 1, 7)}`;
      const lineCount = random.pick([1, 1, 2, 2, 3, 3, 4, 5, 6]);
      const chosen = new Set<ProductRef>();
      while (chosen.size < Math.min(lineCount, products.length)) chosen.add(random.pick(products));
      let total = 0;
      let position = 0;
      const lines: Cell[][] = [];
      for (const product of chosen) {
        const quantity = random.pick([1, 1, 1, 2, 2, 3, 5, 10]);
        const discount = random.chance(0.1) ? Math.round(product.price * 0.05) : 0;
        const subTotal = (product.price - discount) * quantity;
        total += subTotal;
        const lot = random.chance(0.6);
        lines.push([
          random.uuid(),
          orderId,
          pharmacy.id,
          position++,
          product.kiotvietId ?? 0,
          product.id,
          product.categoryId ?? null,
          product.code,
          product.name,
          quantity,
          product.price,
          discount,
          subTotal,
          lot ? `L${pad(random.int(1, 999_999), 6)}` : null,
          lot ? addDays(today, random.int(-60, 900)) : null,
        ]);
      }
      if (customerIndex !== null && status === 1) {
        revenue[customerIndex] = (revenue[customerIndex] ?? 0) + total;
        invoiced[customerIndex] = (invoiced[customerIndex] ?? 0) + total;
      }
      await t.salesOrders.add([
        orderId,
        pharmacy.id,
        KIOTVIET_INVOICE_BASE + i,
        code,
        at,
        branch.kiotvietId,
        branch.name,
        `Dược sĩ ${personName(random)}`,
        customer?.kiotvietId ?? null,
        customer?.code ?? null,
        customer?.name ?? 'Khách lẻ',
        total,
        status === 2 ? 0 : total,
        status,
        statusValue,
        foldForSearch([code, ...[...chosen].map((product) => product.name)].join(' ')),
        at,
        synced,
      ]);
      for (const line of lines) await t.salesLines.add(line);
    }
  }

  for (const [index, person] of people.entries()) {
    const phone = random.chance(0.82) ? `09${pad(random.int(0, 99_999_999), 8)}` : null;
    const email = random.chance(0.25) ? `khachhang${index + 1}@gmail.com` : null;
    const roll = random.next();
    await t.customers.add([
      random.uuid(),
      pharmacy.id,
      person.kiotvietId,
      person.code,
      person.name,
      roll < 0.12 ? null : roll < 0.55 ? 'Nam' : 'Nữ',
      phone,
      email,
      random.chance(0.6) ? `${random.int(1, 500)} ${random.pick(STREETS)}, ${random.pick(CITIES)}` : null,
      person.branch?.name ?? null,
      Math.round(revenue[index] ?? 0),
      Math.round(invoiced[index] ?? 0),
      foldForSearch([person.code, person.name, phone, email].filter(Boolean).join(' ')),
      synced,
      synced,
    ]);
  }

  for (let i = 0; i < plan.syncRuns; i++) {
    const finished = new Date(
      startOfBusinessDay(today).getTime() - Math.floor(i / SYNC_TYPES.length) * 12 * 3_600_000,
    );
    const dataType = SYNC_TYPES[i % SYNC_TYPES.length] as string;
    const failed = random.chance(0.03);
    const count = failed ? 0 : random.int(0, 400);
    await t.syncHistory.add([
      random.uuid(),
      pharmacy.id,
      dataType,
      random.chance(0.2) ? 'MANUAL_SYNC' : 'SYSTEM_SYNC',
      failed ? 'FAILED' : 'SUCCESS',
      count,
      JSON.stringify({
        mode: 'INCREMENTAL',
        counts: { inserted: 0, updated: count, removed: 0 },
        ...(failed
          ? { error: { type: 'KiotVietUnavailableError', message: 'GET /invoices failed: no answer' } }
          : {}),
      }),
      new Date(finished.getTime() - random.int(1_000, 60_000)),
      finished,
      finished,
      finished,
    ]);
  }
}

async function generateOrder(
  t: Tables,
  random: Random,
  pharmacy: { id: string; userId: string; userName: string },
  supplier: Supplier,
  orderNumber: string,
  createdAt: Date,
  status: Status,
): Promise<void> {
  const orderId = random.uuid();
  const isBatch = supplier.type === 'INTERNAL';
  const lineCount = Math.min(random.int(...LINES_PER_ORDER), supplier.catalogue.length);
  const chosen = new Set<ProductRef>();
  while (chosen.size < lineCount) chosen.add(random.pick(supplier.catalogue));
  const shipped = status === 'shipped' || status === 'delivered';
  const createdDay = createdAt.toISOString().slice(0, 10);
  let total = 0;
  let position = 0;
  const items: Cell[][] = [];
  const batches: Cell[][] = [];
  for (const product of chosen) {
    const itemId = random.uuid();
    const quantity = random.int(1, 20) * random.pick([1, 1, 1, 5, 10]);
    const unitPrice = isBatch ? Math.round((product.price * random.int(70, 95)) / 100) : product.price;
    total += quantity * unitPrice;
    const lot = isBatch ? `${product.code.slice(-4)}${pad(random.int(1, 9_999), 4)}` : null;
    const expiry = addDays(createdDay, random.int(120, 1_000));
    items.push([
      itemId,
      orderId,
      position++,
      product.id,
      product.code,
      product.name,
      quantity,
      unitPrice,
      quantity * unitPrice,
      lot,
      isBatch ? expiry : null,
    ]);
    if (shipped) {
      const split = quantity > 1 && random.chance(0.15) ? random.int(1, quantity - 1) : quantity;
      const batch = lot ?? `L${pad(random.int(1, 999_999), 6)}`;
      batches.push([random.uuid(), itemId, batch, split, expiry]);
      if (split < quantity)
        batches.push([random.uuid(), itemId, `${batch}B`, quantity - split, addDays(expiry, 30)]);
    }
  }

  const moves: { from: Status | null; to: Status; at: Date; reason: string | null }[] = [
    { from: null, to: 'pending', at: createdAt, reason: null },
  ];
  let at = createdAt;
  let from: Status = 'pending';
  for (const to of pathTo(random, status)) {
    at = hoursLater(at, 2, 48, random);
    moves.push({ from, to, at, reason: to === 'cancelled' ? random.pick(CANCEL_REASONS) : null });
    from = to;
  }
  const documents: string[] = [];
  if (status === 'delivered' && random.chance(0.04)) {
    for (let i = random.int(1, 2); i > 0; i--) {
      const fileId = random.uuid();
      await t.files.add([
        fileId,
        pharmacy.id,
        pharmacy.userId,
        `hoa-don-${orderNumber}-${i}.pdf`,
        random.uuid().replaceAll('-', ''),
        'application/pdf',
        random.int(40_000, 1_900_000),
        at,
      ]);
      documents.push(`/api/v1/files/${fileId}`);
    }
  }

  await t.orders.add([
    orderId,
    pharmacy.id,
    orderNumber,
    supplier.id,
    status,
    addDays(createdDay, random.int(2, 10)),
    status === 'delivered' ? at.toISOString().slice(0, 10) : null,
    total,
    random.chance(0.2) ? random.pick(ORDER_NOTES) : null,
    JSON.stringify(documents),
    status === 'delivered' && random.chance(0.3),
    pharmacy.userId,
    createdAt,
    at,
  ]);
  for (const item of items) await t.items.add(item);
  for (const batch of batches) await t.batches.add(batch);
  for (const move of moves) {
    // Partners confirm and ship their own orders; staff do everything else.
    const byPartner = supplier.type === 'PARTNER' && (move.to === 'approved' || move.to === 'shipped');
    await t.history.add([
      random.uuid(),
      orderId,
      move.from,
      move.to,
      byPartner ? null : pharmacy.userId,
      byPartner ? supplier.name : pharmacy.userName,
      move.reason,
      move.at,
    ]);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'ci' },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      today: { type: 'string', default: DEFAULT_TODAY },
      'data-dir': { type: 'string' },
    },
  });
  const size = values.size as SizeName;
  if (!sizeNames.includes(size)) throw new Error(`--size must be one of ${sizeNames.join(', ')}`);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl && !values['data-dir']) {
    throw new Error('Give --data-dir DIR (the embedded database goes to DIR/pglite) or set DATABASE_URL.');
  }
  // Relative to where the command was typed (pnpm runs scripts from the package's folder).
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), values['data-dir'] ?? '.');
  const database = await openDatabase(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl }),
  );
  try {
    const report = await generate(database, size, {
      seed: Number(values.seed),
      today: values.today,
      log: (line) => process.stderr.write(`${line}\n`),
    });
    process.stdout.write(`${JSON.stringify({ engine: database.kind, ...report })}\n`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
