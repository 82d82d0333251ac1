import type { Product, PurchaseOrder, PurchaseOrderCreate } from '@pharmacy/api-client';
import { todayIso } from '@pharmacy/i18n';
import { normalizeSearchText } from '@pharmacy/ui';
import { delay, HttpResponse, http } from 'msw';
import { userEvent, within } from 'storybook/test';
import { me, STORY_API_DELAY_MS, storyId, storyUser } from '../../../stories/storyApi';
import { storyBaseUnit, storyLot, storyStock } from '../../../stories/storyStock';
import { storySupplier } from '../../../stories/storySuppliers';
import { storyNothingShipped } from '../storyOrders';

/*
 * The stand-in API of the create-order stories: the signed-in user, suppliers, partner catalogues, the pharmacy's
 * own products with lots (some expired, relative to today in Asia/Ho_Chi_Minh), and the create call.
 */

export type Canvas = ReturnType<typeof within>;
/** The whole page: dialogs, drawers, popovers and toasts are portalled out of the story's canvas. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Replaces a field's text as a person does: select it all, type over it. */
export async function retype(field: HTMLElement, keys: string) {
  await userEvent.tripleClick(field);
  await userEvent.keyboard(keys);
}

const pharmacyId = storyUser.pharmacies[0]?.id ?? '';
const uuid = storyId;

export { daysFromToday } from '../../../stories/storyStock';
/** The same day as the lot editor shows it, `dd-MM-yyyy`. */
export const lotExpiry = (iso: string) => iso.split('-').reverse().join('-');

const supplier = (n: number, patch: Parameters<typeof storySupplier>[1]) =>
  storySupplier(n, { code: `NCC${100 + n}`, ...patch });

const suppliers = {
  dhg: supplier(1, {
    name: 'Công ty Cổ phần Dược Hậu Giang',
    type: 'PARTNER',
    description: 'Nhà sản xuất dược phẩm hàng đầu Việt Nam',
  }),
  traphaco: supplier(2, { name: 'Công ty Cổ phần Traphaco', type: 'PARTNER' }),
  minhChau: supplier(3, {
    name: 'Công ty TNHH Dược phẩm Minh Châu',
    type: 'INTERNAL',
    source_tag: 'KiotViet',
    description: 'Giao hàng trong ngày tại TP. Hồ Chí Minh',
  }),
  thienPhuc: supplier(4, { name: 'Nhà phân phối Thiên Phúc', type: 'INTERNAL' }),
};

interface LotSeed {
  batch: string | null;
  expiresIn: number | null;
  onHand: number;
  cost: number;
}

let productSerial = 1000;
function product(
  /** `kiotviet`: the code of the KiotViet product it is linked to; none: not in KiotViet yet. */
  seed: {
    code: string;
    name: string;
    price: number;
    lots?: LotSeed[];
    kiotviet?: string;
    /** Its units, the base first; the base unit ('Hộp') alone when omitted. */
    units?: Product['units'];
  },
  owner: { distributorId: string } | { retailerId: string },
): Product {
  const id = uuid(productSerial++);
  const lots = (seed.lots ?? []).map((lot, index) =>
    storyLot(`${id.slice(0, -3)}9${String(index).padStart(2, '0')}`, lot),
  );
  const stock = storyStock(lots, 0);
  return {
    id,
    code: seed.code,
    name: seed.name,
    unit: 'Hộp',
    category_id: null,
    category_name: null,
    distributor_id: 'distributorId' in owner ? owner.distributorId : null,
    retailer_id: 'retailerId' in owner ? owner.retailerId : null,
    base_price: seed.price,
    is_active: true,
    status: 'ACTIVE',
    suggestion_days: 0,
    barcode: null,
    synced_from_kiotviet: false,
    synced_at: null,
    kiotviet_product: seed.kiotviet ? { code: seed.kiotviet, name: seed.name, method: 'code' } : null,
    inventory_summary: stock,
    inventorySummary: { totalOnHand: stock.total_on_hand },
    productInventories: lots,
    units: seed.units ?? storyBaseUnit(seed.code, 'Hộp', seed.price),
    branch_stocks: [],
  };
}

const dhg = { distributorId: suppliers.dhg.id };
const dhgCatalogue = [
  product(
    { code: 'DHG-HAP500', name: 'Hapacol 500mg (hộp 10 vỉ x 10 viên)', price: 45_000, kiotviet: 'SP000020' },
    dhg,
  ),
  product(
    {
      code: 'DHG-HAP250',
      name: 'Hapacol 250mg bột sủi bọt hương cam dành cho trẻ em từ 2 đến 6 tuổi (hộp 24 gói x 1,5g)',
      price: 52_000,
    },
    dhg,
  ),
  product({ code: 'DHG-KLA625', name: 'Klamentin 625mg', price: 138_000 }, dhg),
  product({ code: 'DHG-NAT', name: 'Naturenz (men tiêu hoá)', price: 95_000 }, dhg),
  product({ code: 'DHG-SPC', name: 'Spivital C 500mg', price: 32_000 }, dhg),
  product({ code: 'DHG-BAB', name: 'Bổ phế Bảo Thanh', price: 41_000 }, dhg),
];

