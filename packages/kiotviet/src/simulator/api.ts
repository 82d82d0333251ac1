import { parseKiotVietDate } from '../client/dates';
import type { Collection, QueryOptions, SimRecord } from './collection';
import type { Dataset } from './dataset';
import type { SimPurchaseOrder, SimSupplier } from './records';
import {
  renderBranch,
  renderCategory,
  renderCustomer,
  renderInvoice,
  renderProduct,
  renderPurchaseOrder,
  renderSupplier,
} from './render';
import type { Conveniences } from './shape';
import {
  createCategory,
  createProduct,
  createPurchaseOrder,
  type ReceivedReceipt,
  RefusedWrite,
} from './writes';

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A request the API answers (already authenticated and admitted by the rate limit). */
export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  now: number;
}

class BadRequest extends Error {}

export const kiotVietError = (status: number, errorCode: string, message: string): ApiAnswer => ({
  status,
  body: { responseStatus: { errorCode, message, errors: [] } },
});

/** KiotViet's Public API over a {@link Dataset}: paths, parameters, shapes and quirks. */
export class KiotVietApi {
  readonly #data: Dataset;
  readonly #retailerId: number;
  readonly #shape: Conveniences;
  /** Receipts created through `POST /purchaseorders`, with the body as received. */
  readonly receipts: ReceivedReceipt[] = [];

  constructor(data: Dataset, retailerId: number, shape: Conveniences) {
    this.#data = data;
    this.#retailerId = retailerId;
    this.#shape = shape;
  }

  handle(request: ApiRequest): ApiAnswer {
    try {
      return this.#route(request);
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      return this.#refusal(error.message);
    }
  }

