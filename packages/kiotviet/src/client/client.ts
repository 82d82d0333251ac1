import { z } from 'zod';
import { GetBudget } from './budget';
import { type Clock, systemClock } from './clock';
import { formatKiotVietDate } from './dates';
import { KiotVietNotFoundError, KiotVietUnavailableError, KiotVietValidationError } from './errors';
import { Listing, type ListOptions, type ResourceSpec } from './listing';
import {
  type Branch,
  branchSchema,
  type Category,
  type CreatedCategory,
  type CreatedProduct,
  type CreatedPurchaseOrder,
  type Customer,
  categorySchema,
  createdCategorySchema,
  createdProductSchema,
  createdPurchaseOrderSchema,
  customerSchema,
  type Invoice,
  invoiceSchema,
  listEnvelopeSchema,
  type Product,
  type PurchaseOrder,
  productSchema,
  purchaseOrderSchema,
  type ReceiptReference,
  receiptReferenceSchema,
  type Supplier,
  supplierSchema,
} from './schemas';
import { type CallOptions, defaultRetry, type RetryOptions, Transport } from './transport';
import { parseOrThrow } from './validate';
import { type Webhook, type WebhookEventType, webhookSchema } from './webhooks';

export interface KiotVietClientOptions {
  /** The store (retailer) name: the `Retailer` header. */
  retailer: string;
  clientId: string;
  clientSecret: string;
  /** Default `https://public.kiotapi.com`. */
  apiUrl?: string;
  /** Default `https://id.kiotviet.vn` (the token endpoint is `<identityUrl>/connect/token`). */
  identityUrl?: string;
  /** Time for token expiry, backoff and the budget; tests pass a {@link VirtualClock}. */
  clock?: Clock;
  /** Real time allowed for one HTTP exchange; default 30 s. */
  timeoutMs?: number;
  retry?: Partial<RetryOptions>;
  /**
   * The store's GET budget. Default: a fresh {@link GetBudget} on the client's clock; pass one built from a saved
   * state to go on after a restart, or `false` to send GETs unpaced (benchmarks, the simulator without limits).
   */
  budget?: GetBudget | false;
  /** Fail with a rate-limit error instead of waiting longer than this for the budget; default: wait. */
  maxBudgetWaitMs?: number;
  fetch?: typeof fetch;
  /** The jitter's source; default Math.random. */
  random?: () => number;
}

export interface CallSignal {
  signal?: AbortSignal | undefined;
}

const dateOrUndefined = (value: Date | number | undefined) =>
  value === undefined ? undefined : formatKiotVietDate(value);

const changedAt = (record: { createdDate: Date; modifiedDate: Date | null }) =>
  (record.modifiedDate ?? record.createdDate).getTime();

const branches: ResourceSpec<Branch> = {
  path: '/branches',
  schema: branchSchema,
  removedIdsField: 'removedIds',
  orderByDocumented: true,
  idOf: (record) => record.id,
  changedAt,
};
const categories: ResourceSpec<Category> = {
  path: '/categories',
  schema: categorySchema,
  removedIdsField: 'removedIds',
  orderByDocumented: true,
  idOf: (record) => record.categoryId,
  changedAt,
};
const products: ResourceSpec<Product> = {
  path: '/products',
  schema: productSchema,
  removedIdsField: 'removeId',
  orderByDocumented: true,
  idOf: (record) => record.id,
  changedAt,
};
const customers: ResourceSpec<Customer> = {
  path: '/customers',
  schema: customerSchema,
  removedIdsField: 'removeId',
  orderByDocumented: true,
  idOf: (record) => record.id,
  changedAt,
};
const invoices: ResourceSpec<Invoice> = {
  path: '/invoices',
  schema: invoiceSchema,
  orderByDocumented: true,
  idOf: (record) => record.id,
  changedAt,
};
const suppliers: ResourceSpec<Supplier> = {
  path: '/suppliers',
  schema: supplierSchema,
  removedIdsField: 'removedId',
  orderByDocumented: false,
  idOf: (record) => record.id,
  changedAt,
};
const purchaseOrders: ResourceSpec<PurchaseOrder> = {
  path: '/purchaseorders',
  schema: purchaseOrderSchema,
  orderByDocumented: false,
  idOf: (record) => record.id,
  changedAt: (record) => (record.modifiedDate ?? record.createdDate ?? record.purchaseDate).getTime(),
};

