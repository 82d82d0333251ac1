import type { Customer, RepurchaseSuggestion } from '@pharmacy/api-client';

/** Customers and repurchase suggestions for the customer stories. */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const NAMES = [
  'Nguyễn Thị Nhung',
  'Trần Văn An',
  'Lê Phương Oanh',
  'Phạm Ngọc Quỳnh',
  'Hoàng Đức Bình',
  'Võ Minh Nam',
  'Đặng Thanh Yến',
  'Bùi Bảo Hạnh',
  'Huỳnh Thị Chi',
  'Tôn Nữ Phương Thảo Nguyên',
];
const GENDERS: Customer['gender'][] = ['Nữ', 'Nam', 'Nữ', 'Nữ', 'Nam', 'Nam', null, null, 'Nữ', 'Nữ'];
/** KiotViet's customer groups: most customers are in none, the first in two. */
const GROUPS: string[][] = [
  ['Khách thân thiết', 'Bệnh nhân mãn tính – tăng huyết áp, tiểu đường'],
  ['Khách sỉ – phòng khám'],
];

export const storyCustomers: Customer[] = NAMES.map((name, n) => ({
  id: uuid(700 + n),
  kiotviet_id: 30_000_000 + n,
  code: `KH${String(n + 1).padStart(6, '0')}`,
  name,
  gender: GENDERS[n] ?? null,
  phone: n === 6 ? null : `09036${String(10_000 + n * 137).slice(0, 5)}`,
  email: n % 3 === 0 ? `khach${n + 1}@example.vn` : null,
  address: null,
  total_revenue: 52_597_230 - n * 4_100_000,
  branch_name: 'Nhà thuốc Minh Châu – Cơ sở chính',
  groups: GROUPS[n] ?? [],
  updated_at: '2026-05-28T03:15:00.000Z',
}));

export const storySuggestions: RepurchaseSuggestion[] = [
  {
    product_id: uuid(5001),
    code: 'SP000092',
    name: 'Losartan 50mg Pymepharco',
    suggested_quantity: 2,
    current_stock: 140,
    purchase_count: 6,
    last_purchase_date: '2026-04-20',
    average_purchase_interval: 30,
    due_date: '2026-05-20',
    is_due: true,
    days_until_due: -8,
    last_order: { id: uuid(6001), code: 'HD002911' },
  },
  {
    product_id: uuid(5002),
    code: 'SP000029',
    name: 'Metformin 850mg Mekophar',
    suggested_quantity: 3,
    current_stock: 0,
    purchase_count: 4,
    last_purchase_date: '2026-05-01',
    average_purchase_interval: 45,
    due_date: '2026-06-15',
    is_due: false,
    days_until_due: 18,
    last_order: { id: uuid(6002), code: 'HD002940' },
  },
  {
    product_id: null,
    code: 'SP000001',
    name: 'Paracetamol 500mg Pymepharco',
    suggested_quantity: 1,
    current_stock: 12,
    purchase_count: 2,
    last_purchase_date: '2026-03-02',
    average_purchase_interval: 56,
    due_date: '2026-04-27',
    is_due: true,
    days_until_due: -31,
    last_order: { id: uuid(6003), code: 'HD002655' },
  },
];
