import type { Distributor, Product, ReorderSuggestion, ReorderSuggestionList } from '@pharmacy/api-client';
import { todayIso } from '@pharmacy/i18n';
import { delay, HttpResponse, http } from 'msw';
import { type Recorder, STORY_API_DELAY_MS, storyId, storyPage, storyUser } from '../../stories/storyApi';
import { storyBaseUnit } from '../../stories/storyStock';
import { storySupplier } from '../../stories/storySuppliers';

/*
 * The stand-in API of the reorder stories: suggestions by supplier (a partner with deliveries, an own supplier
 * without, products without a supplier), the branches, and what the create flow asks when a drafted order opens it.
 */

type SupplierRef = NonNullable<ReorderSuggestion['supplier']>;

const storySuppliers = {
  dhg: { id: storyId(7101), name: 'Công ty Cổ phần Dược Hậu Giang', type: 'PARTNER', is_active: true },
  minhChau: {
    id: storyId(7102),
    name: 'Công ty TNHH Dược phẩm Minh Châu',
    type: 'INTERNAL',
    is_active: true,
  },
} as const satisfies Record<string, SupplierRef>;

let serial = 7200;

/** One suggestion; by default the documented example: 4,2 a day, 36 usable (12 expiring), 20 coming → 91. */
export function storySuggestion(
  code: string,
  name: string,
  patch: Partial<ReorderSuggestion> = {},
): ReorderSuggestion {
  serial += 1;
  const productId = storyId(serial);
  return {
    product: { id: productId, code, name, unit: 'Hộp' },
    supplier: null,
    order_product: { id: productId, code, name, base_price: 45_000, is_active: true },
    sales_window: 28,
    units_sold: 118,
    daily_sales: 4.2,
    on_hand: 48,
    usable: 36,
    expiring_unsold: 12,
    on_order: 20,
    lead_days: 5,
    lead_from_history: true,
    cover_days: 30,
    cover_from_product: false,
    min_quantity: null,
    max_quantity: null,
    target: 147,
    suggested_quantity: 91,
    order_unit: { code: null, unit: 'Hộp', conversion: 1, count: patch.suggested_quantity ?? 91 },
    ...patch,
  };
}

/** A line of a product no purchase order restocked yet: nothing on order, the pharmacy's default lead time. */
export const unorderedSuggestion = (code: string, name: string, patch: Partial<ReorderSuggestion>) =>
  storySuggestion(code, name, {
    expiring_unsold: 0,
    on_order: 0,
    lead_days: 7,
    lead_from_history: false,
    ...patch,
  });

const fromDhg = (code: string, name: string, patch: Partial<ReorderSuggestion>) => {
  const line = storySuggestion(code, name, { supplier: storySuppliers.dhg, ...patch });
  return {
    ...line,
    order_product: {
      id: storyId(serial + 300),
      code: `DHG-${code}`,
      name,
      base_price: 52_000,
      is_active: true,
    },
  };
};

const storySuggestions: ReorderSuggestion[] = [
  fromDhg('SP000001', 'Hapacol 250mg bột sủi bọt hương cam dành cho trẻ em từ 2 đến 6 tuổi (hộp 24 gói)', {}),
  fromDhg('SP000147', 'Siro ho Bảo Thanh Domesco', {
    units_sold: 7,
    daily_sales: 0.25,
    on_hand: 0,
    usable: 0,
    expiring_unsold: 0,
    on_order: 12,
    lead_days: 3,
    min_quantity: 35,
    target: 35,
    suggested_quantity: 23,
  }),
  unorderedSuggestion('SP000024', 'Amlodipin 5mg OPC', {
    supplier: storySuppliers.minhChau,
    units_sold: 10,
    daily_sales: 0.36,
    on_hand: 4,
    usable: 4,
    min_quantity: 30,
    max_quantity: 120,
    target: 30,
    suggested_quantity: 26,
  }),
  unorderedSuggestion('SP000020', 'Amoxicillin 500mg Bidiphar', {
    units_sold: 24,
    daily_sales: 0.86,
    on_hand: 20,
    usable: 20,
    target: 32,
    suggested_quantity: 12,
  }),
  storySuggestion('SP000095', 'Augmentin 625mg Domesco', {
    units_sold: 12,
    daily_sales: 0.43,
    on_hand: 88,
    usable: 10,
    expiring_unsold: 78,
    on_order: 0,
    lead_days: 7,
    lead_from_history: false,
    min_quantity: 50,
    target: 50,
    suggested_quantity: 40,
  }),
  // Counted in tablets, ordered in boxes of 100: 180 missing is 2 boxes.
  unorderedSuggestion('SP000031', 'Vitamin C 500mg DHG', {
    product: { id: storyId(7250), code: 'SP000031', name: 'Vitamin C 500mg DHG', unit: 'Viên' },
    order_product: {
      id: storyId(7250),
      code: 'SP000031',
      name: 'Vitamin C 500mg DHG',
      base_price: 1_000,
      is_active: true,
    },
    units_sold: 0,
    daily_sales: 0,
    on_hand: 20,
    usable: 20,
    min_quantity: 200,
    max_quantity: 250,
    target: 200,
    suggested_quantity: 200,
    order_unit: { code: 'SP000031-H', unit: 'Hộp', conversion: 100, count: 2 },
  }),
  unorderedSuggestion('SP000120', 'Atorvastatin 10mg Pymepharco', {
    units_sold: 0,
    daily_sales: 0,
    on_hand: 0,
    usable: 0,
    min_quantity: 30,
    target: 30,
    suggested_quantity: 30,
  }),
];

