import { Collection } from './collection';
import { hash32, Random } from './random';
import {
  dong,
  type PaymentMethod,
  type SimBranch,
  type SimCategory,
  type SimCustomer,
  type SimInvoice,
  type SimInvoiceLine,
  type SimLot,
  type SimProduct,
  type SimPurchaseOrder,
  type SimSupplier,
  type SimUnit,
  type SimUser,
} from './records';
import type { StoreSize } from './sizes';
import {
  asciiSlug,
  branchNames,
  categoryTemplates,
  customerGroupNames,
  type DrugTemplate,
  districts,
  drugTemplates,
  familyNames,
  femaleGivenNames,
  femaleMiddleNames,
  maleGivenNames,
  maleMiddleNames,
  manufacturers,
  staffTitles,
  supplierNames,
} from './vocabulary';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const vietnamOffset = 7 * hour;
const yearDays = 365;

/** Kinds of generated values, so that two generators never share a random stream. */
const stream = {
  branch: 1,
  category: 2,
  product: 3,
  lot: 4,
  customer: 5,
  regular: 6,
  day: 7,
  invoice: 8,
  supplier: 9,
  purchaseOrder: 10,
  user: 11,
  reorder: 12,
} as const;

const idBases = {
  branch: 1_000,
  category: 100_000,
  product: 21_000_000,
  customer: 30_000_000,
  invoice: 200_000_000,
  supplier: 500_000,
  purchaseOrder: 600_000_000,
  user: 40_000,
  lot: 700_000_000,
  /** A product's other units: four ids per product. */
  unit: 800_000_000,
} as const;

/** The start of the Vietnamese calendar day that holds `instant`. */
export function vietnamDayStart(instant: number): number {
  return Math.floor((instant + vietnamOffset) / day) * day - vietnamOffset;
}

/**
 * A customer who buys the same medicine again and again: the data behind repurchase suggestions. `dueInDays`
 * says when the next purchase is due relative to the start day (0 = today, negative = overdue).
 */
export interface RegularPurchase {
  customerIndex: number;
  productIndex: number;
  intervalDays: number;
  quantity: number;
  /** Days (relative to the start day, negative) of the purchases, oldest first. */
  days: number[];
  /** Minutes after midnight at which this customer usually comes. */
  minuteOfDay: number;
  dueInDays: number;
}

interface DayEntry {
  at: number;
  /** A regular purchase (index into `regulars`, purchase number) or the n-th other invoice of the day. */
  regular?: { index: number; purchase: number };
  ordinal?: number;
}

export interface DatasetOptions {
  seed: number;
  size: StoreSize;
  /** The simulator's "now" when it starts: history ends here, changes come after. */
  start: number;
}

/** A deterministic Vietnamese pharmacy chain: everything KiotViet would hold for it. */
export class Dataset {
  readonly seed: number;
  readonly size: StoreSize;
  readonly start: number;
  readonly startDay: number;
  readonly branches: Collection<SimBranch>;
  readonly categories: Collection<SimCategory>;
  readonly products: Collection<SimProduct>;
  readonly customers: Collection<SimCustomer>;
  readonly invoices: Collection<SimInvoice>;
  readonly suppliers: Collection<SimSupplier>;
  readonly purchaseOrders: Collection<SimPurchaseOrder>;
  readonly users: SimUser[];
  readonly regulars: RegularPurchase[];
  readonly #branchRecords: SimBranch[];
  readonly #categoryRecords: SimCategory[];
  readonly #categoryIdByKey = new Map<string, number>();
  readonly #supplierRecords: SimSupplier[];
  readonly #purchaseOrderRecords: SimPurchaseOrder[];
  /** Invoices before each history day (prefix sums), for index → day. */
  readonly #invoicesBefore: Int32Array;
  readonly #regularsByDay = new Map<number, { index: number; purchase: number }[]>();
  readonly #dayCache = new Map<number, DayEntry[]>();
  /** Multiplier coprime with the product count: spreads best sellers over the catalogue. */
  readonly #productStride: number;
  /** Each product's drug and name, its name unique in the store (worked out once, on first use). */
  #productPlan: { templates: Uint16Array; names: string[] } | undefined;
  #customerTotals: { revenue4: Float64Array; invoiced4: Float64Array } | undefined;