const maxMoney = 1_000_000_000_000;
const kiotVietCode = z.string().trim().min(1).max(50);
const purchaseOrderInputSchema = z.object({
  branchId: z.number().int().positive(),
  /** KiotViet's id of the supplier, when known; sent beside `supplier`, which KiotViet reads by code. */
  supplierId: z.number().int().positive().optional(),
  /** The supplier by code: an existing KiotViet supplier, or a new one KiotViet creates with this name. */
  supplier: z
    .object({
      code: kiotVietCode,
      name: z.string().trim().min(1).max(255),
      contactNumber: z.string().trim().max(50).optional(),
      address: z.string().trim().max(500).optional(),
      email: z.string().trim().max(255).optional(),
    })
    .optional(),
  description: z.string().max(2000).optional(),
  /** When the goods came in; sent in the store's local time. KiotViet uses the time of the request without it. */
  purchaseDate: z.date().optional(),
  details: z
    .array(
      z
        .object({
          /** The product's (base unit's) code in KiotViet. */
          productCode: kiotVietCode,
          /**
           * The KiotViet code of the unit ordered, when it is not the base unit: KiotViet keeps each unit (a box of
           * ten blisters) as a product of its own with a conversion value, so the line is sent under that code.
           */
          unitCode: kiotVietCode.optional(),
          quantity: z.number().positive().max(1_000_000),
          /** Unit price, integer đồng. */
          price: z.number().int().min(0).max(maxMoney),
          /** Discount per unit, integer đồng. */
          discount: z.number().int().min(0).max(maxMoney).optional(),
        })
        .refine((line) => (line.discount ?? 0) <= line.price, { message: 'discount exceeds the price' }),
    )
    .min(1)
    .max(500),
});

/** A purchase receipt to create in KiotViet (`POST /purchaseorders`); money in integer đồng. */
export type PurchaseOrderInput = z.input<typeof purchaseOrderInputSchema>;

const productInputSchema = z.object({
  code: kiotVietCode,
  name: z.string().trim().min(1).max(255),
  categoryId: z.number().int().positive(),
  /** The base unit's name (Hộp, Chai…). */
  unit: z.string().trim().max(50).optional(),
  /** Selling price, integer đồng. */
  basePrice: z.number().int().min(0).max(maxMoney).optional(),
  /** The GTIN on the pack (KiotViet takes barcodes of up to 16 characters). */
  barCode: z
    .string()
    .regex(/^\d{8,14}$/)
    .optional(),
  /**
   * Sold by lot and expiry date ("hàng lô/date"): KiotViet's `isBatchExpireControl`, the flag its product reads
   * answer for lot-controlled medicines (`isLotSerialControl` is the other kind, serial/IMEI tracking).
   */
  lotControlled: z.boolean().optional(),
});

/** A product to create in KiotViet (`POST /products`): its base unit, sold at `basePrice`. */
export type ProductInput = z.input<typeof productInputSchema>;

/** Receipts read per look-up before giving up: a look-up covers a few days of one branch. */
const maxLookedUpReceipts = 5_000;

/**
 * A client of one KiotViet store. Lists are {@link Listing}s (async iterables over every page); single reads
 * and writes return validated records. Every call takes an abort signal.
 */
export class KiotVietClient {
  /** The store's GET budget (null when pacing is off): export its state to persist it. */
  readonly budget: GetBudget | null;
  readonly #transport: Transport;
  readonly #clock: Clock;

