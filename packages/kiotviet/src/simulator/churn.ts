import { type Dataset, invoiceDiscount, invoicePayments } from './dataset';
import { Random } from './random';
import type { SimInvoice, SimInvoiceLine } from './records';

/** How many changes of each kind to make. */
export interface ChurnSpec {
  /** Price, stock or status edits of existing products. */
  editProducts?: number;
  newProducts?: number;
  deleteProducts?: number;
  editCustomers?: number;
  newCustomers?: number;
  deleteCustomers?: number;
  /** New sales, now: they take stock from the products they sell. */
  newInvoices?: number;
  /** Invoices moved along: processing → completed, or a completed one cancelled. */
  editInvoices?: number;
  editSuppliers?: number;
  deleteSuppliers?: number;
}

export interface ChurnResult {
  products: { edited: number[]; created: number[]; deleted: number[] };
  customers: { edited: number[]; created: number[]; deleted: number[] };
  invoices: { edited: number[]; created: number[] };
  suppliers: { edited: number[]; deleted: number[] };
}

const churnStream = 99;

/**
 * The store's life after the simulator starts, at the clock's current time: what an incremental sync must see.
 * Deterministic for a seed and the sequence of churn calls.
 */
export class Churn {
  readonly #data: Dataset;
  #round = 0;

  constructor(data: Dataset) {
    this.#data = data;
  }

  apply(spec: ChurnSpec, now: number): ChurnResult {
    const data = this.#data;
    const random = new Random(data.seed, churnStream, this.#round);
    this.#round += 1;
    const result: ChurnResult = {
      products: { edited: [], created: [], deleted: [] },
      customers: { edited: [], created: [], deleted: [] },
      invoices: { edited: [], created: [] },
      suppliers: { edited: [], deleted: [] },
    };
    const live = <T>(collection: { size: number; get(index: number): T | undefined }) => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const index = random.int(0, collection.size - 1);
        if (collection.get(index)) return index;
      }
      return undefined;
    };

    for (let n = 0; n < (spec.editProducts ?? 0); n += 1) {
      const index = live(data.products);
      if (index === undefined) break;
      const kind = random.int(0, 2);
      const record = data.products.edit(
        index,
        (product) => {
          if (kind === 0) {
            // A price change of 5–15%, rounded to 500 đồng.
            const factor = 1 + random.pick([-1, 1]) * (0.05 + random.next() * 0.1);
            product.basePrice4 =
              Math.max(500, Math.round(((product.basePrice4 / 10_000) * factor) / 500) * 500) * 10_000;
          } else if (kind === 1) {
            const inventory = random.pick(product.inventories);
            inventory.onHand = random.int(0, 150);
          } else {
            product.isActive = !product.isActive;
          }
          return product;
        },
        now,
      );
      result.products.edited.push(record.id);
    }
    for (let n = 0; n < (spec.newProducts ?? 0); n += 1) {
      const template = data.products.get(random.int(0, data.products.baseCount - 1));
      if (!template) continue;
      const record = data.products.create((index, id) => ({
        ...template,
        id,
        code: `SP${String(index + 1).padStart(6, '0')}`,
        name: `${template.name} (mẫu mới)`,
        fullName: `${template.fullName} – mẫu mới`,
        lots: template.lots.map((lot, position) => ({
          ...lot,
          id: 800_000_000 + index * 8 + position,
          createdAt: now,
        })),
        createdAt: now,
        modifiedAt: null,
      }));
      result.products.created.push(record.id);
    }
    for (let n = 0; n < (spec.deleteProducts ?? 0); n += 1) {
      const index = live(data.products);
      if (index === undefined) break;
      data.products.remove(index, now);
      result.products.deleted.push(data.products.idOf(index));
    }

