import { count } from 'drizzle-orm';
import * as schema from '../db/schema';
import { addDays, businessDate, startOfBusinessDay } from '../domain/dates';
import type { PurchaseOrderStatus } from '../domain/purchase-order-status';
import type { ShortfallReason } from '../domain/receipt-rules';
import { foldForSearch } from '../domain/text';
import type { AppDeps, AuthContext } from '../http/env';
import { hashPassword, verifyPassword } from '../modules/auth/passwords';
import { authRepository } from '../modules/auth/repository';
import { createPurchaseOrderService } from '../modules/purchase-orders/service';

export const DEMO_LOGIN = { username: 'demo', password: 'demo1234' } as const;
/** A second pharmacy's login: shows that one pharmacy never sees another's data. */
export const OTHER_LOGIN = { username: 'phuckhang', password: 'demo1234' } as const;

const CATEGORIES = [
  'Giảm đau, hạ sốt',
  'Kháng sinh',
  'Vitamin & khoáng chất',
  'Tiêu hoá',
  'Hô hấp',
  'Tim mạch',
  'Da liễu',
] as const;
type Category = (typeof CATEGORIES)[number];

interface CatalogueItem {
  code: string;
  name: string;
  unit: string;
  price: number;
  category: Category;
}

const PARTNERS: {
  code: string;
  name: string;
  brand: string;
  description: string;
  phone: string;
  email: string;
  address: string;
  catalogue: CatalogueItem[];
}[] = [
  {
    code: 'DHG',
    name: 'Công ty Cổ phần Dược Hậu Giang',
    brand: 'DHG Pharma',
    description: 'Nhà sản xuất dược phẩm hàng đầu Việt Nam',
    phone: '02923891433',
    email: 'dhgpharma@dhgpharma.com.vn',
    address: '288 Bis Nguyễn Văn Cừ, Ninh Kiều, Cần Thơ',
    catalogue: [
      {
        code: 'DHG-HAP500',
        name: 'Hapacol 500mg (hộp 10 vỉ x 10 viên)',
        unit: 'Hộp',
        price: 45_000,
        category: 'Giảm đau, hạ sốt',
      },
      {
        code: 'DHG-HAP250',
        name: 'Hapacol 250mg gói bột sủi trẻ em',
        unit: 'Hộp',
        price: 52_000,
        category: 'Giảm đau, hạ sốt',
      },
      { code: 'DHG-KLA625', name: 'Klamentin 625mg', unit: 'Hộp', price: 138_000, category: 'Kháng sinh' },
      { code: 'DHG-NAT', name: 'Naturenz (men tiêu hoá)', unit: 'Hộp', price: 95_000, category: 'Tiêu hoá' },
      {
        code: 'DHG-SPC',
        name: 'Spivital C 500mg',
        unit: 'Tuýp',
        price: 32_000,
        category: 'Vitamin & khoáng chất',
      },
      { code: 'DHG-BAB', name: 'Bổ phế Bảo Thanh', unit: 'Chai', price: 41_000, category: 'Hô hấp' },
    ],
  },
  {
    code: 'TRA',
    name: 'Công ty Cổ phần Traphaco',
    brand: 'Traphaco',
    description: 'Dược phẩm đông dược và tân dược',
    phone: '18006612',
    email: 'info@traphaco.com.vn',
    address: '75 Yên Ninh, Ba Đình, Hà Nội',
    catalogue: [
      {
        code: 'TRA-BOG',
        name: 'Boganic (hộp 5 vỉ x 10 viên)',
        unit: 'Hộp',
        price: 78_000,
        category: 'Tiêu hoá',
      },
      { code: 'TRA-HOA', name: 'Hoạt huyết dưỡng não', unit: 'Hộp', price: 86_000, category: 'Tim mạch' },
      { code: 'TRA-AMP', name: 'Ampelop 620mg', unit: 'Hộp', price: 115_000, category: 'Tiêu hoá' },
      { code: 'TRA-TOS', name: 'Thuốc ho Methorphan', unit: 'Chai', price: 39_000, category: 'Hô hấp' },
    ],
  },
  {
    code: 'IMP',
    name: 'Công ty Cổ phần Dược phẩm Imexpharm',
    brand: 'Imexpharm',
    description: 'Kháng sinh tiêu chuẩn EU-GMP',
    phone: '02773851941',
    email: 'imexpharm@imexpharm.com',
    address: '4 đường 30/4, Cao Lãnh, Đồng Tháp',
    catalogue: [
      { code: 'IMP-CEF', name: 'Cefuroxim 500mg', unit: 'Hộp', price: 165_000, category: 'Kháng sinh' },
      { code: 'IMP-AMO', name: 'Amoxicilin 500mg', unit: 'Hộp', price: 72_000, category: 'Kháng sinh' },
      {
        code: 'IMP-VTC',
        name: 'Vitamin C 500mg Imex',
        unit: 'Lọ',
        price: 28_000,
        category: 'Vitamin & khoáng chất',
      },
    ],
  },
];

