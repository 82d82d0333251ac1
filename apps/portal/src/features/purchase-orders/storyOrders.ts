import type {
  OrderDocument,
  PurchaseOrder,
  PurchaseOrderItem,
  PurchaseOrderStatus,
  PurchaseOrderSummary,
} from '@pharmacy/api-client';
import { storyId as id, storyPage } from '../../stories/storyApi';

/**
 * Orders for the screen stories (and the shell's): what the API answers for the demo pharmacy, in every status,
 * with long Vietnamese names and notes where the layout has to cope with them.
 */

export const storySuppliers = {
  dhg: { id: id(101), name: 'Công ty Cổ phần Dược Hậu Giang', code: 'DHG', type: 'PARTNER' as const },
  imexpharm: {
    id: id(102),
    name: 'Công ty Cổ phần Dược phẩm Imexpharm',
    code: 'IMP',
    type: 'PARTNER' as const,
  },
  minhChau: {
    id: id(103),
    name: 'Công ty TNHH Dược phẩm Minh Châu',
    code: 'NCC245',
    type: 'INTERNAL' as const,
  },
  long: {
    id: id(104),
    name: 'Công ty Trách nhiệm Hữu hạn Thương mại và Dịch vụ Dược phẩm – Thiết bị Y tế Hoàng Gia Phát Đạt',
    code: 'NCC318',
    type: 'INTERNAL' as const,
  },
};
type StorySupplier = (typeof storySuppliers)[keyof typeof storySuppliers];

const LABELS: Record<PurchaseOrderStatus, string> = {
  pending: 'Đã tạo',
  approved: 'Đã xác nhận',
  shipped: 'Đang giao hàng',
  delivered: 'Hoàn tất',
  cancelled: 'Đã huỷ',
};

interface SummaryInput {
  n: number;
  status: PurchaseOrderStatus;
  supplier: StorySupplier;
  day: string;
  total: number;
  expected?: string | null;
  delivered?: string | null;
  notes?: string | null;
  synced?: boolean;
  documents?: string[];
  /** A delivered order received in part. */
  partial?: boolean;
}

function summary(input: SummaryInput): PurchaseOrderSummary {
  return {
    id: id(input.n),
    order_number: `DH-${input.day.replaceAll('-', '')}-${String(input.n % 10_000).padStart(4, '0')}`,
    status: input.status,
    status_label: LABELS[input.status],
    distributor_id: input.supplier.id,
    distributor: input.supplier,
    created_at: `${input.day}T02:00:00.000Z`,
    expected_delivery_date: input.expected === undefined ? input.day : input.expected,
    actual_delivery_date: input.delivered ?? null,
    total_amount: input.total,
    notes: input.notes ?? null,
    document_urls: input.documents ?? [],
    received_in_full: input.status === 'delivered' ? !input.partial : null,
    is_synced_to_kiotviet: input.synced ?? false,
    kiotviet_receipt_code: input.synced ? `PN${String(input.n).padStart(6, '0')}` : null,
    kiotviet_synced_at: input.synced ? `${input.day}T09:00:00.000Z` : null,
    kiotviet_sync_state: input.synced ? 'synced' : 'not_synced',
    kiotviet_check_after: null,
  };
}