  /** KiotViet refuses a request it cannot take (a read's or a write's) with 420 and a validation exception. */
  #refusal(message: string): ApiAnswer {
    return this.#shape.plainErrors
      ? kiotVietError(400, 'BadRequest', message)
      : kiotVietError(420, 'KvValidateException', message);
  }

  #route(request: ApiRequest): ApiAnswer {
    const { method, query } = request;
    const segments = request.path.toLowerCase().split('/').filter(Boolean);
    const data = this.#data;
    const retailerId = this.#retailerId;
    const [resource, second, third] = segments;
    if (method === 'POST' && segments.length === 1) {
      const write = this.#write(resource, request);
      if (write) return write;
    }
    if (method !== 'GET')
      return kiotVietError(405, 'MethodNotAllowed', `${method} ${request.path} is not supported`);
    const inventory = flag(query, 'includeInventory');
    const lots = flag(query, 'IncludeBatchExpires');
    const includeTotal = flag(query, 'includeTotal');

    switch (resource) {
      case 'branches':
        if (second === undefined) {
          return this.#list(data.branches, query, 'removedIds', (branch) => renderBranch(branch, retailerId));
        }
        break;
      case 'categories': {
        if (second !== undefined) {
          const category = data.categories.getById(Number(second));
          return category
            ? {
                status: 200,
                body: { data: renderCategory(category, retailerId, this.#hasChild(category.id)) },
              }
            : notFound('nhóm hàng');
        }
        if (flag(query, 'hierachicalData')) return this.#categoryTree(query);
        return this.#list(data.categories, query, 'removedIds', (category) =>
          renderCategory(category, retailerId, this.#hasChild(category.id)),
        );
      }
      case 'products': {
        const render = (product: Parameters<typeof renderProduct>[0]) =>
          renderProduct(product, data, retailerId, { inventory, lots, lotIds: this.#shape.lotIds });
        if (second === 'code' && third !== undefined) {
          return this.#byCode(
            data.products,
            decodeURIComponent(request.path.split('/').pop() ?? ''),
            render,
            'hàng hóa',
          );
        }
        if (second !== undefined) return this.#byId(data.products, second, render, 'hàng hóa');
        const categoryId = optionalInt(query, 'categoryId');
        const isActive = query.get('isActive');
        const where =
          categoryId === undefined && isActive === null
            ? undefined
            : (product: { categoryId: number; isActive: boolean }) =>
                (categoryId === undefined || product.categoryId === categoryId) &&
                (isActive === null || product.isActive === (isActive.toLowerCase() === 'true'));
        return this.#list(
          data.products,
          query,
          'removeId',
          render,
          where && { where, key: `${categoryId}|${isActive}` },
        );
      }
      case 'customers': {
        const renderWith = (totals: boolean) => (customer: Parameters<typeof renderCustomer>[0]) =>
          renderCustomer(customer, data.customers.indexOf(customer.id) ?? 0, data, retailerId, totals);
        const render = renderWith(includeTotal);
        // One customer's answer carries the totals (documented so), the list only with includeTotal.
        if (second === 'code' && third !== undefined) {
          return this.#byCode(
            data.customers,
            decodeURIComponent(request.path.split('/').pop() ?? ''),
            renderWith(true),
            'khách hàng',
          );
        }
        if (second !== undefined) return this.#byId(data.customers, second, renderWith(true), 'khách hàng');
        const code = query.get('code');
        const where = code ? (customer: { code: string }) => customer.code === code : undefined;
        return this.#list(data.customers, query, 'removeId', render, where && { where, key: `code:${code}` });
      }
      case 'invoices': {
        // One invoice's answer says how it was paid; the list only with includePayment.
        const renderWith = (payments: boolean) => (invoice: Parameters<typeof renderInvoice>[0]) =>
          renderInvoice(invoice, data, { payments });
        const render = renderWith(flag(query, 'includePayment'));
        if (second === 'code' && third !== undefined) {
          return this.#byCode(
            data.invoices,
            decodeURIComponent(request.path.split('/').pop() ?? ''),
            renderWith(true),
            'hóa đơn',
          );
        }
        if (second !== undefined) return this.#byId(data.invoices, second, renderWith(true), 'hóa đơn');
        const branchIds = intList(query, 'branchIds');
        const status = intList(query, 'status');
        const customerIds = intList(query, 'customerIds');
        const where =
          branchIds || status || customerIds
            ? (invoice: Parameters<typeof render>[0]) =>
                (!branchIds || branchIds.includes(invoice.branchId)) &&
                (!status || status.includes(invoice.status)) &&
                (!customerIds ||
                  (invoice.customerIndex !== null &&
                    customerIds.includes(data.customers.idOf(invoice.customerIndex))))
            : undefined;
        return this.#list(
          data.invoices,
          query,
          undefined,
          render,
          where && { where, key: `${branchIds}|${status}|${customerIds}` },
          this.#purchaseDateRange(query, data.invoices),
        );
      }
      case 'suppliers': {
        if (second !== undefined) {
          return this.#byId(
            data.suppliers,
            second,
            (supplier) => this.#renderSupplier(supplier),
            'nhà cung cấp',
          );
        }
        const code = query.get('code');
        const name = query.get('name')?.toLowerCase();
        const where =
          code || name
            ? (supplier: SimSupplier) =>
                (!code || supplier.code === code) && (!name || supplier.name.toLowerCase().includes(name))
            : undefined;
        return this.#list(
          data.suppliers,
          query,
          'removedId',
          (supplier) => this.#renderSupplier(supplier),
          where && { where, key: `${code}|${name}` },
        );
      }
      case 'purchaseorders': {
        const render = (order: SimPurchaseOrder) => renderPurchaseOrder(order, data, retailerId);
        if (second !== undefined) return this.#byId(data.purchaseOrders, second, render, 'phiếu nhập hàng');
        const branchIds = intList(query, 'branchIds');
        const status = intList(query, 'status');
        const where =
          branchIds || status
            ? (order: SimPurchaseOrder) =>
                (!branchIds || branchIds.includes(order.branchId)) &&
                (!status || status.includes(order.status))
            : undefined;
        return this.#list(
          data.purchaseOrders,
          query,
          undefined,
          render,
          where && { where, key: `${branchIds}|${status}` },
          this.#purchaseDateRange(query, data.purchaseOrders),
        );
      }
    }
    return kiotVietError(404, 'NotFound', `Không tìm thấy đường dẫn ${request.path}`);
  }

  /** The documented creates (receipts, products, product groups); undefined for a path that takes no POST. */
  #write(resource: string | undefined, request: ApiRequest): ApiAnswer | undefined {
    const data = this.#data;
    try {
      switch (resource) {
        case 'purchaseorders':
          return {
            status: 200,
            body: createPurchaseOrder(data, this.#retailerId, request, this.receipts),
          };
        case 'products': {
          const product = createProduct(data, request);
          return {
            status: 200,
            body: renderProduct(product, data, this.#retailerId, { inventory: true, lots: false }),
          };
        }
        case 'categories': {
          const category = createCategory(data, request);
          return {
            status: 200,
            body: {
              message: 'Cập nhật dữ liệu thành công',
              data: renderCategory(category, this.#retailerId, false),
            },
          };
        }
        default:
          return undefined;
      }
    } catch (error) {
      if (error instanceof RefusedWrite) return this.#refusal(error.message);
      throw error;
    }
  }

  #renderSupplier(supplier: SimSupplier) {
    return renderSupplier(supplier, this.#retailerId, this.#data.branchIds[0] ?? null);
  }

  #hasChild(categoryId: number): boolean {
    const categories = this.#data.categories;
    for (let index = 0; index < categories.size; index += 1) {
      if (categories.get(index)?.parentId === categoryId) return true;
    }
    return false;
  }

  /** `hierachicalData=true`: root categories with their `children`, paged by root. */
  #categoryTree(query: URLSearchParams): ApiAnswer {
    const categories = this.#data.categories;
    const all = Array.from({ length: categories.size }, (_, index) => categories.get(index)).filter(
      (category) => category !== undefined,
    );
    const node = (category: (typeof all)[number]): unknown => {
      const children = all.filter((child) => child.parentId === category.id);
      return {
        ...renderCategory(category, this.#retailerId, children.length > 0),
        ...(children.length > 0 ? { children: children.map(node) } : {}),
      };
    };
    const roots = all.filter(
      (category) => category.parentId === null || !categories.getById(category.parentId),
    );
    const { pageSize, currentItem } = paging(query);
    return {
      status: 200,
      body: {
        total: roots.length,
        pageSize,
        data: roots.slice(currentItem, currentItem + pageSize).map(node),
        removedIds: flag(query, 'includeRemoveIds') ? categories.removedIdsSince(since(query)) : undefined,
        timestamp: undefined,
      },
    };
  }

  #purchaseDateRange<R extends SimRecord & { purchaseAt: number }>(
    query: URLSearchParams,
    collection: Collection<R>,
  ): QueryOptions<R>['range'] {
    const from = optionalDate(query, 'fromPurchaseDate');
    const to = optionalDate(query, 'toPurchaseDate');
    if (from === undefined && to === undefined) return undefined;
    // Base records are in purchase-date order, so the range of dates is a range of indices.
    const lo = from === undefined ? 0 : searchIndex(collection, (record) => record.purchaseAt >= from);
    const hi =
      to === undefined
        ? Number.MAX_SAFE_INTEGER
        : searchIndex(collection, (record) => record.purchaseAt > to);
    return {
      from: lo,
      to: hi,
      test: (record) =>
        (from === undefined || record.purchaseAt >= from) && (to === undefined || record.purchaseAt <= to),
    };
  }

  #list<R extends SimRecord>(
    collection: Collection<R>,
    query: URLSearchParams,
    removedField: string | undefined,
    render: (record: R) => unknown,
    filter?: { where: (record: R) => boolean; key: string },
    range?: QueryOptions<R>['range'],
  ): ApiAnswer {
    const { pageSize, currentItem } = paging(query);
    const modifiedSince = since(query);
    const result = collection.query({
      since: modifiedSince,
      ...this.#order(collection, query),
      range,
      where: filter?.where,
      ...(filter ? { whereKey: filter.key } : {}),
    });
    const data: unknown[] = [];
    for (
      let position = currentItem;
      position < Math.min(result.total, currentItem + pageSize);
      position += 1
    ) {
      data.push(render(result.at(position)));
    }
    const body: Record<string, unknown> = { total: result.total, pageSize, data };
    if (removedField && flag(query, 'includeRemoveIds')) {
      body[removedField] = collection.removedIdsSince(modifiedSince);
    }
    return { status: 200, body };
  }

  /**
   * The order of a list: `orderBy` id or modifiedDate where KiotViet documents `orderBy`; where it does not (suppliers,
   * receipts) the parameter is not read and the records come in an order of the store's own.
   */
  #order<R extends SimRecord>(
    collection: Collection<R>,
    query: URLSearchParams,
  ): Pick<QueryOptions<R>, 'order' | 'descending'> {
    const data = this.#data;
    const sorted = this.#shape.sortedLists;
    const undocumented: readonly unknown[] = [data.suppliers, data.purchaseOrders];
    const documented = !undocumented.includes(collection);
    if (!documented && !sorted) return { order: 'shuffled' };
    const orderBy = (query.get('orderBy') ?? 'id').toLowerCase();
    if (orderBy !== 'id' && orderBy !== 'modifieddate') {
      throw new BadRequest(
        `orderBy '${query.get('orderBy')}' is not supported by the simulator (id, modifiedDate)`,
      );
    }
    const direction = (query.get('orderDirection') ?? 'Asc').toLowerCase();
    if (direction !== 'asc' && direction !== 'desc')
      throw new BadRequest('orderDirection must be Asc or Desc');
    const byDate = sorted ? 'modifiedDate' : 'modifiedNullsFirst';
    return { order: orderBy === 'id' ? 'id' : byDate, descending: direction === 'desc' };
  }

  #byId<R extends SimRecord>(
    collection: Collection<R>,
    idText: string,
    render: (record: R) => unknown,
    what: string,
  ): ApiAnswer {
    if (!/^\d{1,15}$/.test(idText)) throw new BadRequest(`id không hợp lệ: ${idText}`);
    const record = collection.getById(Number(idText));
    return record ? { status: 200, body: render(record) } : notFound(what);
  }

  #byCode<R extends SimRecord & { code: string }>(
    collection: Collection<R>,
    code: string,
    render: (record: R) => unknown,
    what: string,
  ): ApiAnswer {
    const result = collection.query({
      order: 'id',
      where: (record) => record.code === code,
      whereKey: `code=${code}`,
    });
    return result.total > 0 ? { status: 200, body: render(result.at(0)) } : notFound(what);
  }
}