/**
 * Products the pharmacy keeps in the portal itself. Their codes are not KiotViet's ('SP' + 6 digits): the demo store
 * (the simulator) numbers its own products that way, and a product of the pharmacy with a KiotViet code is adopted by
 * the first sync (it becomes KiotViet's product, its name and lots replaced), which would turn these into others.
 */
const OWN_PRODUCTS: (CatalogueItem & {
  lots: { batch: string | null; expiresIn: number | null; onHand: number; cost: number }[];
})[] = [
  {
    code: 'NT000001',
    name: 'Paracetamol 500mg Stada',
    unit: 'Hộp',
    price: 35_000,
    category: 'Giảm đau, hạ sốt',
    lots: [
      { batch: 'PA2401', expiresIn: -12, onHand: 4, cost: 24_000 },
      { batch: 'PA2405', expiresIn: 21, onHand: 30, cost: 25_000 },
      { batch: 'PA2502', expiresIn: 420, onHand: 60, cost: 25_500 },
    ],
  },
  {
    code: 'NT000002',
    name: 'Efferalgan 500mg viên sủi',
    unit: 'Hộp',
    price: 62_000,
    category: 'Giảm đau, hạ sốt',
    lots: [{ batch: 'EF3321', expiresIn: 300, onHand: 18, cost: 48_000 }],
  },
  {
    code: 'NT000003',
    name: 'Panadol Extra',
    unit: 'Hộp',
    price: 185_000,
    category: 'Giảm đau, hạ sốt',
    lots: [
      { batch: 'PN0923', expiresIn: 14, onHand: 6, cost: 150_000 },
      { batch: 'PN1124', expiresIn: 500, onHand: 25, cost: 152_000 },
    ],
  },
  {
    code: 'NT000004',
    name: 'Augmentin 625mg',
    unit: 'Hộp',
    price: 235_000,
    category: 'Kháng sinh',
    lots: [
      { batch: 'AG7781', expiresIn: -40, onHand: 2, cost: 190_000 },
      { batch: 'AG8120', expiresIn: 250, onHand: 9, cost: 195_000 },
    ],
  },
  {
    code: 'NT000005',
    name: 'Berberin 100mg',
    unit: 'Lọ',
    price: 12_000,
    category: 'Tiêu hoá',
    lots: [{ batch: null, expiresIn: null, onHand: 40, cost: 8_000 }],
  },
  {
    code: 'NT000006',
    name: 'Smecta (hộp 30 gói)',
    unit: 'Hộp',
    price: 120_000,
    category: 'Tiêu hoá',
    lots: [{ batch: 'SM5501', expiresIn: 28, onHand: 7, cost: 98_000 }],
  },
  {
    code: 'NT000007',
    name: 'Siro ho Prospan 100ml',
    unit: 'Chai',
    price: 95_000,
    category: 'Hô hấp',
    lots: [{ batch: 'PS2210', expiresIn: 190, onHand: 14, cost: 76_000 }],
  },
  {
    code: 'NT000008',
    name: 'Eugica đỏ (hộp 100 viên)',
    unit: 'Hộp',
    price: 82_000,
    category: 'Hô hấp',
    lots: [
      { batch: 'EU0415', expiresIn: -3, onHand: 5, cost: 60_000 },
      { batch: 'EU0822', expiresIn: 365, onHand: 20, cost: 62_000 },
    ],
  },
  {
    code: 'NT000009',
    name: 'Vitamin 3B Đông Nam',
    unit: 'Lọ',
    price: 45_000,
    category: 'Vitamin & khoáng chất',
    lots: [{ batch: 'VB1010', expiresIn: 600, onHand: 0, cost: 31_000 }],
  },
  {
    code: 'NT000010',
    name: 'Calci D Sandoz',
    unit: 'Tuýp',
    price: 98_000,
    category: 'Vitamin & khoáng chất',
    lots: [{ batch: 'CD4421', expiresIn: 80, onHand: 11, cost: 79_000 }],
  },
  {
    code: 'NT000011',
    name: 'Amlodipin 5mg',
    unit: 'Hộp',
    price: 25_000,
    category: 'Tim mạch',
    lots: [
      { batch: 'AM0301', expiresIn: 7, onHand: 3, cost: 16_000 },
      { batch: 'AM0907', expiresIn: 330, onHand: 50, cost: 16_500 },
    ],
  },
  {
    code: 'NT000012',
    name: 'Kem bôi da Gentrisone 10g',
    unit: 'Tuýp',
    price: 22_000,
    category: 'Da liễu',
    lots: [{ batch: 'GT2203', expiresIn: 150, onHand: 16, cost: 15_000 }],
  },
];

