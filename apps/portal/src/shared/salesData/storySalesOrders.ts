import type { SalesOrder, SalesOrderDetail, SalesOrderLine, SalesOrderPayment } from '@pharmacy/api-client';
import { storyId as uuid } from '../../stories/storyApi';

/** Sales orders for the stories of the sales-order list, the order page and a customer's purchase history. */

const line = (overrides: Partial<SalesOrderLine>): SalesOrderLine => ({
  product_id: uuid(5000),
  product_kiotviet_id: 21_000_001,
  product_code: 'SP000001',
  product_name: 'Paracetamol 500mg Pymepharco',
  category_name: 'Giảm đau, hạ sốt',
  quantity: 2,
  price: 25_000,
  discount: 0,
  discount_amount: 0,
  batch_number: null,
  expiry_date: null,
  sub_total: 50_000,
  ...overrides,
});

const STATUS_VALUES: Record<number, string> = {
  1: 'Hoàn thành',
  2: 'Đã hủy',
  3: 'Đang xử lý',
  5: 'Không giao được',
};

export function storySalesOrder(n: number, overrides: Partial<SalesOrder> = {}): SalesOrder {
  const status = overrides.status ?? [1, 1, 3, 1, 2, 1, 5, 1, 1, 3][n % 10] ?? 1;
  const walkIn = n % 3 === 2;
  const day = String(28 - (n % 27)).padStart(2, '0');
  return {
    id: uuid(100 + n),
    kiotviet_id: 200_000_000 + n,
    code: `HD${String(3000 - n).padStart(6, '0')}`,
    purchase_date: `2026-05-${day}T03:15:00.000Z`,
    branch_name: n % 2 ? 'Nhà thuốc Minh Châu – Chi nhánh Thủ Đức' : 'Nhà thuốc Minh Châu – Cơ sở chính',
    sold_by_name: 'Nhân viên Đặng Văn Bình',
    customer_code: walkIn ? null : `KH${String(n + 1).padStart(6, '0')}`,
    customer_name: walkIn ? 'Khách lẻ' : 'Nguyễn Thị Nhung',
    total: 50_000 + n * 12_500,
    total_payment: 50_000 + n * 12_500,
    discount: 0,
    discount_ratio: null,
    status,
    status_value: STATUS_VALUES[status] ?? String(status),
    description: null,
    invoice_details: [
      line({
        product_name: n % 2 ? 'Hoạt huyết dưỡng não Traphaco Mekophar viên bao đường hộp 5 vỉ' : undefined,
        sub_total: 50_000 + n * 12_500,
      }),
    ],
    updated_at: '2026-05-28T03:15:00.000Z',
    ...overrides,
  };
}

export const storySalesOrders: SalesOrder[] = Array.from({ length: 10 }, (_, n) => storySalesOrder(n));

/**
 * An order with discounts — on lines, and 5 % off the whole order (977,875 đ of lines, 48,893 đ off) — lots and expiry
 * dates, and a line without either.
 */
export const orderWithLots: SalesOrder = storySalesOrder(0, {
  code: 'HD002919',
  total: 928_982,
  total_payment: 928_982,
  discount: 48_893,
  discount_ratio: 5,
  invoice_details: [
    line({
      product_code: 'SP000022',
      product_name: 'Cefuroxim 500mg Stada',
      category_name: 'Kháng sinh',
      quantity: 10,
      price: 101_500,
      discount: 10,
      discount_amount: 10_150,
      batch_number: 'L270631',
      expiry_date: '2029-06-25',
      sub_total: 913_500,
    }),
    line({
      product_code: 'SP000115',
      product_name: 'Băng cá nhân Urgo',
      category_name: null,
      quantity: 3,
      price: 15_000,
      discount: 12.5,
      discount_amount: 1_875,
      sub_total: 39_375,
    }),
    line({ batch_number: 'PA2509', expiry_date: '2027-06-30', quantity: 1, sub_total: 25_000 }),
  ],
});

/** A walk-in sale: no customer. */
export const walkInOrder: SalesOrder = storySalesOrder(2);

/** A cancelled sale: KiotViet keeps no payment of it. */
export const cancelledOrder: SalesOrder = storySalesOrder(4);

const payment = (overrides: Partial<SalesOrderPayment>): SalesOrderPayment => ({
  code: 'TT002919',
  method: 'Cash',
  amount: 0,
  paid_at: '2026-05-28T03:15:00.000Z',
  ...overrides,
});

/** The order page's answer: the order and how it was paid. */
export function storyOrderDetail(order: SalesOrder): SalesOrderDetail {
  const payments: Record<string, SalesOrderPayment[]> = {
    // Part in cash, the rest by transfer.
    [orderWithLots.id]: [
      payment({ amount: 500_000 }),
      payment({ code: 'TT002919-1', method: 'Transfer', amount: 428_982 }),
    ],
    // A method the portal has no Vietnamese name for keeps KiotViet's word.
    [walkInOrder.id]: [
      payment({ code: 'TT002998', method: 'Voucher', amount: walkInOrder.total, paid_at: null }),
    ],
  };
  return { ...order, payments: payments[order.id] ?? [] };
}