/** One page of the list: ten orders, newest first, every status and action. */
export const storyOrderRows: PurchaseOrderSummary[] = [
  summary({ n: 1, status: 'pending', supplier: storySuppliers.dhg, day: '2026-05-12', total: 520_000 }),
  summary({ n: 2, status: 'pending', supplier: storySuppliers.long, day: '2026-05-11', total: 712_500 }),
  summary({
    n: 3,
    status: 'approved',
    supplier: storySuppliers.minhChau,
    day: '2026-05-10',
    total: 1_040_000,
  }),
  summary({
    n: 4,
    status: 'shipped',
    supplier: storySuppliers.minhChau,
    day: '2026-05-08',
    total: 1_812_000,
  }),
  summary({ n: 5, status: 'shipped', supplier: storySuppliers.dhg, day: '2026-05-06', total: 2_020_000 }),
  summary({
    n: 6,
    status: 'delivered',
    supplier: storySuppliers.imexpharm,
    day: '2026-05-02',
    total: 6_600_000,
    delivered: '2026-05-05',
    partial: true,
  }),
  summary({
    n: 7,
    status: 'delivered',
    supplier: storySuppliers.minhChau,
    day: '2026-04-28',
    total: 1_705_000,
    delivered: '2026-04-30',
    synced: true,
  }),
  summary({ n: 8, status: 'cancelled', supplier: storySuppliers.long, day: '2026-04-25', total: 970_000 }),
  summary({
    n: 9,
    status: 'cancelled',
    supplier: storySuppliers.imexpharm,
    day: '2026-04-20',
    total: 6_600_000,
    expected: null,
  }),
  summary({
    n: 10,
    status: 'delivered',
    supplier: storySuppliers.dhg,
    day: '2026-04-14',
    total: 11_380_000,
    delivered: '2026-04-16',
  }),
];

/** What `GET /api/import-orders` answers: a page and its (bounded) total. */
export function orderPage(rows: PurchaseOrderSummary[], total = rows.length, exact = true) {
  return storyPage(rows, { total, exact });
}

/** A tiny PNG (a pale square) for the image preview: a data link, as the stories have no file server. */
const PREVIEW_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM48ewhVsQwtCQA9TmjwYcBSs8AAAAASUVORK5CYII=';

export const storyDocuments: OrderDocument[] = [
  {
    id: id(901),
    url: `/api/v1/files/${id(901)}`,
    name: 'hoa-don-GTGT-0001234.pdf',
    content_type: 'application/pdf',
    size: 182_400,
    download_url: `/api/v1/files/${id(901)}/download?expires=4102444800&signature=story`,
    preview_url: null,
  },
  {
    id: id(902),
    url: `/api/v1/files/${id(902)}`,
    name: 'phieu-giao-hang-thang-5.png',
    content_type: 'image/png',
    size: 96_512,
    download_url: `/api/v1/files/${id(902)}/download?expires=4102444800&signature=story`,
    preview_url: PREVIEW_PNG,
  },
];

/** A line's receipt before anything was shipped or received. */
export const storyNothingShipped = {
  shippedBatches: [],
  quantity_shipped: 0,
  quantity_received: null,
  shortfall_reason: null,
  received_batches: [],
} satisfies Partial<PurchaseOrderItem>;

type StoryLineProduct = Pick<
  PurchaseOrderItem,
  | 'product_code'
  | 'product_name'
  | 'unit'
  | 'unit_code'
  | 'conversion'
  | 'quantity_ordered'
  | 'unit_price'
  | 'kiotviet_product'
>;

/** A line's product as ordered: code, name, unit (code and base units in one; null code: the base unit), quantity, price. */
const storyLineProduct = (
  [product_code, product_name]: [string, string],
  [unit, unit_code, conversion]: [string, string | null, number],
  quantity_ordered: number,
  unit_price: number,
): StoryLineProduct => ({
  product_code,
  product_name,
  unit,
  unit_code,
  conversion,
  quantity_ordered,
  unit_price,
  kiotviet_product: { code: product_code, name: product_name.replace(/ \(.*\)$/, '') },
});

/** Ordered by the box of 100 tablets (a larger unit), with a long name. */
const paracetamolBox = storyLineProduct(
  ['SP000001', 'Paracetamol 500mg Stada (hộp 10 vỉ x 10 viên nén dài bao phim)'],
  ['Hộp', 'SP000001-3', 100],
  50,
  24_500,
);
/** Ordered by the tablet, the base unit. */
const amlodipin = storyLineProduct(['SP000011', 'Amlodipin 5mg'], ['Viên', null, 1], 30, 16_000);