/** 60 products: more than one page of 50, so 'Tải thêm sản phẩm...' shows. */
export const traphacoCatalogue = Array.from({ length: 60 }, (_, i) =>
  product(
    {
      code: `TRA-${String(i + 1).padStart(3, '0')}`,
      name: `Viên nang Traphaco số ${String(i + 1).padStart(2, '0')}`,
      price: 20_000 + i * 1_000,
    },
    { distributorId: suppliers.traphaco.id },
  ),
);

const own = { retailerId: pharmacyId };
const ownProducts = [
  product(
    {
      code: 'SP000001',
      kiotviet: 'SP000001',
      name: 'Paracetamol 500mg Stada',
      price: 35_000,
      lots: [
        { batch: 'PA2401', expiresIn: -12, onHand: 4, cost: 24_000 },
        { batch: 'PA2405', expiresIn: 21, onHand: 30, cost: 25_000 },
        { batch: 'PA2502', expiresIn: 420, onHand: 60, cost: 25_500 },
      ],
    },
    own,
  ),
  product(
    {
      code: 'SP000004',
      kiotviet: 'SP000004',
      name: 'Augmentin 625mg',
      price: 235_000,
      lots: [
        { batch: 'AG7781', expiresIn: -40, onHand: 2, cost: 190_000 },
        { batch: 'AG8120', expiresIn: 250, onHand: 9, cost: 195_000 },
      ],
    },
    own,
  ),
  product(
    {
      code: 'SP000013',
      kiotviet: 'SP000013',
      name: 'Viên uống bổ sung Canxi hữu cơ kết hợp Vitamin D3 và K2 cho người lớn tuổi (hộp 60 viên nang mềm)',
      price: 389_000,
      lots: [{ batch: 'CX2607', expiresIn: 540, onHand: 12, cost: 300_000 }],
    },
    own,
  ),
  product(
    {
      code: 'SP000005',
      name: 'Berberin 100mg',
      price: 12_000,
      lots: [{ batch: null, expiresIn: null, onHand: 40, cost: 8_000 }],
    },
    own,
  ),
  // Sold by the tablet (stock counts tablets), the blister of 12 and the box of 15 blisters.
  product(
    {
      code: 'SP000003',
      kiotviet: 'SP000003',
      name: 'Panadol Extra',
      price: 2_000,
      lots: [{ batch: 'PN2604', expiresIn: 300, onHand: 360, cost: 1_600 }],
      units: [
        { unit: 'viên', code: 'SP000003', conversion: 1, base_price: 2_000, is_base: true },
        { unit: 'vỉ', code: 'SP000003-2', conversion: 12, base_price: 22_000, is_base: false },
        { unit: 'hộp', code: 'SP000003-3', conversion: 180, base_price: 320_000, is_base: false },
      ],
    },
    own,
  ),
];

const activeSuppliers = http.get('/api/v1/distributors/active', async () => {
  await delay(STORY_API_DELAY_MS / 2);
  const data = Object.values(suppliers);
  return HttpResponse.json({
    data,
    total: data.length,
    page: 1,
    limit: 99,
    total_exact: true,
    next_cursor: null,
  });
});

/** GET /api/products as the server pages it: a supplier's catalogue or the pharmacy's own, searched, by cursor. */
const products = http.get('/api/products', async ({ request }) => {
  await delay(STORY_API_DELAY_MS / 2);
  const query = new URL(request.url).searchParams;
  const distributorId = query.get('distributor_id');
  const all = query.get('retailer_id')
    ? ownProducts
    : [...dhgCatalogue, ...traphacoCatalogue].filter((p) => p.distributor_id === distributorId);
  const search = normalizeSearchText(query.get('search') ?? '');
  const found = search ? all.filter((p) => normalizeSearchText(`${p.code} ${p.name}`).includes(search)) : all;
  const limit = Number(query.get('limit') ?? 50);
  const from = Number(query.get('cursor')?.replace('offset:', '') ?? 0);
  const data = found.slice(from, from + limit);
  const next = from + limit < found.length ? `offset:${from + limit}` : null;
  return HttpResponse.json({
    data,
    total: found.length,
    page: Math.floor(from / limit) + 1,
    limit,
    total_exact: true,
    next_cursor: next,
  });
});

/**
 * The pickers' reorder figures: the products the pharmacy sells that have any (Hapacol 500mg, linked to the store's
 * SP000020; the pharmacy's Berberin), whichever supplier is asked about.
 */
