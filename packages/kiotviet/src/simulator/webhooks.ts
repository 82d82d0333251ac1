import { createHmac, randomUUID } from 'node:crypto';
import { formatKiotVietRecordDate } from '../client/dates';
import { isRecord } from '../json';
import type { ApiAnswer } from './api';
import { kiotVietError } from './api';
import type { CollectionChange } from './collection';
import type { Dataset } from './dataset';
import type { SimCustomer, SimInvoice, SimProduct } from './records';
import { renderCustomer, renderInvoice, renderProduct, toKiotVietJson } from './render';
import { withoutEmptyValues } from './shape';

/**
 * KiotViet's webhooks: a store registers an address per kind of event (`POST /webhooks`), and KiotViet POSTs each
 * change there — `{ Id, Attempt, Notifications: [{ Action, Data }] }` in PascalCase, `{ RemoveId }` for deletions —
 * signed with HMAC-SHA256 of the body under the secret given at registration, in `X-Hub-Signature`. An answer that
 * takes longer than 5 s fails; a 400, 401, 403, 404 or 405 answer makes KiotViet stop calling that address.
 */

/** The kinds of event KiotViet's documentation lists. */
const webhookTypes = [
  'customer.update',
  'customer.delete',
  'product.update',
  'product.delete',
  'stock.update',
  'order.update',
  'invoice.update',
  'pricebook.update',
  'pricebook.delete',
  'pricebookdetail.update',
  'pricebookdetail.delete',
  'category.update',
  'category.delete',
  'branch.update',
  'branch.delete',
] as const;

interface Webhook {
  id: number;
  type: string;
  url: string;
  isActive: boolean;
  description: string | null;
  secret: string | null;
  modifiedAt: number;
}

/** One POST the store made (or tried) to a registered address. */
export interface WebhookDelivery {
  webhookId: number;
  type: string;
  attempt: number;
  /** The answer's status, or 0 when none came (refused, reset, over 5 s). */
  status: number;
  body: string;
}

/** Real time: KiotViet gives an address 5 s to answer. */
const answerWithinMs = 5_000;
const attempts = 3;
/** Answers that make KiotViet stop calling an address. */
const stopStatuses = new Set([400, 401, 403, 404, 405]);
const deliveryLogLimit = 1_000;

