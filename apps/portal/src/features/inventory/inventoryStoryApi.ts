import type { InventoryLot, Product, SyncLog } from '@pharmacy/api-client';
import { delay, HttpResponse, http } from 'msw';
import {
  apiError,
  connectionStatus,
  latestSync,
  me,
  type Recorder,
  STORY_API_DELAY_MS,
  storyPage,
  storySyncResult,
  storySyncRun,
  storyUser,
  storyId as uuid,
} from '../../stories/storyApi';
import { storyBaseUnit, storyLot, storyStock } from '../../stories/storyStock';

/** Stand-in API of the inventory stories: products with lots, categories, the latest sync, the manual sync. */

const PHARMACY = storyUser.pharmacies[0]?.id ?? null;

const categories = [
  { id: uuid(901), category_name: 'Kháng sinh' },
  { id: uuid(902), category_name: 'Tim mạch – Huyết áp' },
  { id: uuid(903), category_name: 'Vitamin – Khoáng chất' },
  { id: uuid(904), category_name: 'Vật tư tiêu hao' },
  // A store's long tail of groups: the drawer lists 20, so the last one is only ever found by a search or by id.
  ...Array.from({ length: 20 }, (_, i) => ({
    id: uuid(905 + i),
    category_name: `Nhóm hàng phụ ${String(i + 1).padStart(2, '0')}`,
  })),
  { id: uuid(925), category_name: 'Thực phẩm chức năng' },
];

/** 'Kháng sinh', the group of one active product (Amoxicillin). */
export const ANTIBIOTICS_ID = uuid(901);

/** The group the drawer's first page of 20 does not list. */
export const LAST_CATEGORY_ID = uuid(925);

/** Two of the store's KiotViet branches (long names, as chains name them). */
const branchQ3 = { id: uuid(951), name: 'Chi nhánh Quận 3 – 285 Cách Mạng Tháng Tám' };
const branchTD = { id: uuid(952), name: 'Chi nhánh Thủ Đức' };

let lotSeq = 5000;
/** A lot expiring `expiresIn` days from the day the story runs (null: undated), in a branch or received by the portal. */
function lot(
  batch: string | null,
  expiresIn: number | null,
  onHand: number,
  cost: number,
  branch: { id: string; name: string } | null = null,
): InventoryLot {
  lotSeq += 1;
  return storyLot(uuid(lotSeq), { batch, expiresIn, onHand, cost }, branch);
}

function product(
  n: number,
  name: string,
  category: number | null,
  onHand: number,
  cost: number,
  extra: Partial<Product> = {},
): Product {
  const group = category === null ? null : (categories[category] ?? null);
  // Without lots the stock is `onHand` as given; with lots it is theirs (expired lots apart).
  const lots = extra.productInventories;
  const summary = lots?.length ? storyStock(lots, cost) : storyStock([], cost);
  if (!lots?.length) summary.total_on_hand = onHand;
  return {
    id: uuid(100 + n),
    code: `SP${String(n).padStart(6, '0')}`,
    name,
    unit: 'Hộp',
    category_id: group?.id ?? null,
    category_name: group?.category_name ?? null,
    distributor_id: null,
    retailer_id: PHARMACY,
    base_price: cost + 5000,
    is_active: true,
    status: 'ACTIVE',
    suggestion_days: 0,
    barcode: null,
    synced_from_kiotviet: true,
    synced_at: '2026-05-14T17:00:00.000Z',
    kiotviet_product: { code: `SP${String(n).padStart(6, '0')}`, name, method: 'synced' },
    inventory_summary: summary,
    inventorySummary: { totalOnHand: summary.total_on_hand },
    productInventories: [],
    units: storyBaseUnit(`SP${String(n).padStart(6, '0')}`, 'Hộp', cost + 5000),
    branch_stocks: [],
    ...extra,
  };
}

/**
 * Lots out of order on purpose: the panel sorts them (expired first, by expiry, undated last). 26 units are in
 * expired lots, one lot expires in 20 days: stock 207 with '26 hết hạn'.
 */
export const withExpiredLots = product(
  9,
  'Decolgen Forte OPC – viên nén giảm triệu chứng cảm cúm, hộp 25 vỉ x 4 viên',
  1,
  207,
  90_696,
  {
    productInventories: [
      lot('2411423', null, 85, 90_696),
      lot('BN2509-11', 660, 82, 90_696),
      lot('L241036', -400, 6, 90_696),
      lot('SX0725D', 20, 40, 90_695),
      lot('L240101', -700, 20, 90_695),
    ],
  },
);