const FIGURES: Record<
  string,
  { daily_sales: number; on_hand: number; usable: number; suggested_quantity: number }
> = {
  'DHG-HAP500': { daily_sales: 2.5, on_hand: 20, usable: 14, suggested_quantity: 60 },
  SP000005: { daily_sales: 1.5, on_hand: 40, usable: 40, suggested_quantity: 25 },
};
const reorderFigures = http.get('/api/reorder/products', async ({ request }) => {
  await delay(STORY_API_DELAY_MS / 2);
  const ids = new URL(request.url).searchParams.get('product_ids')?.split(',') ?? [];
  const data = [...dhgCatalogue, ...traphacoCatalogue, ...ownProducts]
    .filter((product) => ids.includes(product.id) && FIGURES[product.code])
    .map((product) => ({ product_id: product.id, on_order: 0, ...FIGURES[product.code] }));
  return HttpResponse.json({ data, today: todayIso(), lead_days: 3, lead_from_history: true });
});

/** The order the stand-in server makes of a create request. */
export function orderCreatedFrom(body: PurchaseOrderCreate): PurchaseOrder {
  const distributor = Object.values(suppliers).find((s) => s.id === body.distributor_id) ?? suppliers.dhg;
  const items = body.items.map((item, index) => ({
    id: uuid(5000 + index),
    product_id: item.product_id,
    product_code: item.product_code ?? '',
    product_name: item.product_name ?? '',
    unit: null,
    unit_code: item.unit_code ?? null,
    conversion: 1,
    quantity_ordered: item.quantity_ordered,
    unit_price: item.unit_price ?? 0,
    total_price: item.quantity_ordered * (item.unit_price ?? 0),
    batch_number: item.batch_number ?? null,
    expiry_date: item.expiry_date ?? null,
    notes: null,
    kiotviet_product: null,
    ...storyNothingShipped,
  }));
  const order: PurchaseOrder = {
    id: uuid(4000),
    order_number: `DH-${todayIso().replaceAll('-', '')}-0013`,
    status: 'pending',
    status_label: 'Đã tạo',
    distributor_id: distributor.id,
    distributor: {
      id: distributor.id,
      name: distributor.name,
      code: distributor.code,
      type: distributor.type,
    },
    created_at: new Date().toISOString(),
    expected_delivery_date: body.expected_delivery_date ?? null,
    actual_delivery_date: null,
    total_amount: items.reduce((sum, item) => sum + item.total_price, 0),
    notes: body.notes ?? null,
    document_urls: [],
    received_in_full: null,
    is_synced_to_kiotviet: false,
    kiotviet_receipt_code: null,
    kiotviet_synced_at: null,
    kiotviet_sync_state: 'not_synced',
    kiotviet_check_after: null,
    items,
    documents: [],
    status_history: [],
    allowed_transitions: ['approved', 'cancelled'],
    cancel_reason_required: false,
    shipment_editable: false,
    receivable: distributor.type === 'INTERNAL',
    receipt_skipped_steps: distributor.type === 'INTERNAL' ? ['approved', 'shipped'] : [],
  };
  return order;
}

/** POST /api/import-orders that creates the order it is sent. */
const createOrder = http.post('/api/import-orders', async ({ request }) => {
  const body = (await request.json()) as PurchaseOrderCreate;
  await delay(STORY_API_DELAY_MS);
  return HttpResponse.json({ data: orderCreatedFrom(body) }, { status: 201 });
});

/** A create the server refuses with `body` (its error envelope). */
export const refuseCreate = (status: number, body: Record<string, unknown>) =>
  http.post('/api/import-orders', async () => {
    await delay(STORY_API_DELAY_MS / 2);
    return HttpResponse.json(body, { status });
  });

export const handlers = [me, activeSuppliers, products, reorderFigures, createOrder];

/**
 * An outage of `path`: it answers 500 (the first try and every retry of the client) from `begin()` until `end()`,
 * then as the stand-in server does. A story begins it before it renders and ends it before pressing 'Thử lại'.
 */
export function outage(path: '/api/v1/distributors/active' | '/api/products') {
  let down = false;
  const working = path === '/api/products' ? products : activeSuppliers;
  return {
    handlers: [
      http.get(path, () =>
        down
          ? HttpResponse.json({ message: 'Lỗi máy chủ', error: 'INTERNAL', details: null }, { status: 500 })
          : undefined,
      ),
      working,
    ],
    begin: () => {
      down = true;
    },
    end: () => {
      down = false;
    },
  };
}

/** `path` never answers: what shows while it loads. */
export const neverAnswering = (path: '/api/v1/distributors/active' | '/api/products') =>
  http.get(path, () => delay('infinite'));
/** Everything but the create call, for stories that answer it themselves. */
export const readHandlers = [me, activeSuppliers, products, reorderFigures];