  constructor(options: DatasetOptions) {
    this.seed = options.seed;
    this.size = options.size;
    this.start = options.start;
    this.startDay = vietnamDayStart(options.start);
    this.#productStride = coprimeStride(options.size.products, options.seed);

    this.#categoryRecords = this.#buildCategories();
    this.categories = fromArray(this.#categoryRecords, idBases.category);
    this.#branchRecords = this.#buildBranches();
    this.branches = fromArray(this.#branchRecords, idBases.branch);
    this.users = this.#buildUsers();
    this.#supplierRecords = this.#buildSuppliers();
    this.suppliers = fromArray(this.#supplierRecords, idBases.supplier);

    this.products = new Collection<SimProduct>({
      count: options.size.products,
      idBase: idBases.product,
      generate: (index) => this.#product(index),
      changedAt: (index) => this.#spreadOver(index, options.size.products, 3 * yearDays),
    });
    this.customers = new Collection<SimCustomer>({
      count: options.size.customers,
      idBase: idBases.customer,
      generate: (index) => this.#customer(index),
      changedAt: (index) => this.#spreadOver(index, options.size.customers, 4 * yearDays),
    });

    this.regulars = this.#buildRegulars();
    this.#invoicesBefore = this.#buildDays();
    this.invoices = new Collection<SimInvoice>({
      count: this.#invoicesBefore[yearDays] ?? 0,
      idBase: idBases.invoice,
      generate: (index) => this.#invoice(index),
      changedAt: (index) => this.#invoiceTime(index),
      // Past sales are never edited: history is written once (churn edits go to the overlay).
      neverModified: true,
    });

    this.#purchaseOrderRecords = this.#buildPurchaseOrders();
    this.purchaseOrders = fromArray(this.#purchaseOrderRecords, idBases.purchaseOrder);
  }

  categoryIdOfKey(key: string): number {
    const id = this.#categoryIdByKey.get(key);
    if (id === undefined) throw new Error(`unknown category ${key}`);
    return id;
  }

  /** Ids of the branches that exist, lowest first. */
  get branchIds(): number[] {
    return this.#branchRecords.map((branch) => branch.id).filter((id) => this.branches.getById(id));
  }

  /** Sales totals per customer index (completed invoices), computed once on first use. */
  customerTotals(index: number): { revenue4: number; invoiced4: number } {
    if (!this.#customerTotals) {
      const revenue4 = new Float64Array(this.customers.size + 1024);
      const invoiced4 = new Float64Array(this.customers.size + 1024);
      for (let invoice = 0; invoice < this.invoices.size; invoice += 1) {
        const record = this.invoices.get(invoice);
        if (record) this.#addToTotals(record, revenue4, invoiced4);
      }
      this.#customerTotals = { revenue4, invoiced4 };
    }
    const totals = this.#customerTotals;
    return { revenue4: totals.revenue4[index] ?? 0, invoiced4: totals.invoiced4[index] ?? 0 };
  }

  /** Keeps the customer totals right when an invoice is created or changes status. */
  applyToTotals(before: SimInvoice | undefined, after: SimInvoice | undefined): void {
    const totals = this.#customerTotals;
    if (!totals) return;
    if (totals.revenue4.length < this.customers.size) {
      const grow = (array: Float64Array) => {
        const next = new Float64Array(this.customers.size * 2);
        next.set(array);
        return next;
      };
      totals.revenue4 = grow(totals.revenue4);
      totals.invoiced4 = grow(totals.invoiced4);
    }
    if (before) this.#addToTotals(before, totals.revenue4, totals.invoiced4, -1);
    if (after) this.#addToTotals(after, totals.revenue4, totals.invoiced4);
  }

  #addToTotals(invoice: SimInvoice, revenue4: Float64Array, invoiced4: Float64Array, sign = 1): void {
    if (invoice.customerIndex === null || invoice.status !== 1) return;
    const total = invoiceTotal4(invoice);
    revenue4[invoice.customerIndex] = (revenue4[invoice.customerIndex] ?? 0) + sign * total;
    invoiced4[invoice.customerIndex] = (invoiced4[invoice.customerIndex] ?? 0) + sign * total;
  }

  /** The template a product index is made from (cheap: no lots, no stock). */
  drugOf(index: number): DrugTemplate {
    return drugTemplates[this.#plan().templates[index] ?? 0] as DrugTemplate;
  }

  /** A product index for a sale, skewed towards the shop's best sellers. */
  pickProduct(random: Random): number {
    return (random.skewed(this.size.products, 1.8) * this.#productStride) % this.size.products;
  }

  pickCustomer(random: Random): number {
    return random.skewed(this.size.customers, 1.6);
  }

  usersOf(branchId: number): SimUser[] {
    const users = this.users.filter((user) => user.branchId === branchId);
    return users.length > 0 ? users : this.users;
  }

  /** Spreads base records over the `days` before the start, strictly in index order. */
  #spreadOver(index: number, count: number, days: number): number {
    const from = this.startDay - days * day;
    return from + Math.floor(((this.startDay - hour - from) * (index + 0.5)) / count);
  }

  #buildCategories(): SimCategory[] {
    const created = this.startDay - 4 * yearDays * day;
    return categoryTemplates.map((template, index) => {
      const id = idBases.category + index;
      this.#categoryIdByKey.set(template.key, id);
      const parentId =
        template.parent === undefined ? null : (this.#categoryIdByKey.get(template.parent) ?? null);
      return { id, name: template.name, parentId, createdAt: created + index * hour, modifiedAt: null };
    });
  }

  #buildBranches(): SimBranch[] {
    const created = this.startDay - 4 * yearDays * day;
    return Array.from({ length: this.size.branches }, (_, index) => {
      const random = new Random(this.seed, stream.branch, index);
      const district = districts[index % districts.length] as (typeof districts)[number];
      const name =
        branchNames[index] ??
        `Nhà thuốc Minh Châu – Chi nhánh ${district.district.replace(/^(Quận|Thành phố) /, '')} ${Math.floor(index / districts.length) + 1}`;
      // Some branches were never given an address or a phone number in KiotViet (the third, the second, then some).
      const hasAddress = index !== 2 && (index < 3 || random.chance(0.75));
      const hasPhone = index !== 1 && (index < 3 || random.chance(0.7));
      return {
        id: idBases.branch + index,
        name,
        code: `CN${String(index + 1).padStart(3, '0')}`,
        contactNumber: hasPhone ? phoneNumber(random) : null,
        email: index === 0 ? 'minhchau.pharmacy@gmail.com' : null,
        address: hasAddress ? `${random.int(1, 420)} ${random.pick(district.streets)}` : null,
        locationName: hasAddress ? `${district.city} - ${district.district}` : null,
        wardName: hasAddress ? random.pick(district.wards) : null,
        createdAt: created + index * 90 * day,
        modifiedAt: null,
      };
    });
  }

  #buildUsers(): SimUser[] {
    return this.#branchRecords.flatMap((branch, branchIndex) => {
      const random = new Random(this.seed, stream.user, branchIndex);
      return Array.from({ length: random.int(2, 4) }, (_, index) => {
        const person = personName(random);
        return {
          id: idBases.user + branchIndex * 10 + index,
          name: `${random.pick(staffTitles)} ${person.name}`,
          branchId: branch.id,
        };
      });
    });
  }