/** Its only lot expires in 60 days: flagged amber. */
const nearExpiry = product(24, 'Amlodipin 5mg OPC', 1, 4, 49_407, {
  productInventories: [lot('AM2601', 60, 4, 49_407)],
});

/**
 * A product KiotViet stocks in two branches, lot AMX2406 in both (two lots), with one lot the portal received
 * itself, and its figures per branch (Thủ Đức has no minimum or maximum set).
 */
export const inTwoBranches = product(
  21,
  'Amoxicillin 500mg Imexpharm (hộp 10 vỉ x 10 viên)',
  0,
  139,
  61_235,
  {
    productInventories: [
      lot('AMX2406', 215, 30, 61_235, branchQ3),
      lot('AMX2501', 430, 12, 61_235, branchQ3),
      lot('AMX2406', 215, 55, 60_900, branchTD),
      lot('PO-AMX-01', 400, 42, 59_000),
    ],
    branch_stocks: [
      {
        branch_id: branchQ3.id,
        branch_name: branchQ3.name,
        on_hand: 42,
        reserved: 2,
        on_order: 10,
        min_quantity: 20,
        max_quantity: 120,
      },
      {
        branch_id: branchTD.id,
        branch_name: branchTD.name,
        on_hand: 55,
        reserved: 0,
        on_order: 0,
        min_quantity: 0,
        max_quantity: 0,
      },
    ],
  },
);

/** Sold by the tablet (its base unit, in which stock is counted), the blister of 10 and the box of 10 blisters. */
export const withUnits = product(
  1,
  'Paracetamol 500mg Stada (hộp 10 vỉ x 10 viên nén dài bao phim)',
  0,
  1_250,
  1_050,
  {
    unit: 'Viên',
    base_price: 1_500,
    units: [
      { unit: 'Viên', code: 'SP000001', conversion: 1, base_price: 1_500, is_base: true },
      { unit: 'Vỉ', code: 'SP000001-2', conversion: 10, base_price: 14_000, is_base: false },
      {
        unit: 'Hộp 10 vỉ x 10 viên',
        code: 'SP000001-3',
        conversion: 100,
        base_price: 135_000,
        is_base: false,
      },
    ],
  },
);

export const withoutBatchNumbers = product(103, 'Bông y tế Bạch Tuyết', 3, 117, 22_044, {
  productInventories: [lot(null, null, 10, 22_044), lot(null, null, 66, 22_044), lot(null, null, 41, 22_044)],
});

/** The pharmacy's own product, which KiotViet does not have (yet). */
export const withoutLots = product(18, 'Kem bôi da Gentrisone Stada', null, 0, 0, {
  is_active: false,
  status: 'INACTIVE',
  synced_from_kiotviet: false,
  kiotviet_product: null,
});

/** Every fifth vitamin is inactive; the first holds only an expired lot: out of stock, '12 hết hạn'. */
function vitaminExtra(i: number): Partial<Product> {
  if (i % 5 === 4) return { is_active: false, status: 'INACTIVE' };
  if (i === 0) return { productInventories: [lot('VC2311', -3, 12, 15_000)] };
  return {};
}

const storyProducts: Product[] = [
  withExpiredLots,
  nearExpiry,
  product(20, 'Amoxicillin 500mg Bidiphar', 0, 20, 73_741),
  withoutBatchNumbers,
  withoutLots,
  ...Array.from({ length: 18 }, (_, i) =>
    product(200 + i, `Vitamin C 500mg Domesco lô ${i + 1}`, 2, 11 + i * 7, 15_000 + i * 250, vitaminExtra(i)),
  ),
];

const latestProductSync: SyncLog = storySyncRun('PRODUCT', '2026-05-15T03:00:00.000Z', {
  id: uuid(7001),
  record_count: 240,
  raw_json: { mode: 'incremental' },
  started_at: '2026-05-15T02:59:30.000Z',
});

/** A page of `rows` as the request asks for it, of every row that matches. */
const pageOf = <Row>(rows: Row[], url: URL) => storyPage(rows, { url, total: rows.length });