/** The groups of these lines, in their order, as the server sums them. */
function groupsOf(lines: readonly ReorderSuggestion[]): ReorderSuggestionList['suppliers'] {
  const groups: ReorderSuggestionList['suppliers'] = [];
  for (const line of lines) {
    const id = line.supplier?.id ?? null;
    const group = groups.find((entry) => entry.id === id);
    if (group) {
      group.lines += 1;
      group.units += line.suggested_quantity;
      continue;
    }
    groups.push({
      id,
      name: line.supplier?.name ?? null,
      type: line.supplier?.type ?? null,
      lead_days: line.lead_days,
      lead_from_history: line.supplier ? line.lead_from_history : false,
      delivered_orders: line.lead_from_history && line.supplier ? 2 : 0,
      lines: 1,
      units: line.suggested_quantity,
    });
  }
  return groups;
}

/** GET /api/reorder/suggestions answering these lines, by supplier as the server filters them; requests recorded. */
export function reorderSuggestions(
  { lines = storySuggestions, productsSold = 5 }: { lines?: ReorderSuggestion[]; productsSold?: number } = {},
  requests?: Recorder,
) {
  return http.get('/api/reorder/suggestions', async ({ request }) => {
    const url = requests?.record(request) ?? new URL(request.url);
    await delay(STORY_API_DELAY_MS);
    const supplier = url.searchParams.get('supplier_id');
    const shown = supplier ? lines.filter((line) => (line.supplier?.id ?? 'none') === supplier) : lines;
    const answer: ReorderSuggestionList = {
      ...storyPage(shown, { url }),
      today: todayIso(),
      products_sold: productsSold,
      defaults: { lead_days: 7, cover_days: 30 },
      suppliers: groupsOf(lines),
    };
    return HttpResponse.json(answer);
  });
}

export const storyBranches = http.get('/api/branches', () =>
  HttpResponse.json({
    branches: [
      { id: storyId(7301), name: 'Chi nhánh Quận 1' },
      { id: storyId(7302), name: 'Chi nhánh Thủ Đức' },
    ],
    total: 2,
  }),
);

const distributor = (ref: SupplierRef): Distributor => ({
  ...storySupplier(0, { name: ref.name, type: ref.type }),
  id: ref.id,
  code: 'NCC245',
  source_tag: 'KiotViet',
});

/** A line's product as GET /api/products answers it (the batch dialog loads a draft's products). */
function productOf(line: ReorderSuggestion): Product {
  return {
    id: line.product.id,
    code: line.product.code,
    name: line.product.name,
    unit: line.product.unit,
    barcode: null,
    category_id: null,
    category_name: null,
    distributor_id: null,
    retailer_id: storyUser.pharmacies[0]?.id ?? null,
    base_price: line.order_product.base_price,
    is_active: true,
    status: 'ACTIVE',
    suggestion_days: 0,
    synced_from_kiotviet: true,
    synced_at: null,
    kiotviet_product: { code: line.product.code, name: line.product.name, method: 'synced' },
    inventory_summary: {
      total_on_hand: line.on_hand,
      cost: 30_000,
      expired_on_hand: 0,
      nearest_expiry: null,
      days_to_nearest_expiry: null,
    },
    inventorySummary: { totalOnHand: line.on_hand },
    productInventories: [],
    units: [
      ...storyBaseUnit(line.product.code, line.product.unit, line.order_product.base_price),
      ...(line.order_unit.code === null
        ? []
        : [
            {
              unit: line.order_unit.unit,
              code: line.order_unit.code,
              conversion: line.order_unit.conversion,
              base_price: line.order_product.base_price * line.order_unit.conversion,
              is_base: false,
            },
          ]),
    ],
    branch_stocks: [],
  };
}

/** What the create flow asks when a drafted order opens it: the supplier, the pharmacy's products, the pickers. */
export const createFlowHandlers = [
  http.get('/api/v1/distributors/active', () => {
    const data = Object.values(storySuppliers).map(distributor);
    return HttpResponse.json({ ...storyPage(data), limit: 99 });
  }),
  http.get('/api/v1/distributors/:id', ({ params }) => {
    const found = Object.values(storySuppliers).find((ref) => ref.id === params.id);
    return found
      ? HttpResponse.json({ data: distributor(found) })
      : HttpResponse.json(
          { message: 'Không tìm thấy nhà cung cấp', error: 'NOT_FOUND', details: null },
          { status: 404 },
        );
  }),
  http.get('/api/products', ({ request }) => {
    const ids = new URL(request.url).searchParams.get('product_ids')?.split(',') ?? [];
    const data = storySuggestions.filter((line) => ids.includes(line.product.id)).map(productOf);
    return HttpResponse.json({ ...storyPage(data), limit: 200 });
  }),
  http.get('/api/reorder/products', () =>
    HttpResponse.json({ data: [], today: todayIso(), lead_days: 7, lead_from_history: false }),
  ),
];

/** An export answering a small CSV (or failing with `status`); requests recorded. */
export function exportAnswer(path: string, requests?: Recorder, status = 200) {
  return http.get(path, async ({ request }) => {
    requests?.record(request);
    await delay(STORY_API_DELAY_MS);
    if (status !== 200) {
      return HttpResponse.json(
        { message: 'Máy chủ đang bảo trì', error: 'ERROR', details: null },
        { status },
      );
    }
    return new HttpResponse('\uFEFFMã sản phẩm,Tên sản phẩm\r\nSP000020,Amoxicillin 500mg\r\n', {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="story.csv"',
      },
    });
  });
}