/**
 * Products the pharmacy ordered from its own suppliers before it connected KiotViet, under the demo store's codes
 * (the simulator's products, seed 1): the first sync adopts each as the store's product, its orders staying with it
 * (docs/product/inventory.md#own-products). So the reorder suggestions have sold products whose last supplier is one
 * of the pharmacy's own: Minh Châu, which has delivered before (a lead time from history), and Thiên Phúc, which
 * has not (the pharmacy's default).
 */
const STORE_PRODUCTS: CatalogueItem[] = [
  { code: 'SP000024', name: 'Amlodipin 5mg OPC', unit: 'Hộp', price: 24_000, category: 'Tim mạch' },
  { code: 'SP000029', name: 'Metformin 850mg Mekophar', unit: 'Hộp', price: 42_000, category: 'Tim mạch' },
  { code: 'SP000101', name: 'Siro ho Bảo Thanh Traphaco', unit: 'Chai', price: 41_000, category: 'Hô hấp' },
];

/** One purchase order of the demo: who it goes to, its lines, and how far along it is. */
interface DemoOrder {
  daysAgo: number;
  supplier: string;
  status: PurchaseOrderStatus;
  /** Days from the order to its delivery (3 unless given): the supplier's lead time. */
  daysToDeliver?: number;
  notes?: string;
  lines: {
    code: string;
    quantity: number;
    lot?: { batch: string; expiresIn: number; price: number };
    /** Received short of what was shipped, and why (a delivered order); as shipped otherwise. */
    short?: { received: number; reason: ShortfallReason };
  }[];
}