/** The server's sort by nearest expiry (none last either way, then by name); otherwise the rows as listed. */
function sortedAsAsked(rows: Product[], url: URL): Product[] {
  if (!url.searchParams.has('sort') && !url.searchParams.has('direction')) return rows;
  const sign = url.searchParams.get('direction') === 'desc' ? -1 : 1;
  const byExpiry = url.searchParams.get('sort') === 'nearest_expiry';
  const far = sign === 1 ? '9999-12-31' : '0001-01-01';
  const key = (p: Product) => (byExpiry ? (p.inventory_summary.nearest_expiry ?? far) : '');
  return [...rows].sort(
    (a, b) => sign * (key(a).localeCompare(key(b)) || a.name.localeCompare(b.name, 'vi')),
  );
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase();

/** The stand-in server's state, reset before each story (`beforeEach: api.reset`). */
export function inventoryApi({
  products = () => storyProducts,
  latest = (): SyncLog | null => latestProductSync,
  sync = async () =>
    HttpResponse.json(
      storySyncResult({
        count: 12,
        synced_count: 12,
        new_count: 2,
        updated_count: 10,
        sync_time: '2026-05-15T04:00:00.000Z',
      }),
    ),
  requests,
}: {
  products?: () => Product[];
  latest?: () => SyncLog | null;
  sync?: () => Promise<Response>;
  /** Records the product list's requests (what the screen asked for). */
  requests?: Recorder;
} = {}) {
  let rows: Product[] = [];
  let latestRun: SyncLog | null = null;
  const reset = () => {
    rows = structuredClone(products());
    latestRun = latest();
    requests?.reset();
  };
  reset();
  const handlers = [
    me,
    connectionStatus(),
    latestSync(() => latestRun),
    http.get('/api/categories', async ({ request }) => {
      const url = new URL(request.url);
      const search = fold(url.searchParams.get('search') ?? '');
      const ids = url.searchParams.get('ids')?.split(',');
      const found = categories.filter(
        (c) => fold(c.category_name).includes(search) && (!ids || ids.includes(c.id)),
      );
      const answer = pageOf(found, url);
      return HttpResponse.json({ ...answer, items: answer.data });
    }),
    http.get('/api/products', async ({ request }) => {
      await delay(STORY_API_DELAY_MS);
      const url = requests?.record(request) ?? new URL(request.url);
      const search = fold(url.searchParams.get('search') ?? '');
      const ids = url.searchParams.get('product_ids')?.split(',');
      const groups = url.searchParams.get('category_ids')?.split(',');
      const statuses = url.searchParams.get('status')?.split(',');
      const active = url.searchParams.get('is_active');
      const expiry = url.searchParams.get('expiry');
      const inWindow = (p: Product) => {
        if (expiry === null) return true;
        if (expiry === 'expired') return p.inventory_summary.expired_on_hand > 0;
        const days = p.inventory_summary.days_to_nearest_expiry;
        return days !== null && days <= Number(expiry);
      };
      const found = rows.filter(
        (p) =>
          (fold(p.name).includes(search) || fold(p.code).includes(search)) &&
          (!ids || ids.includes(p.id)) &&
          (!groups || (p.category_id !== null && groups.includes(p.category_id))) &&
          (!statuses || statuses.includes(p.status)) &&
          (active === null || String(p.is_active) === active) &&
          inWindow(p),
      );
      return HttpResponse.json(pageOf(sortedAsAsked(found, url), url));
    }),
    http.get('/api/products/:id', async ({ params }) => {
      await delay(STORY_API_DELAY_MS);
      const found = rows.find((p) => p.id === params.id);
      if (!found) return apiError(404, 'Không tìm thấy sản phẩm', 'NOT_FOUND');
      return HttpResponse.json({ data: found });
    }),
    http.patch('/api/products/:id/suggestion-days', async ({ params, request }) => {
      await delay(STORY_API_DELAY_MS);
      const body = (await request.json()) as { suggestion_days: number };
      const found = rows.find((p) => p.id === params.id);
      if (!found) return apiError(404, 'Không tìm thấy sản phẩm', 'NOT_FOUND');
      found.suggestion_days = body.suggestion_days;
      return HttpResponse.json({ data: found });
    }),
    http.post('/api/pos-settings/sync-inventory', async () => {
      const answer = await sync();
      if (answer.ok) {
        latestRun = {
          ...latestProductSync,
          id: uuid(7002),
          sync_type: 'MANUAL_SYNC',
          finished_at: '2026-05-15T04:00:00.000Z',
          created_at: '2026-05-15T04:00:00.000Z',
        };
      }
      return answer;
    }),
  ];
  return { reset, handlers };
}