/** The signature KiotViet puts in `X-Hub-Signature`: real stores label the SHA-256 digest `sha1=`. */
function webhookSignature(secret: string, body: string): string {
  return `sha1=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

const pascalCase = (key: string) => `${key.charAt(0).toUpperCase()}${key.slice(1)}`;

/** The keys of a rendered record KiotViet's webhook carries, renamed to PascalCase. */
function pick(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (key in record) picked[pascalCase(key)] = record[key];
  return picked;
}

const productKeys = [
  'id',
  'code',
  'name',
  'fullName',
  'categoryId',
  'categoryName',
  'allowsSale',
  'hasVariants',
  'basePrice',
  'weight',
  'unit',
  'conversionValue',
  'modifiedDate',
  'attributes',
] as const;
const stockKeys = [
  'productId',
  'productCode',
  'productName',
  'branchId',
  'branchName',
  'cost',
  'onHand',
  'reserved',
] as const;
const customerKeys = [
  'id',
  'code',
  'name',
  'gender',
  'birthDate',
  'contactNumber',
  'address',
  'locationName',
  'email',
  'modifiedDate',
  'organization',
  'taxCode',
  'comments',
] as const;
const invoiceKeys = [
  'id',
  'code',
  'purchaseDate',
  'branchId',
  'branchName',
  'soldById',
  'soldByName',
  'customerId',
  'customerCode',
  'customerName',
  'total',
  'totalPayment',
  'discount',
  'status',
  'statusValue',
  'description',
  'usingCod',
  'modifiedDate',
] as const;
const invoiceLineKeys = [
  'productId',
  'productCode',
  'productName',
  'quantity',
  'price',
  'discount',
  'discountRatio',
] as const;

/** The store's registered webhooks and their deliveries. */
export class WebhookHub {
  readonly deliveries: WebhookDelivery[] = [];
  readonly #hooks = new Map<number, Webhook>();
  readonly #data: Dataset;
  readonly #retailerId: number;
  readonly #now: () => number;
  readonly #keepEmptyValues: boolean;
  /** Changes since the last flush, by event type: one notification per type per turn of the event loop. */
  #pending = new Map<string, Map<number, unknown>>();
  #flushScheduled = false;
  readonly #inFlight = new Set<Promise<void>>();
  #nextId = 7_000_001;

  constructor(data: Dataset, retailerId: number, now: () => number, keepEmptyValues: boolean) {
    this.#data = data;
    this.#retailerId = retailerId;
    this.#now = now;
    this.#keepEmptyValues = keepEmptyValues;
    data.products.onChange((change) => this.#productChanged(change));
    data.customers.onChange((change) =>
      this.#changed('customer', change, (record) => this.#customer(record)),
    );
    data.invoices.onChange((change) => this.#changed('invoice', change, (record) => this.#invoice(record)));
  }

  /** The webhooks registered now (tests look at them). */
  get registered(): readonly Readonly<Webhook>[] {
    return [...this.#hooks.values()];
  }

  /** Resolves once every notification made so far has been delivered or given up. */
  async idle(): Promise<void> {
    while (this.#flushScheduled || this.#inFlight.size > 0) {
      if (this.#flushScheduled) await new Promise((resolve) => setImmediate(resolve));
      await Promise.all([...this.#inFlight]);
    }
  }

  /** `/webhooks` requests: register, list, read and remove. */
  handle(method: string, segments: string[], query: URLSearchParams, body: unknown): ApiAnswer {
    const [, idText] = segments;
    if (idText === undefined) {
      if (method === 'POST') return this.#register(body);
      if (method === 'GET') return this.#list(query);
    } else {
      const hook = /^\d{1,15}$/.test(idText) ? this.#hooks.get(Number(idText)) : undefined;
      if (method === 'GET') return hook ? { status: 200, body: this.#present(hook) } : notFoundHook();
      if (method === 'DELETE') {
        if (!hook) return notFoundHook();
        this.#hooks.delete(hook.id);
        return { status: 200, body: { message: 'Hủy đăng ký webhook thành công' } };
      }
    }
    return kiotVietError(405, 'MethodNotAllowed', `${method} /webhooks is not supported`);
  }

  #register(body: unknown): ApiAnswer {
    const input = isRecord(body) && isRecord(body.Webhook) ? body.Webhook : undefined;
    if (!input) return refused('Dữ liệu webhook không hợp lệ (Webhook)');
    const type = typeof input.Type === 'string' ? input.Type.trim().toLowerCase() : '';
    if (!(webhookTypes as readonly string[]).includes(type))
      return refused(`Kiểu sự kiện không hợp lệ: ${type}`);
    const url = typeof input.Url === 'string' ? input.Url.trim() : '';
    if (!/^https?:\/\/[^\s/]+/.test(url) || url.length > 2000)
      return refused('Địa chỉ đăng ký không hợp lệ (Url)');
    const secret = typeof input.Secret === 'string' && input.Secret !== '' ? input.Secret : null;
    const hook: Webhook = {
      id: this.#nextId,
      type,
      url,
      isActive: input.IsActive !== false,
      description: typeof input.Description === 'string' ? input.Description.slice(0, 500) : null,
      secret,
      modifiedAt: this.#now(),
    };
    this.#nextId += 1;
    this.#hooks.set(hook.id, hook);
    return { status: 200, body: this.#present(hook) };
  }

  #list(query: URLSearchParams): ApiAnswer {
    const pageSize = Math.min(100, Math.max(1, Number(query.get('pageSize')) || 20));
    const currentItem = Math.max(0, Number(query.get('currentItem')) || 0);
    const hooks = [...this.#hooks.values()];
    return {
      status: 200,
      body: {
        total: hooks.length,
        pageSize,
        data: hooks.slice(currentItem, currentItem + pageSize).map((hook) => ({
          ...this.#present(hook),
          modifiedDate: formatKiotVietRecordDate(hook.modifiedAt),
        })),
      },
    };
  }

  #present(hook: Webhook) {
    return {
      id: hook.id,
      type: hook.type,
      url: hook.url,
      isActive: hook.isActive,
      retailerId: this.#retailerId,
      description: hook.description,
    };
  }

  #productChanged(change: CollectionChange<SimProduct>): void {
    if (change.type === 'remove') {
      this.#queue('product.delete', change.id, change.id);
      return;
    }
    const rendered = this.#product(change.record);
    this.#queue('product.update', change.record.id, rendered.product);
    const stockMoved =
      change.type === 'create' ||
      JSON.stringify(change.before.inventories) !== JSON.stringify(change.record.inventories) ||
      JSON.stringify(change.before.lots) !== JSON.stringify(change.record.lots);
    if (stockMoved) {
      rendered.stock.forEach((row, position) => {
        this.#queue('stock.update', change.record.id * 1000 + position, row);
      });
    }
  }

  #changed<R extends { id: number }>(
    kind: 'customer' | 'invoice',
    change: CollectionChange<R>,
    render: (record: R) => unknown,
  ): void {
    if (change.type === 'remove') this.#queue(`${kind}.delete`, change.id, change.id);
    else this.#queue(`${kind}.update`, change.record.id, render(change.record));
  }

  #product(product: SimProduct) {
    const camel = renderProduct(product, this.#data, this.#retailerId, {
      inventory: true,
      lots: false,
    }) as Record<string, unknown>;
    const inventories = (camel.inventories ?? []) as Record<string, unknown>[];
    const stock = inventories.map((row) => pick(row, stockKeys));
    return { product: { ...pick(camel, productKeys), Inventories: stock }, stock };
  }

  #customer(customer: SimCustomer) {
    const index = this.#data.customers.indexOf(customer.id) ?? 0;
    return pick(
      renderCustomer(customer, index, this.#data, this.#retailerId, false) as Record<string, unknown>,
      customerKeys,
    );
  }

  #invoice(invoice: SimInvoice) {
    const camel = renderInvoice(invoice, this.#data, { payments: false }) as Record<string, unknown>;
    const lines = (camel.invoiceDetails ?? []) as Record<string, unknown>[];
    return { ...pick(camel, invoiceKeys), InvoiceDetails: lines.map((line) => pick(line, invoiceLineKeys)) };
  }

  #queue(type: string, key: number, item: unknown): void {
    if (![...this.#hooks.values()].some((hook) => hook.isActive && hook.type === type)) return;
    let items = this.#pending.get(type);
    if (!items) {
      items = new Map();
      this.#pending.set(type, items);
    }
    items.set(key, item);
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    setImmediate(() => this.#flush());
  }

  #flush(): void {
    this.#flushScheduled = false;
    const pending = this.#pending;
    this.#pending = new Map();
    for (const [type, items] of pending) {
      const notification = (attempt: number, id: string) =>
        type.endsWith('.delete')
          ? { RemoveId: [...items.values()] }
          : {
              Id: id,
              Attempt: attempt,
              Notifications: [{ Action: `${type}.${this.#retailerId}`, Data: [...items.values()] }],
            };
      const id = randomUUID();
      for (const hook of this.#hooks.values()) {
        if (!hook.isActive || hook.type !== type) continue;
        const delivery = this.#deliver(hook, (attempt) => {
          const body = notification(attempt, id);
          return toKiotVietJson(this.#keepEmptyValues ? body : withoutEmptyValues(body));
        }).finally(() => this.#inFlight.delete(delivery));
        this.#inFlight.add(delivery);
      }
    }
  }

  async #deliver(hook: Webhook, bodyOf: (attempt: number) => string): Promise<void> {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const body = bodyOf(attempt);
      let status = 0;
      try {
        const answer = await fetch(hook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            ...(hook.secret ? { 'X-Hub-Signature': webhookSignature(hook.secret, body) } : {}),
          },
          body,
          signal: AbortSignal.timeout(answerWithinMs),
        });
        status = answer.status;
        await answer.arrayBuffer();
      } catch {
        status = 0;
      }
      this.deliveries.push({ webhookId: hook.id, type: hook.type, attempt, status, body });
      if (this.deliveries.length > deliveryLogLimit) this.deliveries.shift();
      if (status >= 200 && status < 300) return;
      if (stopStatuses.has(status)) {
        hook.isActive = false;
        return;
      }
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

function refused(message: string): ApiAnswer {
  return kiotVietError(420, 'KvValidateException', message);
}

function notFoundHook(): ApiAnswer {
  return kiotVietError(404, 'NotFound', 'Không tìm thấy webhook');
}