/** The drawer's order: a row of the list with its lines, lots, documents, history and allowed moves. */
export function storyOrderDetail(
  row: PurchaseOrderSummary,
  overrides: Partial<PurchaseOrder> = {},
): PurchaseOrder {
  const shipped = row.status === 'shipped' || row.status === 'delivered';
  const internal = row.distributor.type === 'INTERNAL';
  const moves: Record<PurchaseOrderStatus, PurchaseOrderStatus[]> = internal
    ? {
        pending: ['approved', 'cancelled'],
        approved: ['shipped', 'cancelled'],
        shipped: ['delivered', 'cancelled'],
        delivered: [],
        cancelled: [],
      }
    : {
        pending: ['cancelled'],
        approved: ['cancelled'],
        shipped: ['delivered', 'cancelled'],
        delivered: [],
        cancelled: [],
      };
  const path: PurchaseOrderStatus[] = {
    pending: [],
    approved: ['approved'],
    shipped: ['approved', 'shipped'],
    delivered: ['approved', 'shipped', 'delivered'],
    cancelled: ['cancelled'],
  }[row.status] as PurchaseOrderStatus[];
  let from: PurchaseOrderStatus = 'pending';
  const history = [
    {
      from_status: null,
      to_status: 'pending' as const,
      changed_by: 'Nguyễn Thị Lan',
      changed_at: row.created_at,
      reason: null,
      skipped: false,
    },
    ...path.map((to, index) => {
      const entry = {
        from_status: from,
        to_status: to,
        changed_by: to === 'delivered' || internal ? 'Nguyễn Thị Lan' : row.distributor.name,
        changed_at: new Date(Date.parse(row.created_at) + (index + 1) * 86_400_000).toISOString(),
        reason: to === 'cancelled' ? 'Nhà cung cấp báo hết hàng, đặt lại với nhà phân phối khác' : null,
        skipped: false,
      };
      from = to;
      return entry;
    }),
  ];
  const delivered = row.status === 'delivered';
  /** A line's shipped batches, received as shipped once the order is delivered. */
  const receipt = (batches: PurchaseOrderItem['shippedBatches']) => {
    const quantity = batches.reduce((sum, batch) => sum + batch.quantity_shipped, 0);
    return {
      shippedBatches: batches,
      quantity_shipped: quantity,
      quantity_received: delivered ? quantity : null,
      shortfall_reason: null,
      received_batches: delivered
        ? batches.map((batch) => ({
            id: id(Number(batch.id.slice(-6)) + 100),
            batch_number: batch.batch_number_snapshot,
            expiry_date: batch.expiry_date_snapshot,
            quantity_received: batch.quantity_shipped,
          }))
        : [],
    };
  };
  /** A line of one product: its asked-for lot on an internal order, the lots shipped once shipped. */
  const line = (
    n: number,
    product: StoryLineProduct,
    [batch, expiry]: [string, string],
    lots: [n: number, batch: string, quantity: number, expiry: string][],
  ): PurchaseOrderItem => ({
    id: id(n),
    product_id: id(n + 100),
    ...product,
    total_price: product.quantity_ordered * product.unit_price,
    batch_number: internal ? batch : null,
    expiry_date: internal ? expiry : null,
    notes: null,
    ...receipt(
      shipped
        ? lots.map(([lot, number, quantity, date]) => ({
            id: id(lot),
            batch_number_snapshot: number,
            quantity_shipped: quantity,
            expiry_date_snapshot: date,
          }))
        : [],
    ),
  });
  const beforeShipping = internal && (row.status === 'pending' || row.status === 'approved');
  return {
    ...row,
    items: [
      line(
        501,
        paracetamolBox,
        ['PA2509', '2027-11-30'],
        [
          [701, 'PA2509', 30, '2027-11-30'],
          [702, 'PA2510', 20, '2028-01-31'],
        ],
      ),
      line(502, amlodipin, ['AM1108', '2027-09-15'], [[703, 'AM1108', 30, '2027-09-15']]),
    ],
    total_amount: 1_705_000,
    documents: [],
    status_history: history,
    allowed_transitions: moves[row.status],
    cancel_reason_required: row.status === 'shipped' || (!internal && row.status === 'approved'),
    shipment_editable: row.status === 'shipped',
    receivable: row.status === 'shipped' || beforeShipping,
    receipt_skipped_steps: !beforeShipping
      ? []
      : row.status === 'pending'
        ? ['approved', 'shipped']
        : ['shipped'],
    ...overrides,
  };
}