    for (let n = 0; n < (spec.editCustomers ?? 0); n += 1) {
      const index = live(data.customers);
      if (index === undefined) break;
      const record = data.customers.edit(
        index,
        (customer) => ({
          ...customer,
          contactNumber: `09${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
          email: customer.email ?? (random.chance(0.5) ? `khachhang${customer.id}@gmail.com` : null),
        }),
        now,
      );
      result.customers.edited.push(record.id);
    }
    for (let n = 0; n < (spec.newCustomers ?? 0); n += 1) {
      const template = data.customers.get(random.int(0, data.customers.baseCount - 1));
      if (!template) continue;
      const record = data.customers.create((index, id) => ({
        ...template,
        id,
        code: `KH${String(index + 1).padStart(6, '0')}`,
        debt4: 0,
        createdAt: now,
        modifiedAt: null,
      }));
      result.customers.created.push(record.id);
    }
    for (let n = 0; n < (spec.deleteCustomers ?? 0); n += 1) {
      const index = live(data.customers);
      if (index === undefined) break;
      data.customers.remove(index, now);
      result.customers.deleted.push(data.customers.idOf(index));
    }

    for (let n = 0; n < (spec.newInvoices ?? 0); n += 1) {
      result.invoices.created.push(this.#sale(random, now).id);
    }
    for (let n = 0; n < (spec.editInvoices ?? 0); n += 1) {
      const index = live(data.invoices);
      if (index === undefined) break;
      const before = data.invoices.get(index) as SimInvoice;
      const after = data.invoices.edit(
        index,
        (invoice) => ({
          ...invoice,
          status: invoice.status === 3 ? 1 : invoice.status === 1 ? 2 : invoice.status,
        }),
        now,
      );
      data.applyToTotals(before, after);
      result.invoices.edited.push(after.id);
    }

    for (let n = 0; n < (spec.editSuppliers ?? 0); n += 1) {
      const index = live(data.suppliers);
      if (index === undefined) break;
      const record = data.suppliers.edit(
        index,
        (supplier) => ({ ...supplier, contactNumber: `028${random.int(3000_0000, 3999_9999)}` }),
        now,
      );
      result.suppliers.edited.push(record.id);
    }
    for (let n = 0; n < (spec.deleteSuppliers ?? 0); n += 1) {
      const index = live(data.suppliers);
      if (index === undefined) break;
      data.suppliers.remove(index, now);
      result.suppliers.deleted.push(data.suppliers.idOf(index));
    }
    return result;
  }

  /** A sale now: a customer (or a walk-in), a few products, stock taken from the branch and its lots. */
  #sale(random: Random, now: number): SimInvoice {
    const data = this.#data;
    const customerIndex = random.chance(0.3) ? null : data.pickCustomer(random);
    const customer = customerIndex === null ? undefined : data.customers.get(customerIndex);
    const branchId = customer?.branchId ?? random.pick(data.branchIds);
    const lines: SimInvoiceLine[] = [];
    for (let n = random.int(1, 3); n > 0; n -= 1) {
      const productIndex = data.pickProduct(random);
      const product = data.products.get(productIndex);
      if (!product || lines.some((line) => line.productIndex === productIndex)) continue;
      const line = data.saleLine(productIndex, product, random.int(1, 3), now, random, branchId);
      lines.push(line);
      data.products.edit(
        productIndex,
        (current) => ({
          ...current,
          inventories: current.inventories.map((inventory) =>
            inventory.branchId === branchId
              ? { ...inventory, onHand: Math.max(0, inventory.onHand - line.quantity) }
              : inventory,
          ),
          lots: current.lots.map((lot) =>
            lot.id === line.lot?.id ? { ...lot, onHand: Math.max(0, lot.onHand - line.quantity) } : lot,
          ),
        }),
        now,
      );
    }
    const soldById = random.pick(data.usersOf(branchId)).id;
    const discount = invoiceDiscount(lines, random);
    const payments = invoicePayments(random);
    const invoice = data.invoices.create((index, id) => ({
      id,
      code: `HD${String(index + 1).padStart(6, '0')}`,
      purchaseAt: now,
      branchId,
      soldById,
      customerIndex: customer ? customerIndex : null,
      status: 1,
      description: null,
      lines,
      ...discount,
      paymentMethods: payments,
      createdAt: now,
      modifiedAt: null,
    }));
    data.applyToTotals(undefined, invoice);
    return invoice;
  }
}