const ORDERS: DemoOrder[] = [
  {
    daysAgo: 45,
    supplier: 'NCC-MC',
    status: 'delivered',
    daysToDeliver: 5,
    lines: [
      { code: 'SP000024', quantity: 30, lot: { batch: 'AM2409', expiresIn: 400, price: 16_500 } },
      { code: 'SP000029', quantity: 20, lot: { batch: 'MF2409', expiresIn: 420, price: 31_000 } },
    ],
  },
  {
    daysAgo: 9,
    supplier: 'NCC-TP',
    status: 'approved',
    lines: [{ code: 'SP000101', quantity: 5, lot: { batch: 'BT2411', expiresIn: 500, price: 30_000 } }],
  },
  {
    daysAgo: 34,
    supplier: 'DHG',
    status: 'delivered',
    notes: 'Nhập hàng đầu tháng',
    lines: [
      { code: 'DHG-HAP500', quantity: 20 },
      { code: 'DHG-KLA625', quantity: 5 },
    ],
  },
  {
    daysAgo: 27,
    supplier: 'TRA',
    status: 'delivered',
    lines: [
      { code: 'TRA-BOG', quantity: 10 },
      { code: 'TRA-HOA', quantity: 6 },
    ],
  },
  {
    daysAgo: 21,
    supplier: 'NCC-MC',
    status: 'delivered',
    notes: 'Giao tại chi nhánh Quận 1',
    lines: [
      { code: 'NT000001', quantity: 50, lot: { batch: 'PA2509', expiresIn: 540, price: 24_500 } },
      {
        code: 'NT000011',
        quantity: 30,
        lot: { batch: 'AM1108', expiresIn: 480, price: 16_000 },
        short: { received: 28, reason: 'damaged' },
      },
    ],
  },
  {
    daysAgo: 15,
    supplier: 'IMP',
    status: 'cancelled',
    notes: 'Đặt nhầm số lượng',
    lines: [{ code: 'IMP-CEF', quantity: 40 }],
  },
  {
    daysAgo: 12,
    supplier: 'NCC-TP',
    status: 'cancelled',
    lines: [{ code: 'NT000006', quantity: 10, lot: { batch: 'SM6010', expiresIn: 400, price: 97_000 } }],
  },
  {
    daysAgo: 8,
    supplier: 'DHG',
    status: 'shipped',
    lines: [
      { code: 'DHG-NAT', quantity: 8 },
      { code: 'DHG-SPC', quantity: 24 },
      { code: 'DHG-BAB', quantity: 12 },
    ],
  },
  {
    daysAgo: 6,
    supplier: 'NCC-MC',
    status: 'shipped',
    lines: [{ code: 'NT000003', quantity: 12, lot: { batch: 'PN0325', expiresIn: 620, price: 151_000 } }],
  },
  {
    daysAgo: 5,
    supplier: 'IMP',
    status: 'approved',
    lines: [
      { code: 'IMP-AMO', quantity: 15 },
      { code: 'IMP-VTC', quantity: 30 },
    ],
  },
  {
    daysAgo: 4,
    supplier: 'NCC-TP',
    status: 'approved',
    notes: 'Ưu tiên giao buổi sáng',
    lines: [
      { code: 'NT000007', quantity: 10, lot: { batch: 'PS2305', expiresIn: 365, price: 75_000 } },
      { code: 'NT000012', quantity: 20, lot: { batch: 'GT2310', expiresIn: 700, price: 14_500 } },
    ],
  },
  {
    daysAgo: 2,
    supplier: 'TRA',
    status: 'pending',
    lines: [
      { code: 'TRA-AMP', quantity: 6 },
      { code: 'TRA-TOS', quantity: 12 },
    ],
  },
  {
    daysAgo: 1,
    supplier: 'NCC-MC',
    status: 'pending',
    // A reorder of a lot already in stock: at most its on-hand quantity (18), as the lot editor allows.
    lines: [{ code: 'NT000002', quantity: 15, lot: { batch: 'EF3321', expiresIn: 300, price: 47_500 } }],
  },
  {
    daysAgo: 0,
    supplier: 'DHG',
    status: 'pending',
    notes: 'Bổ sung hàng hạ sốt',
    lines: [{ code: 'DHG-HAP250', quantity: 10 }],
  },
];

const PATH: Record<PurchaseOrderStatus, PurchaseOrderStatus[]> = {
  pending: [],
  approved: ['approved'],
  shipped: ['approved', 'shipped'],
  delivered: ['approved', 'shipped', 'delivered'],
  cancelled: ['cancelled'],
};

/**
 * Whether the demo login can sign in on this database, so that start-up prints it only when it is true: a database
 * that was not filled by the demo, or whose demo password was changed, gets no misleading line.
 */
export async function demoLoginWorks(deps: Pick<AppDeps, 'db'>): Promise<boolean> {
  const user = await authRepository.findUserByIdentifier(deps.db, DEMO_LOGIN.username);
  return user !== undefined && (await verifyPassword(user.passwordHash, DEMO_LOGIN.password));
}

/**
 * Fills an empty database with a demo pharmacy and everything the screens show. Returns false (and does nothing)
 * when any pharmacy exists already, so restarts keep the user's changes.
 */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<boolean> {
  const [existing] = await deps.db.select({ value: count() }).from(schema.pharmacies);
  if ((existing?.value ?? 0) > 0) return false;
  // All or nothing: a seed that failed halfway would otherwise leave a pharmacy behind, and the next start would
  // skip seeding. The services take the transaction as their database (the cast: a transaction handle answers every
  // query a Database does), and their own transactions become savepoints inside it.
  await deps.db.transaction(async (tx) => seedDemo({ ...deps, db: tx as unknown as AppDeps['db'] }));
  return true;
}