  constructor(options: KiotVietClientOptions) {
    for (const key of ['retailer', 'clientId', 'clientSecret'] as const) {
      if (!options[key]?.trim()) throw new RangeError(`KiotViet ${key} is required`);
    }
    const clock = options.clock ?? systemClock;
    const timeoutMs = options.timeoutMs ?? 30_000;
    if (!(timeoutMs > 0 && timeoutMs <= 10 * 60_000))
      throw new RangeError(`timeoutMs out of range: ${timeoutMs}`);
    const retry = { ...defaultRetry, ...options.retry };
    if (!(Number.isInteger(retry.maxAttempts) && retry.maxAttempts >= 1 && retry.maxAttempts <= 20)) {
      throw new RangeError(`retry.maxAttempts must be 1–20, got ${retry.maxAttempts}`);
    }
    this.budget = options.budget === false ? null : (options.budget ?? new GetBudget({ clock }));
    this.#clock = clock;
    this.#transport = new Transport({
      apiUrl: options.apiUrl ?? 'https://public.kiotapi.com',
      identityUrl: options.identityUrl ?? 'https://id.kiotviet.vn',
      retailer: options.retailer.trim(),
      clientId: options.clientId.trim(),
      clientSecret: options.clientSecret,
      clock,
      timeoutMs,
      retry,
      budget: this.budget,
      maxBudgetWaitMs: options.maxBudgetWaitMs ?? Number.POSITIVE_INFINITY,
      fetch: options.fetch ?? globalThis.fetch,
      random: options.random ?? Math.random,
    });
  }

  /** Token requests sent so far by this client (one per refresh, however many callers waited on it). */
  get tokenRequests(): number {
    return this.#transport.tokenRequests;
  }

  /** Checks the credentials and the store name with one cheap call (`GET /branches?pageSize=1`). */
  async testConnection(options: CallSignal = {}): Promise<void> {
    await this.#transport.call({
      method: 'GET',
      path: '/branches',
      query: { pageSize: 1 },
      signal: options.signal,
    });
  }

  branches(options: ListOptions = {}): Listing<Branch> {
    return this.#list(branches, options, {});
  }

  /** Categories as a flat list (each with its parentId). */
  categories(options: ListOptions = {}): Listing<Category> {
    return this.#list(categories, options, { hierachicalData: false });
  }

  /** Products with their stock per branch and their lots (batch and expiry). */
  products(
    options: ListOptions & { categoryId?: number; includeInventory?: boolean } = {},
  ): Listing<Product> {
    const includeInventory = options.includeInventory ?? true;
    return this.#list(products, options, {
      includeInventory,
      IncludeBatchExpires: includeInventory,
      categoryId: options.categoryId,
    });
  }

  /** Customers with their totals (totalRevenue, totalInvoiced). */
  customers(options: ListOptions = {}): Listing<Customer> {
    return this.#list(customers, options, { includeTotal: true });
  }

  /** Invoices with their lines and their payments (`includePayment`). */
  invoices(
    options: ListOptions & {
      branchIds?: number[];
      status?: number[];
      customerIds?: number[];
      fromPurchaseDate?: Date | number;
      toPurchaseDate?: Date | number;
    } = {},
  ): Listing<Invoice> {
    return this.#list(invoices, options, {
      includePayment: true,
      branchIds: options.branchIds,
      status: options.status,
      customerIds: options.customerIds,
      fromPurchaseDate: dateOrUndefined(options.fromPurchaseDate),
      toPurchaseDate: dateOrUndefined(options.toPurchaseDate),
    });
  }

  /**
   * Suppliers (read-only in KiotViet's API), with their totals (debt, total invoiced: `includeTotal`); `code` reads
   * one supplier by its code.
   */
  suppliers(options: ListOptions & { code?: string } = {}): Listing<Supplier> {
    return this.#list(suppliers, options, { code: options.code, includeTotal: true });
  }

  purchaseOrders(
    options: ListOptions & {
      branchIds?: number[];
      status?: number[];
      fromPurchaseDate?: Date | number;
      toPurchaseDate?: Date | number;
    } = {},
  ): Listing<PurchaseOrder> {
    return this.#list(purchaseOrders, options, {
      branchIds: options.branchIds,
      status: options.status,
      fromPurchaseDate: dateOrUndefined(options.fromPurchaseDate),
      toPurchaseDate: dateOrUndefined(options.toPurchaseDate),
    });
  }

  product(id: number, options: CallSignal = {}): Promise<Product> {
    return this.#get(productSchema, `/products/${checkId(id)}`, options, {
      includeInventory: true,
      IncludeBatchExpires: true,
    });
  }

  productByCode(code: string, options: CallSignal = {}): Promise<Product> {
    return this.#get(productSchema, `/products/code/${encodeCode(code)}`, options, {
      includeInventory: true,
      IncludeBatchExpires: true,
    });
  }

  customer(id: number, options: CallSignal = {}): Promise<Customer> {
    return this.#get(customerSchema, `/customers/${checkId(id)}`, options);
  }

  invoice(id: number, options: CallSignal = {}): Promise<Invoice> {
    return this.#get(invoiceSchema, `/invoices/${checkId(id)}`, options, { includePayment: true });
  }

  invoiceByCode(code: string, options: CallSignal = {}): Promise<Invoice> {
    return this.#get(invoiceSchema, `/invoices/code/${encodeCode(code)}`, options, { includePayment: true });
  }

  purchaseOrder(id: number, options: CallSignal = {}): Promise<PurchaseOrder> {
    return this.#get(purchaseOrderSchema, `/purchaseorders/${checkId(id)}`, options);
  }

  /**
   * Creates a purchase receipt and returns what KiotViet stored (any 2xx answer is a receipt made). It is never
   * retried after the request may have reached KiotViet (a timeout, a reset connection, a 5xx, a 2xx whose body
   * cannot be read): that failure is a {@link KiotVietUnavailableError} with `maybeProcessed`, and the caller
   * looks the receipt up ({@link findPurchaseOrders}, by the reference in `description`) before sending it again.
   */
  async createPurchaseOrder(
    input: PurchaseOrderInput,
    options: CallSignal = {},
  ): Promise<CreatedPurchaseOrder> {
    const endpoint = 'POST /purchaseorders';
    const value = checkInput(purchaseOrderInputSchema, input, endpoint, 'purchase order');
    const body = {
      branchId: value.branchId,
      ...(value.supplierId === undefined ? {} : { supplierId: value.supplierId }),
      ...(value.supplier === undefined ? {} : { supplier: value.supplier }),
      description: value.description ?? '',
      ...(value.purchaseDate === undefined ? {} : { purchaseDate: formatKiotVietDate(value.purchaseDate) }),
      isDraft: false,
      purchaseOrderDetails: value.details.map((line) => ({
        productCode: line.unitCode ?? line.productCode,
        quantity: line.quantity,
        price: line.price,
        discount: line.discount ?? 0,
      })),
    };
    return this.#create(createdPurchaseOrderSchema, '/purchaseorders', body, options);
  }

  /**
   * Every receipt of the given branches purchased within [from, to] whose description passes `matches`, read in
   * full whatever order KiotViet lists them in (the list has no documented `orderBy`). A read during which the
   * total changed is read again, so "none found" is an answer about the whole window.
   */
  async findPurchaseOrders(
    filter: { branchIds: number[]; fromPurchaseDate: Date | number; toPurchaseDate: Date | number },
    matches: (description: string | null) => boolean,
    options: CallSignal = {},
  ): Promise<ReceiptReference[]> {
    const query = {
      branchIds: filter.branchIds,
      fromPurchaseDate: formatKiotVietDate(filter.fromPurchaseDate),
      toPurchaseDate: formatKiotVietDate(filter.toPurchaseDate),
      pageSize: 100,
    };
    const endpoint = 'GET /purchaseorders';
    for (let read = 1; ; read += 1) {
      const found = new Map<number, ReceiptReference>();
      let firstTotal: number | undefined;
      let total = 0;
      for (let currentItem = 0; ; ) {
        const answer = await this.#transport.call({
          method: 'GET',
          path: '/purchaseorders',
          query: { ...query, currentItem },
          signal: options.signal,
        });
        const page = parseOrThrow(listEnvelopeSchema, answer, endpoint);
        total = page.total;
        firstTotal ??= total;
        if (total > maxLookedUpReceipts) {
          throw new KiotVietValidationError(
            `${endpoint}: ${total} receipts in the window, too many to search`,
            {
              endpoint,
              side: 'response',
              issues: [{ path: 'total', message: `over ${maxLookedUpReceipts}` }],
            },
          );
        }
        page.data.forEach((record, index) => {
          const receipt = parseOrThrow(receiptReferenceSchema, record, `${endpoint} data[${index}]`);
          if (matches(receipt.description)) found.set(receipt.id, receipt);
        });
        currentItem += page.data.length;
        if (page.data.length === 0 || currentItem >= total) break;
      }
      if (total === firstTotal || read >= 3) return [...found.values()];
    }
  }

  /** Creates a product (its base unit); KiotViet refuses a code it already has. Never retried once sent. */
  async createProduct(input: ProductInput, options: CallSignal = {}): Promise<CreatedProduct> {
    const value = checkInput(productInputSchema, input, 'POST /products', 'product');
    const body = {
      code: value.code,
      name: value.name,
      fullName: value.name,
      categoryId: value.categoryId,
      allowsSale: true,
      hasVariants: false,
      unit: value.unit ?? '',
      conversionValue: 1,
      basePrice: value.basePrice ?? 0,
      ...(value.barCode ? { barCode: value.barCode } : {}),
      isBatchExpireControl: value.lotControlled ?? false,
    };
    return this.#create(createdProductSchema, '/products', body, options);
  }

  /** Creates a product group (category) at the top level. */
  async createCategory(name: string, options: CallSignal = {}): Promise<CreatedCategory> {
    const categoryName = checkInput(z.string().trim().min(1).max(125), name, 'POST /categories', 'category');
    return this.#create(createdCategorySchema, '/categories', { categoryName }, options);
  }

  /**
   * A POST whose answer, once it is a 2xx, means the record exists: a body that cannot be read is then an unknown
   * outcome (`maybeProcessed`), never a plain failure that invites sending it again.
   */
  async #create<S extends z.ZodType>(
    schema: S,
    path: string,
    body: unknown,
    options: CallSignal,
  ): Promise<z.output<S>> {
    const endpoint = `POST ${path}`;
    try {
      const answer = await this.#transport.call({ method: 'POST', path, body, signal: options.signal });
      return parseOrThrow(schema, unwrapData(answer), endpoint);
    } catch (error) {
      if (error instanceof KiotVietValidationError && error.side === 'response') {
        throw new KiotVietUnavailableError(
          `${endpoint}: KiotViet accepted it but its answer cannot be read`,
          {
            endpoint,
            ...(error.status === undefined ? {} : { status: error.status }),
            ...(error.attempts === undefined ? {} : { attempts: error.attempts }),
            cause: error,
            maybeProcessed: true,
          },
        );
      }
      throw error;
    }
  }

  /**
   * Registers an address KiotViet will POST one kind of event to, signed with `secret` (KiotViet asks for it
   * Base64-encoded: see `newWebhookSecret`).
   */
  async registerWebhook(
    input: { type: WebhookEventType; url: string; secret: string; description?: string },
    options: CallSignal = {},
  ): Promise<Webhook> {
    const answer = await this.#transport.call({
      method: 'POST',
      path: '/webhooks',
      body: {
        Webhook: {
          Type: input.type,
          Url: input.url,
          IsActive: true,
          Description: input.description ?? '',
          Secret: input.secret,
        },
      },
      signal: options.signal,
    });
    return parseOrThrow(webhookSchema, unwrapData(answer), 'POST /webhooks');
  }

  /** The store's registered webhooks (every page). */
  async webhooks(options: CallSignal = {}): Promise<Webhook[]> {
    const endpoint = 'GET /webhooks';
    const hooks: Webhook[] = [];
    for (let currentItem = 0; ; ) {
      const answer = await this.#transport.call({
        method: 'GET',
        path: '/webhooks',
        query: { pageSize: 100, currentItem },
        signal: options.signal,
      });
      const envelope = parseOrThrow(listEnvelopeSchema, answer, endpoint);
      hooks.push(
        ...envelope.data.map((raw, index) => parseOrThrow(webhookSchema, raw, endpoint, ['data', index])),
      );
      currentItem += envelope.data.length;
      if (envelope.data.length === 0 || currentItem >= envelope.total) return hooks;
    }
  }

  /** Removes a registered webhook; one KiotViet no longer has counts as removed. */
  async removeWebhook(id: number, options: CallSignal = {}): Promise<void> {
    try {
      await this.#transport.call({
        method: 'DELETE',
        path: `/webhooks/${checkId(id)}`,
        signal: options.signal,
      });
    } catch (error) {
      if (!(error instanceof KiotVietNotFoundError)) throw error;
    }
  }

  #list<T>(spec: ResourceSpec<T>, options: ListOptions, query: CallOptions['query']): Listing<T> {
    return new Listing(spec, options, query, (call) => this.#transport.call(call), this.#clock);
  }

  async #get<S extends z.ZodType>(
    schema: S,
    path: string,
    options: CallSignal,
    query: CallOptions['query'] = {},
  ): Promise<z.output<S>> {
    const answer = await this.#transport.call({ method: 'GET', path, query, signal: options.signal });
    return parseOrThrow(schema, unwrapData(answer), `GET ${path}`);
  }
}

/** Refuses bad input before anything is sent, naming each field. */
function checkInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  endpoint: string,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path
      .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
      .join('')
      .replace(/^\./, ''),
    message: issue.message,
  }));
  throw new KiotVietValidationError(
    `${endpoint}: invalid ${what}: ${issues.map((issue) => `${issue.path || '(input)'}: ${issue.message}`).join('; ')}`,
    { endpoint, side: 'request', issues },
  );
}

/** Some single-record answers wrap the record in `{ data }`, others do not. */
function unwrapData(answer: unknown): unknown {
  if (typeof answer === 'object' && answer !== null && !('id' in answer) && 'data' in answer) {
    return (answer as { data: unknown }).data;
  }
  return answer;
}

function checkId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`not a KiotViet id: ${id}`);
  return id;
}

function encodeCode(code: string): string {
  const trimmed = code.trim();
  if (trimmed === '' || trimmed.length > 100)
    throw new RangeError(`not a KiotViet code: ${JSON.stringify(code)}`);
  return encodeURIComponent(trimmed);
}