function notFound(what: string): ApiAnswer {
  return kiotVietError(404, 'NotFound', `Không tìm thấy ${what}`);
}

function flag(query: URLSearchParams, name: string): boolean {
  for (const [key, value] of query)
    if (key.toLowerCase() === name.toLowerCase()) return value.toLowerCase() === 'true';
  return false;
}

/** KiotViet's paging: `pageSize` defaults to 20 and is clamped to 100; `currentItem` is an offset. */
function paging(query: URLSearchParams): { pageSize: number; currentItem: number } {
  const size = optionalInt(query, 'pageSize') ?? 20;
  const currentItem = optionalInt(query, 'currentItem') ?? 0;
  if (currentItem < 0) throw new BadRequest('currentItem phải ≥ 0');
  return { pageSize: size <= 0 ? 20 : Math.min(size, 100), currentItem };
}

function optionalInt(query: URLSearchParams, name: string): number | undefined {
  const text = query.get(name);
  if (text === null || text === '') return undefined;
  if (!/^-?\d{1,15}$/.test(text)) throw new BadRequest(`${name} phải là số nguyên: ${text}`);
  return Number(text);
}

function intList(query: URLSearchParams, name: string): number[] | undefined {
  const values = query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .filter(Boolean);
  if (values.length === 0) return undefined;
  return values.map((value) => {
    if (!/^\d{1,15}$/.test(value)) throw new BadRequest(`${name} phải là danh sách số: ${value}`);
    return Number(value);
  });
}

function optionalDate(query: URLSearchParams, name: string): number | undefined {
  const text = query.get(name);
  if (text === null || text === '') return undefined;
  try {
    return parseKiotVietDate(text).getTime();
  } catch {
    throw new BadRequest(`${name} không phải ngày hợp lệ: ${text}`);
  }
}

function since(query: URLSearchParams): number | undefined {
  return optionalDate(query, 'lastModifiedFrom');
}

/** The first base index whose record passes `test` (which must be monotone over the base). */
function searchIndex<R extends SimRecord>(collection: Collection<R>, test: (record: R) => boolean): number {
  let low = 0;
  let high = collection.baseCount;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const record = collection.getEvenDeleted(middle);
    if (record && test(record)) high = middle;
    else low = middle + 1;
  }
  return low;
}