async function seedDemo(deps: AppDeps): Promise<void> {
  const { db } = deps;

  const today = businessDate(deps.now());
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  const [demo, other] = await db
    .insert(schema.pharmacies)
    .values([{ name: 'Nhà thuốc An Khang Demo' }, { name: 'Nhà thuốc Phúc Khang' }])
    .returning();
  if (!demo || !other) throw new Error('seed: pharmacies');
  const branches = [
    {
      pharmacyId: demo.id,
      name: 'Chi nhánh Quận 1',
      address: '125 Lê Lợi, Bến Thành, Quận 1, TP. Hồ Chí Minh',
      contactNumber: '02838221234',
      isDefault: true,
    },
    {
      pharmacyId: demo.id,
      name: 'Chi nhánh Thủ Đức',
      address: '48 Võ Văn Ngân, Linh Chiểu, TP. Thủ Đức',
      contactNumber: '02837225678',
    },
    {
      pharmacyId: other.id,
      name: 'Chi nhánh Hà Đông',
      address: '12 Quang Trung, Hà Đông, Hà Nội',
      isDefault: true,
    },
  ];
  await db.insert(schema.branches).values(
    branches.map((branch) => ({
      ...branch,
      searchText: foldForSearch(
        [branch.name, branch.address, branch.contactNumber].filter(Boolean).join(' '),
      ),
    })),
  );
  const [demoUser] = await db
    .insert(schema.users)
    .values([
      {
        pharmacyId: demo.id,
        username: DEMO_LOGIN.username,
        email: 'demo@ankhang.vn',
        name: 'Nguyễn Thị Lan',
        gender: 'Nữ',
        role: 'owner',
        passwordHash,
      },
      {
        pharmacyId: other.id,
        username: OTHER_LOGIN.username,
        email: 'quanly@phuckhang.vn',
        name: 'Trần Văn Minh',
        gender: 'Nam',
        role: 'owner',
        passwordHash,
      },
    ])
    .returning();
  if (!demoUser) throw new Error('seed: users');

  const categoryRows = await db
    .insert(schema.categories)
    .values(CATEGORIES.map((name) => ({ categoryName: name, nameSearch: foldForSearch(name) })))
    .returning();
  const categoryId = (name: Category) => categoryRows.find((row) => row.categoryName === name)?.id ?? null;

  const suppliers = new Map<string, string>();
  const productIds = new Map<string, string>();
  for (const partner of PARTNERS) {
    const [row] = await db
      .insert(schema.distributors)
      .values({
        type: 'PARTNER',
        code: partner.code,
        name: partner.name,
        nameSearch: foldForSearch(partner.name),
        brandName: partner.brand,
        description: partner.description,
        phone: partner.phone,
        email: partner.email,
        address: partner.address,
      })
      .returning();
    if (!row) throw new Error('seed: partner');
    suppliers.set(partner.code, row.id);
    const products = await db
      .insert(schema.products)
      .values(
        partner.catalogue.map((item) => ({
          distributorId: row.id,
          code: item.code,
          name: item.name,
          searchText: foldForSearch(`${item.code} ${item.name}`),
          unit: item.unit,
          basePrice: item.price,
          categoryId: categoryId(item.category),
        })),
      )
      .returning();
    for (const product of products) productIds.set(product.code, product.id);
  }

  const internal = [
    {
      key: 'NCC-MC',
      code: 'NCC245',
      name: 'Công ty TNHH Dược phẩm Minh Châu',
      phone: '0903123456',
      email: 'kinhdoanh@minhchau.vn',
      contactPerson: 'Lê Văn Hùng',
      address: '56 Nguyễn Trãi, Quận 5, TP. Hồ Chí Minh',
      sourceTag: 'KiotViet',
    },
    {
      key: 'NCC-TP',
      code: 'NCC318',
      name: 'Nhà phân phối Thiên Phúc',
      phone: '0918765432',
      email: 'thienphuc.pharma@gmail.com',
      contactPerson: 'Phạm Thị Hoa',
      address: '210 Cách Mạng Tháng 8, Quận 3, TP. Hồ Chí Minh',
      sourceTag: 'Custom',
    },
    {
      key: 'NCC-AN',
      code: 'NCC472',
      name: 'Đại lý thuốc An Bình',
      phone: '0987001122',
      email: null,
      contactPerson: 'Võ Minh Tâm',
      address: null,
      sourceTag: 'Custom',
      status: 'INACTIVE' as const,
    },
  ];
  for (const supplier of internal) {
    const { key, ...values } = supplier;
    const [row] = await db
      .insert(schema.distributors)
      .values({ ...values, type: 'INTERNAL', pharmacyId: demo.id, nameSearch: foldForSearch(values.name) })
      .returning();
    if (!row) throw new Error('seed: internal supplier');
    suppliers.set(key, row.id);
  }
  await db.insert(schema.distributors).values({
    type: 'INTERNAL',
    pharmacyId: other.id,
    code: 'NCC245',
    name: 'Công ty Dược phẩm Hà Nội Xanh',
    nameSearch: foldForSearch('Công ty Dược phẩm Hà Nội Xanh'),
  });

  const stocked = [...OWN_PRODUCTS, ...STORE_PRODUCTS.map((item) => ({ ...item, lots: [] }))];
  for (const item of stocked) {
    const [product] = await db
      .insert(schema.products)
      .values({
        pharmacyId: demo.id,
        code: item.code,
        name: item.name,
        searchText: foldForSearch(`${item.code} ${item.name}`),
        unit: item.unit,
        basePrice: item.price,
        categoryId: categoryId(item.category),
        suggestionDays: item.category === 'Tim mạch' ? 30 : 0,
      })
      .returning();
    if (!product) throw new Error('seed: product');
    productIds.set(product.code, product.id);
    if (item.lots.length === 0) continue;
    await db.insert(schema.inventoryLots).values(
      item.lots.map((lot) => ({
        pharmacyId: demo.id,
        productId: product.id,
        batchNumber: lot.batch,
        batchKey: lot.batch?.toLowerCase() ?? null,
        expiryDate: lot.expiresIn === null ? null : addDays(today, lot.expiresIn),
        onHand: lot.onHand,
        cost: lot.cost,
      })),
    );
  }
  const [otherProduct] = await db
    .insert(schema.products)
    .values({
      pharmacyId: other.id,
      code: 'NT000001',
      name: 'Oresol 245',
      searchText: foldForSearch('NT000001 Oresol 245'),
      basePrice: 4_000,
    })
    .returning();
  if (otherProduct) {
    await db.insert(schema.inventoryLots).values({
      pharmacyId: other.id,
      productId: otherProduct.id,
      batchNumber: 'OR01',
      batchKey: 'or01',
      expiryDate: addDays(today, 200),
      onHand: 100,
      cost: 2_500,
    });
  }

  // Orders go through the real service, each on its own day, so numbers, totals, lots and history are consistent.
  const auth: AuthContext = {
    sessionId: 'seed',
    userId: demoUser.id,
    userName: demoUser.name,
    pharmacyId: demo.id,
  };
  // Nothing happens after the moment of seeding: an order of today created at 09:00, or moved a day after it was
  // created, would otherwise be dated in the future (and sort above the orders staff create next).
  const seededAt = deps.now().getTime();
  const notLater = (time: number) => new Date(Math.min(time, seededAt));
  for (const order of ORDERS) {
    const day = addDays(today, -order.daysAgo);
    let clock = notLater(startOfBusinessDay(day).getTime() + 9 * 3600_000);
    const service = createPurchaseOrderService({ ...deps, now: () => clock });
    const distributorId = suppliers.get(order.supplier);
    if (!distributorId) throw new Error(`seed: supplier ${order.supplier}`);
    const created = await service.create(auth, {
      distributor_id: distributorId,
      expected_delivery_date: addDays(day, 3),
      notes: order.notes ?? null,
      items: order.lines.map((line) => ({
        product_id: productIds.get(line.code) ?? '',
        quantity_ordered: line.quantity,
        unit_price: line.lot?.price,
        batch_number: line.lot?.batch,
        expiry_date: line.lot ? addDays(today, line.lot.expiresIn) : undefined,
      })),
    });
    const isPartner = created.distributor.type === 'PARTNER';
    // Three moves from order to delivery, evenly spread over the days it takes.
    const step = ((order.daysToDeliver ?? 3) * 24 + 6) / 3;
    for (const status of PATH[order.status]) {
      clock = notLater(clock.getTime() + step * 3600_000);
      if (isPartner && (status === 'approved' || status === 'shipped')) {
        await service.moveAsPartner(created.order_number, { status });
      } else if (status === 'delivered') {
        await service.receive(auth, created.id, {
          lines: order.lines.flatMap((line, index) => {
            const item = created.items[index];
            // An internal order ships each line's own lot: what arrived is fewer of that lot.
            return line.short && item?.batch_number
              ? [
                  {
                    item_id: item.id,
                    lots: [
                      {
                        batch_number: item.batch_number,
                        expiry_date: item.expiry_date,
                        quantity_received: line.short.received,
                      },
                    ],
                    shortfall_reason: line.short.reason,
                  },
                ]
              : [];
          }),
        });
      } else {
        await service.changeStatus(auth, created.id, { status });
      }
    }
  }
}