  #buildSuppliers(): SimSupplier[] {
    return Array.from({ length: this.size.suppliers }, (_, index) => {
      const random = new Random(this.seed, stream.supplier, index);
      const district = random.pick(districts);
      const base = supplierNames[index % supplierNames.length] as string;
      const round = Math.floor(index / supplierNames.length);
      const createdAt = this.#spreadOver(index, this.size.suppliers, 4 * yearDays);
      return {
        id: idBases.supplier + index,
        code: `NCC${String(index + 1).padStart(6, '0')}`,
        name: round === 0 ? base : `${base} – Chi nhánh ${district.city} ${round}`,
        contactNumber: random.chance(0.85) ? `028${random.int(3000_0000, 3999_9999)}` : null,
        email: random.chance(0.6) ? `donhang${index + 1}@${asciiSlug(base).slice(-18)}.com.vn` : null,
        address: random.chance(0.9) ? `${random.int(1, 300)} ${random.pick(district.streets)}` : null,
        locationName: `${district.city} - ${district.district}`,
        wardName: random.pick(district.wards),
        taxCode: random.chance(0.8) ? String(random.int(3_000_000_000, 3_999_999_999)) : null,
        isActive: random.chance(0.92),
        debt4: random.chance(0.3) ? dong(random.int(1, 400) * 50_000) : 0,
        createdAt,
        modifiedAt: null,
      };
    });
  }

  /**
   * Each product's drug and name, in index order, no name twice: a store names two products apart (staff pick by
   * name). The first products take each drug once; the rest draw one. A medicine carries its maker; when another
   * product already has that name it takes the next maker not yet used for the drug; a drug with no name left (a
   * device or cosmetic is known by its brand alone) gives way to the next drug that has one. Only once every drug's
   * names are taken (the `ci` and `scale` stores, thousands of products from fifty drugs) do names repeat.
   */
  #plan(): { templates: Uint16Array; names: string[] } {
    if (this.#productPlan) return this.#productPlan;
    const count = drugTemplates.length;
    const taken = new Set<string>();
    const exhausted = new Set<number>();
    const templates = new Uint16Array(this.size.products);
    const names: string[] = [];
    const namesOf = (drug: DrugTemplate, maker: string) => {
      const branded = !drug.lots || drug.category.startsWith('device');
      if (branded || drug.name.includes(maker)) return [drug.name];
      const from = manufacturers.indexOf(maker);
      return [...manufacturers.slice(from), ...manufacturers.slice(0, from)]
        .filter((other) => !drug.name.includes(other))
        .map((other) => `${drug.name} ${other}`);
    };
    for (let index = 0; index < this.size.products; index += 1) {
      const random = new Random(this.seed, stream.product, index, 1);
      const maker = random.pick(manufacturers);
      const drawn = index < count ? index : hash32(this.seed, stream.product, index) % count;
      let template = drawn;
      let name: string | undefined;
      for (let step = 0; step < count && name === undefined; step += 1) {
        const candidate = (drawn + step) % count;
        if (exhausted.has(candidate)) continue;
        const free = namesOf(drugTemplates[candidate] as DrugTemplate, maker).filter((n) => !taken.has(n));
        if (free.length <= 1) exhausted.add(candidate);
        if (free[0] !== undefined) [template, name] = [candidate, free[0]];
      }
      // Every drug's names taken (the largest stores): the drawn drug's first name again.
      name ??= namesOf(drugTemplates[drawn] as DrugTemplate, maker)[0] ?? '';
      taken.add(name);
      templates[index] = template;
      names.push(name);
    }
    this.#productPlan = { templates, names };
    return this.#productPlan;
  }

  #product(index: number): SimProduct {
    const random = new Random(this.seed, stream.product, index, 1);
    const drug = this.drugOf(index);
    random.pick(manufacturers); // the maker, in the name (#names)
    const pack = random.pick(drug.packs);
    const name = this.#plan().names[index] ?? drug.name;
    const changedAt = this.#spreadOver(index, this.size.products, 3 * yearDays);
    const edited = random.chance(0.6);
    const createdAt = edited ? changedAt - random.int(1, 500) * day : changedAt;
    // Prices end in 500 or 000 đồng, as pharmacies price them.
    const price = random.int(drug.price[0] * 2, drug.price[1] * 2) * 500;
    const costRatio = 0.62 + random.next() * 0.2;
    // Some batch-tracked products have no lot at the moment (sold out, or lots never entered).
    const lotControlled = drug.lots;
    const lotCount = lotControlled && random.chance(0.9) ? random.int(1, 7) : 0;
    const branchIds = this.#branchRecords.map((branch) => branch.id);
    const lots: SimLot[] = Array.from({ length: lotCount }, (_, lot) =>
      this.#lot(index, lot, random, branchIds),
    );
    const inventories = branchIds.map((branchId) => {
      const lotStock = lots
        .filter((lot) => lot.branchId === branchId)
        .reduce((sum, lot) => sum + lot.onHand, 0);
      const onHand = lotControlled ? lotStock : random.chance(0.12) ? 0 : random.int(1, 80);
      // KiotViet's weighted-average cost usually has a fraction of a đồng.
      const cost4 = Math.round(price * costRatio * 10_000) + random.int(0, 9_999);
      return {
        branchId,
        onHand,
        reserved: random.chance(0.05) ? random.int(1, 3) : 0,
        cost4,
        ...this.#reorderLevels(index, branchId),
      };
    });
    const code = `SP${String(index + 1).padStart(6, '0')}`;
    const sold = this.#units(index, code, pack, drug.packs, price);
    return {
      id: idBases.product + index,
      code,
      barCode: `893${String(hash32(this.seed, stream.product, index, 2) % 1_000_000_000).padStart(10, '0')}`,
      name,
      fullName: `${name} (${pack})`,
      categoryId: this.categoryIdOfKey(drug.category),
      unit: sold.unit,
      basePrice4: dong(sold.basePrice),
      isActive: random.chance(0.95),
      allowsSale: true,
      lotControlled,
      inventories,
      lots,
      units: sold.units,
      createdAt,
      modifiedAt: edited ? changedAt : null,
    };
  }

  /**
   * The units a product is sold in. A box of blisters of tablets also sold by the blister ('Hộp 10 vỉ x 10 viên' and
   * 'Vỉ 10 viên') is kept in tablets, its base unit, with the blister (10) and the box (100) as its other units,
   * each a product code of its own; any other product is sold in its pack only.
   */
  #units(index: number, code: string, pack: string, packs: readonly string[], packPrice: number) {
    const boxed = /^Hộp (\d+) vỉ x (\d+) viên$/.exec(pack);
    const perBlister = Number(boxed?.[2]);
    if (!boxed || !packs.includes(`Vỉ ${perBlister} viên`)) {
      return { unit: (pack.split(' ')[0] ?? 'Hộp').toLowerCase(), basePrice: packPrice, units: [] };
    }
    const perBox = Number(boxed[1]) * perBlister;
    // A tablet's price rounded to 100 đồng, a blister's to 500: pharmacies sell the loose ones a little dearer.
    const tablet = Math.max(100, Math.ceil(packPrice / perBox / 100) * 100);
    const blister = Math.ceil(((packPrice / Number(boxed[1])) * 1.05) / 500) * 500;
    const unit = (offset: number, name: string, conversion: number, price: number): SimUnit => ({
      id: idBases.unit + index * 4 + offset,
      code: `${code}-${offset + 1}`,
      unit: name,
      conversion,
      basePrice4: dong(price),
    });
    return {
      unit: 'viên',
      basePrice: tablet,
      units: [unit(1, 'vỉ', perBlister, blister), unit(2, 'hộp', perBox, packPrice)],
    };
  }

  /**
   * A branch's minimum and maximum stock and what it has on order, from a stream of their own (the rest of the
   * product is the same with or without them): about a third of a pharmacy's products have levels set.
   */
  #reorderLevels(productIndex: number, branchId: number) {
    const random = new Random(this.seed, stream.reorder, productIndex, branchId);
    if (!random.chance(0.35)) return { minQuantity: 0, maxQuantity: 0, onOrder: 0 };
    const minQuantity = random.int(1, 6) * 5;
    return {
      minQuantity,
      maxQuantity: minQuantity * random.int(3, 8),
      onOrder: random.chance(0.3) ? random.int(1, 10) * 10 : 0,
    };
  }

  #lot(productIndex: number, lot: number, random: Random, branchIds: number[]): SimLot {
    const lotRandom = new Random(this.seed, stream.lot, productIndex, lot);
    const roll = lotRandom.next();
    // 15% expired (still on the shelf), 15% expiring within 90 days, the rest later.
    const expireDay =
      roll < 0.15 ? -lotRandom.int(1, 240) : roll < 0.3 ? lotRandom.int(1, 90) : lotRandom.int(91, 1000);
    const expireAt = lotRandom.chance(0.04) ? null : this.startDay + expireDay * day;
    const made = new Date((expireAt ?? this.startDay) - 2 * yearDays * day + vietnamOffset);
    const yy = String(made.getUTCFullYear() % 100).padStart(2, '0');
    const mm = String(made.getUTCMonth() + 1).padStart(2, '0');
    const styles = [
      () => `L${yy}${mm}${String(lotRandom.int(1, 99)).padStart(2, '0')}`,
      () => `${yy}${mm}${String(lotRandom.int(1, 999)).padStart(3, '0')}`,
      () => `BN${yy}${mm}-${lotRandom.int(10, 99)}`,
      () => `SX${mm}${yy}${String.fromCharCode(65 + lotRandom.int(0, 5))}`,
    ];
    return {
      id: idBases.lot + productIndex * 8 + lot,
      batchName: random.pick(styles)(),
      expireAt,
      onHand: lotRandom.chance(0.15) ? 0 : lotRandom.int(1, 120),
      branchId: lot === 0 ? (branchIds[0] as number) : lotRandom.pick(branchIds),
      createdAt: (expireAt ?? this.startDay) - 2 * yearDays * day,
    };
  }

  #customer(index: number): SimCustomer {
    const random = new Random(this.seed, stream.customer, index);
    const person = personName(random);
    const district = random.pick(districts);
    const changedAt = this.#spreadOver(index, this.size.customers, 4 * yearDays);
    const edited = random.chance(0.4);
    const hasAddress = random.chance(0.6);
    const branch = this.#branchRecords[random.skewed(this.#branchRecords.length, 1.5)] as SimBranch;
    const customer = {
      id: idBases.customer + index,
      code: `KH${String(index + 1).padStart(6, '0')}`,
      name: person.name,
      // Staff often leave the gender empty.
      gender: random.chance(0.12) ? null : person.male,
      birthDate: random.chance(0.45) ? this.startDay - random.int(18 * 365, 85 * 365) * day : null,
      contactNumber: random.chance(0.82) ? phoneNumber(random) : null,
      email: random.chance(0.25) ? `${asciiSlug(person.name)}${random.int(1, 999)}@gmail.com` : null,
      address: hasAddress ? `${random.int(1, 500)} ${random.pick(district.streets)}` : null,
      locationName: hasAddress ? `${district.city} - ${district.district}` : null,
      wardName: hasAddress ? random.pick(district.wards) : null,
      branchId: branch.id,
      debt4: random.chance(0.05) ? dong(random.int(1, 40) * 10_000) : 0,
      createdAt: edited ? changedAt - random.int(1, 700) * day : changedAt,
      modifiedAt: edited ? changedAt : null,
    };
    // Drawn after everything else, so the customers' other fields stay what they were before groups existed.
    return { ...customer, groups: customerGroups(random) };
  }

  #buildRegulars(): RegularPurchase[] {
    const chronic: number[] = [];
    for (let index = 0; index < Math.min(this.size.products, 4000); index += 1) {
      if (this.drugOf(index).chronic) chronic.push(index);
    }
    if (chronic.length === 0) return [];
    const count = Math.round(this.size.customers * this.size.regularShare);
    const intervals = [7, 14, 28, 30, 30, 30, 45, 60, 90];
    const regulars: RegularPurchase[] = [];
    for (let index = 0; index < count; index += 1) {
      const random = new Random(this.seed, stream.regular, index);
      const intervalDays = random.pick(intervals);
      // Every sixth is due exactly today, two in six are overdue, the rest are due later.
      const kind = index % 6;
      const lastDaysAgo =
        kind === 0
          ? intervalDays
          : kind <= 2
            ? intervalDays + random.int(1, 20)
            : random.int(1, Math.max(1, intervalDays - 1));
      const possible = Math.floor((yearDays - lastDaysAgo) / intervalDays) + 1;
      const purchases = Math.min(possible, random.int(3, 12));
      if (purchases < 2) continue;
      const days: number[] = [];
      for (let purchase = purchases - 1; purchase >= 0; purchase -= 1) {
        // The first and the last purchase keep their day, so the average interval is exactly `intervalDays`.
        const jitter = purchase > 0 && purchase < purchases - 1 ? random.int(-2, 2) : 0;
        days.push(-lastDaysAgo - purchase * intervalDays + jitter);
      }
      const regularIndex = regulars.length;
      regulars.push({
        customerIndex: random.int(0, this.size.customers - 1),
        productIndex: random.pick(chronic),
        intervalDays,
        quantity: random.int(1, 3),
        days,
        minuteOfDay: random.int(7 * 60 + 30, 20 * 60 + 30),
        dueInDays: intervalDays - lastDaysAgo,
      });
      days.forEach((dayOffset, purchase) => {
        const list = this.#regularsByDay.get(dayOffset) ?? [];
        list.push({ index: regularIndex, purchase });
        this.#regularsByDay.set(dayOffset, list);
      });
    }
    return regulars;
  }

  /** Invoices per day of the year before the start (fewer on Sundays), as prefix sums. */
  #buildDays(): Int32Array {
    const regularTotal = this.regulars.reduce((sum, regular) => sum + regular.days.length, 0);
    const perDay = Math.max(1, (this.size.invoices - regularTotal) / yearDays);
    const before = new Int32Array(yearDays + 1);
    for (let dayIndex = 0; dayIndex < yearDays; dayIndex += 1) {
      before[dayIndex + 1] = (before[dayIndex] ?? 0) + this.#dayCount(dayIndex, perDay);
    }
    return before;
  }

  #dayOffset(dayIndex: number): number {
    return dayIndex - yearDays;
  }

  #dayCount(dayIndex: number, perDay: number): number {
    const random = new Random(this.seed, stream.day, dayIndex);
    const weekday = new Date(this.startDay + this.#dayOffset(dayIndex) * day + vietnamOffset).getUTCDay();
    const factor = weekday === 0 ? 0.7 : weekday === 6 ? 1.15 : 1;
    const others = Math.round(perDay * factor * (0.85 + random.next() * 0.3));
    return others + (this.#regularsByDay.get(this.#dayOffset(dayIndex))?.length ?? 0);
  }

  #dayLayout(dayIndex: number): DayEntry[] {
    const cached = this.#dayCache.get(dayIndex);
    if (cached) return cached;
    const dayStart = this.startDay + this.#dayOffset(dayIndex) * day;
    const regulars = this.#regularsByDay.get(this.#dayOffset(dayIndex)) ?? [];
    const count = (this.#invoicesBefore[dayIndex + 1] ?? 0) - (this.#invoicesBefore[dayIndex] ?? 0);
    const entries: DayEntry[] = regulars.map((regular) => ({
      at:
        dayStart + (this.regulars[regular.index]?.minuteOfDay ?? 600) * minute + (regular.index % 60) * 1000,
      regular,
    }));
    for (let ordinal = 0; entries.length < count; ordinal += 1) {
      const spread = hash32(this.seed, stream.day, dayIndex, ordinal) / 4294967296;
      entries.push({ at: dayStart + 7 * hour + Math.floor(spread * 14.5 * hour), ordinal });
    }
    entries.sort((a, b) => a.at - b.at || (a.ordinal ?? -1) - (b.ordinal ?? -1));
    if (this.#dayCache.size > 16) this.#dayCache.delete(this.#dayCache.keys().next().value as number);
    this.#dayCache.set(dayIndex, entries);
    return entries;
  }

  #locate(index: number): { dayIndex: number; entry: DayEntry } {
    let low = 0;
    let high = yearDays - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((this.#invoicesBefore[middle] ?? 0) <= index) low = middle;
      else high = middle - 1;
    }
    const entry = this.#dayLayout(low)[index - (this.#invoicesBefore[low] ?? 0)];
    if (!entry) throw new RangeError(`no invoice ${index}`);
    return { dayIndex: low, entry };
  }

  #invoiceTime(index: number): number {
    return this.#locate(index).entry.at;
  }

  #invoice(index: number): SimInvoice {
    const { dayIndex, entry } = this.#locate(index);
    const random = new Random(
      this.seed,
      stream.invoice,
      dayIndex,
      entry.ordinal ?? -1 - (entry.regular?.index ?? 0),
    );
    const regular = entry.regular ? this.regulars[entry.regular.index] : undefined;
    let customerIndex: number | null;
    let branchId: number;
    const lines: SimInvoiceLine[] = [];
    if (regular) {
      customerIndex = regular.customerIndex;
      branchId = this.#customer(customerIndex).branchId;
      lines.push(this.#baseLine(regular.productIndex, regular.quantity, entry.at, random));
      if (random.chance(0.3))
        lines.push(this.#baseLine(this.pickProduct(random), random.int(1, 2), entry.at, random));
    } else {
      // About a third of sales are walk-in customers that KiotViet records without a customer.
      customerIndex = random.chance(0.32) ? null : this.pickCustomer(random);
      branchId =
        customerIndex === null
          ? (this.#branchRecords[random.skewed(this.#branchRecords.length, 1.4)] as SimBranch).id
          : this.#customer(customerIndex).branchId;
      const lineCount = random.pick([1, 1, 1, 2, 2, 2, 3, 3, 4, 5]);
      for (let line = 0; line < lineCount; line += 1) {
        const productIndex = this.pickProduct(random);
        if (lines.some((existing) => existing.productIndex === productIndex)) continue;
        lines.push(this.#baseLine(productIndex, random.pick([1, 1, 1, 2, 2, 3, 5, 10]), entry.at, random));
      }
    }
    const roll = random.next();
    const status =
      regular && regular.dueInDays <= 0 ? 1 : roll < 0.92 ? 1 : roll < 0.96 ? 2 : roll < 0.985 ? 3 : 5;
    const seller = random.pick(this.usersOf(branchId));
    const description = random.chance(0.05) ? 'Khách dặn giao thuốc trước 17h' : null;
    return {
      id: idBases.invoice + index,
      code: `HD${String(index + 1).padStart(6, '0')}`,
      purchaseAt: entry.at,
      branchId,
      soldById: seller.id,
      customerIndex,
      status,
      description,
      lines,
      // Drawn last, so the rest of each sale stays what it was before invoice discounts and payments existed.
      ...invoiceDiscount(lines, random),
      paymentMethods: invoicePayments(random),
      createdAt: entry.at,
      modifiedAt: null,
    };
  }

  /** History is generated from the products as first generated, so later edits never rewrite past sales. */
  #baseLine(productIndex: number, quantity: number, at: number, random: Random): SimInvoiceLine {
    return this.saleLine(productIndex, this.#product(productIndex), quantity, at, random);
  }

  /**
   * One line of a sale at `at`: the product's price, sometimes a percent discount, a lot not yet expired (of the
   * selling branch, when given: a sale takes its stock there).
   */
  saleLine(
    productIndex: number,
    product: SimProduct,
    quantity: number,
    at: number,
    random: Random,
    branchId?: number,
  ): SimInvoiceLine {
    const ratio = random.chance(0.1) ? random.pick([3, 5, 10]) : null;
    const discount4 = ratio === null ? 0 : Math.round((product.basePrice4 * ratio) / 100);
    const usable = product.lots.filter(
      (lot) =>
        (branchId === undefined || lot.branchId === branchId) && (lot.expireAt === null || lot.expireAt > at),
    );
    const lot = usable.length > 0 ? random.pick(usable) : undefined;
    return {
      productIndex,
      productCode: product.code,
      productName: product.name,
      categoryId: product.categoryId,
      quantity,
      price4: product.basePrice4,
      discount4,
      discountRatio: ratio,
      lot: lot ? { id: lot.id, batchName: lot.batchName, expireAt: lot.expireAt } : null,
    };
  }

  #buildPurchaseOrders(): SimPurchaseOrder[] {
    const orders: SimPurchaseOrder[] = [];
    for (let week = 52; week >= 1; week -= 1) {
      for (const branch of this.#branchRecords) {
        const random = new Random(this.seed, stream.purchaseOrder, week, branch.id);
        const count = random.int(1, 2);
        for (let n = 0; n < count; n += 1) {
          const index = orders.length;
          const at =
            this.startDay - week * 7 * day + random.int(1, 6) * day + random.int(8 * 60, 17 * 60) * minute;
          const lines = Array.from({ length: random.int(2, 6) }, () => {
            const productIndex = this.pickProduct(random);
            const product = this.#product(productIndex);
            const lot = product.lots.length > 0 ? random.pick(product.lots) : undefined;
            return {
              productIndex,
              productCode: product.code,
              productName: product.name,
              quantity: random.int(1, 20) * 5,
              price4: Math.round((product.basePrice4 * 0.7) / 10_000) * 10_000,
              discount4: 0,
              lot: lot ? { id: lot.id, batchName: lot.batchName, expireAt: lot.expireAt } : null,
            };
          });
          const roll = random.next();
          orders.push({
            id: idBases.purchaseOrder + index,
            code: `PN${String(index + 1).padStart(6, '0')}`,
            branchId: branch.id,
            purchaseAt: at,
            supplierIndex: random.int(0, this.size.suppliers - 1),
            purchaseById: random.pick(this.usersOf(branch.id)).id,
            status: roll < 0.9 ? 3 : roll < 0.95 ? 1 : 4,
            description: null,
            discount4: 0,
            lines,
            createdAt: at,
            modifiedAt: null,
          });
        }
      }
    }
    // Base records must change in index order.
    orders.sort((a, b) => a.createdAt - b.createdAt);
    return orders.map((order, index) => ({
      ...order,
      id: idBases.purchaseOrder + index,
      code: `PN${String(index + 1).padStart(6, '0')}`,
    }));
  }
}

/** The lines' total of an invoice (before its own discount), ten-thousandths of a đồng. */
const linesTotal4 = (lines: readonly SimInvoiceLine[]) =>
  lines.reduce((sum, line) => sum + (line.price4 - line.discount4) * line.quantity, 0);

/** The total of an invoice in ten-thousandths of a đồng: its lines less its own discount. */
export function invoiceTotal4(invoice: SimInvoice): number {
  return linesTotal4(invoice.lines) - invoice.discount4;
}

/**
 * The discount on a whole sale, now and then: a percentage (5 or 10 %, rounded down to the thousand đồng, as tills
 * round it) or a round amount off a larger bill; never more than the lines come to.
 */
export function invoiceDiscount(
  lines: readonly SimInvoiceLine[],
  random: Random,
): { discount4: number; discountRatio: number | null } {
  const lines4 = linesTotal4(lines);
  const roll = random.next();
  if (roll < 0.05) {
    const ratio = random.pick([5, 10]);
    return { discount4: Math.floor((lines4 * ratio) / 100 / 10_000_000) * 10_000_000, discountRatio: ratio };
  }
  if (roll < 0.08 && lines4 >= dong(200_000)) {
    return { discount4: dong(random.pick([5_000, 10_000, 20_000])), discountRatio: null };
  }
  return { discount4: 0, discountRatio: null };
}

/** How a sale is paid: mostly cash, then transfers and cards; now and then part in cash, the rest by transfer. */
export function invoicePayments(random: Random): PaymentMethod[] {
  const roll = random.next();
  if (roll < 0.06) return ['Cash', 'Transfer'];
  if (roll < 0.62) return ['Cash'];
  if (roll < 0.88) return ['Transfer'];
  return ['Card'];
}

/** A customer's groups: most belong to none, some to one, a few to two. */
function customerGroups(random: Random): string[] {
  const roll = random.next();
  if (roll < 0.7) return [];
  const first = random.pick(customerGroupNames);
  if (roll < 0.95) return [first];
  const second = random.pick(customerGroupNames);
  return second === first ? [first] : [first, second];
}

function fromArray<R extends { id: number; createdAt: number; modifiedAt: number | null }>(
  records: R[],
  idBase: number,
): Collection<R> {
  return new Collection<R>({
    count: records.length,
    idBase,
    // Records are never changed in place (an edit clones), so the array's own objects can be handed out.
    generate: (index) => records[index] as R,
    changedAt: (index) => {
      const record = records[index] as R;
      return record.modifiedAt ?? record.createdAt;
    },
  });
}

function personName(random: Random): { name: string; male: boolean } {
  const male = random.chance(0.45);
  const family = random.pick(familyNames);
  const middle = random.pick(male ? maleMiddleNames : femaleMiddleNames);
  const given = random.pick(male ? maleGivenNames : femaleGivenNames);
  return { name: `${family} ${middle} ${given}`, male };
}

function phoneNumber(random: Random): string {
  return `${random.pick(['090', '091', '093', '097', '098', '086', '035', '038', '077', '083'])}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function coprimeStride(count: number, seed: number): number {
  let stride = 7919 + (seed % 1000);
  while (count > 1 && gcd(stride, count) !== 1) stride += 1;
  return stride;
}
