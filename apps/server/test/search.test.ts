import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { SEARCH_CANDIDATES } from '../src/db/search';
import { foldForSearch, normalizePhone } from '../src/domain/text';
import { client, createTestContext, type Fixtures, seedFixtures, type TestContext } from './helpers';

/**
 * Search by relevance (src/db/search.ts) on products and customers: the code starting with the text first, then
 * the name, then a word of it, then the text anywhere; accents and case ignored; phone numbers compared as digits
 * whatever the spaces, dots or country code; a common word answers its best candidates with a lower-bound total.
 */

let ctx: TestContext;
let fx: Fixtures;
let api: ReturnType<typeof client>;

const PRODUCTS: [code: string, name: string][] = [
  ['VIT100', 'Bổ gan Boganic'],
  ['SP0001', 'Vitamin C 500mg'],
  ['SP0002', 'Viên sủi Vitamin B1'],
  ['SP0003', 'Multivitamin trẻ em'],
  ['SP0004', 'Siro ho Prospan'],
  ['SP0005', 'Paracetamol 500mg'],
];

const CUSTOMERS: [code: string, name: string, phone: string | null][] = [
  ['KH0001', 'Nguyễn Văn An', '0912 345 678'],
  ['KH0002', 'Trần Thị Bình', '+84 98.765.4321'],
  ['KH0003', 'Lê Nguyễn Cường', '028 3822 1234'],
  ['KH0004', 'Phạm Thu', null],
];

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
  api = client(ctx.app);
  await api.login('alice', fx.password);
  await ctx.deps.db.insert(schema.products).values(
    PRODUCTS.map(([code, name], index) => ({
      pharmacyId: fx.pharmacyA.id,
      kiotvietId: 31_000_000 + index,
      code,
      name,
      searchText: foldForSearch(`${code} ${name}`),
    })),
  );
  // Another pharmacy's product of the same name is never found.
  await ctx.deps.db.insert(schema.products).values({
    pharmacyId: fx.pharmacyB.id,
    kiotvietId: 31_000_100,
    code: 'VIT200',
    name: 'Vitamin C của nhà thuốc khác',
    searchText: foldForSearch('VIT200 Vitamin C của nhà thuốc khác'),
  });
  await ctx.deps.db.insert(schema.customers).values(
    CUSTOMERS.map(([code, name, phone], index) => ({
      pharmacyId: fx.pharmacyA.id,
      kiotvietId: 41_000_000 + index,
      code,
      name,
      phone,
      searchText: foldForSearch([code, name, phone].filter(Boolean).join(' ')),
      syncedAt: new Date(),
    })),
  );
}, 120_000);
afterAll(() => ctx?.close());

const inventory = async (search: string) => {
  const res = await api.get(
    `/api/products?retailer_id=${fx.pharmacyA.id}&limit=50&search=${encodeURIComponent(search)}`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body as { data: { code: string }[]; total: number; total_exact: boolean };
};

const customers = async (search: string) => {
  const res = await api.get(`/api/customers?limit=50&search=${encodeURIComponent(search)}`);
  expect(res.status, res.text).toBe(200);
  return res.body as { data: { code: string }[]; total: number; total_exact: boolean };
};

describe('products', () => {
  it('ranks the code’s prefix, then the name’s, then a word’s, then a part of a word', async () => {
    const found = await inventory('vit');
    expect(found.data.map((row) => row.code)).toEqual(['VIT100', 'SP0001', 'SP0002', 'SP0003']);
    expect(found).toMatchObject({ total: 4, total_exact: true });
  });

  it('ignores accents and case on both sides', async () => {
    // The fixtures' own product SP001 is 'Thuốc ho Bảo Thanh'.
    expect((await inventory('THUOC HO')).data.map((row) => row.code)).toEqual(['SP001']);
    expect((await inventory('thuốc')).data.map((row) => row.code)).toEqual(['SP001']);
    expect((await inventory('bao thanh')).data.map((row) => row.code)).toEqual(['SP001']);
  });

  it('matches one or two letters at the start of a code, a name or a word only', async () => {
    // 'b1' starts the word 'B1'; no code or name starts with it, and 'b1' inside a word is not looked for.
    expect((await inventory('b1')).data.map((row) => row.code)).toEqual(['SP0002']);
    // 'b' starts the name 'Bổ gan Boganic', then the words 'Bảo' (SP001) and 'B1'.
    const [first, ...words] = (await inventory('b')).data.map((row) => row.code);
    expect(first).toBe('VIT100');
    expect(words.sort()).toEqual(['SP0002', 'SP001']);
  });

  it('finds a part of a word from three letters', async () => {
    const parts = (await inventory('amin')).data.map((row) => row.code);
    expect(parts.sort()).toEqual(['SP0001', 'SP0002', 'SP0003']);
    expect((await inventory('cetamol 5')).data.map((row) => row.code)).toEqual(['SP0005']);
  });

  it('finds the product with a barcode typed in full first, then codes starting with it', async () => {
    const barcode = '8935049500012';
    const product = (
      code: string,
      name: string,
      pharmacyId: string,
      kiotvietId: number,
      withBarcode: boolean,
    ) => ({
      pharmacyId,
      kiotvietId,
      code,
      name,
      searchText: foldForSearch(`${code} ${name}`),
      barcode: withBarcode ? barcode : null,
    });
    await ctx.deps.db
      .insert(schema.products)
      .values([
        product(`${barcode}9`, 'Gạc y tế', fx.pharmacyA.id, 33_000_000, false),
        product('BC0001', 'Oresol 245', fx.pharmacyA.id, 33_000_001, true),
        product('BC0002', 'Oresol của nhà thuốc khác', fx.pharmacyB.id, 33_000_002, true),
      ]);
    try {
      expect((await inventory(barcode)).data.map((row) => row.code)).toEqual(['BC0001', `${barcode}9`]);
      expect((await inventory(` ${barcode} `)).data.map((row) => row.code)).toEqual([
        'BC0001',
        `${barcode}9`,
      ]);
      // A barcode is matched whole: its first digits are a code's prefix only.
      expect((await inventory(barcode.slice(0, 8))).data.map((row) => row.code)).toEqual([`${barcode}9`]);
    } finally {
      await ctx.deps.db.execute(sql`delete from products where kiotviet_id between 33000000 and 33000002`);
    }
  });

  it('pages through the ranked matches with the page numbers and the cursor alike', async () => {
    const base = `/api/products?retailer_id=${fx.pharmacyA.id}&search=vit&limit=3`;
    const first = await api.get(base);
    expect(first.body.data.map((row: { code: string }) => row.code)).toEqual(['VIT100', 'SP0001', 'SP0002']);
    const second = await api.get(`${base}&page=2`);
    expect(second.status, second.text).toBe(200);
    expect(second.body.data.map((row: { code: string }) => row.code)).toEqual(['SP0003']);
    const next = await api.get(`${base}&cursor=${first.body.next_cursor}`);
    expect(next.body.data).toEqual(second.body.data);
  });

  it('answers a common word with its best candidates and a total that is a lower bound', async () => {
    const many = Array.from({ length: SEARCH_CANDIDATES + 20 }, (_, index) => ({
      pharmacyId: fx.pharmacyA.id,
      kiotvietId: 32_000_000 + index,
      code: `ZX${String(index).padStart(4, '0')}`,
      name: `Kẹo ngậm ${index}`,
      searchText: foldForSearch(`ZX${String(index).padStart(4, '0')} Kẹo ngậm ${index}`),
    }));
    await ctx.deps.db.insert(schema.products).values(many);
    try {
      const found = await inventory('keo ngam');
      expect(found.data).toHaveLength(50);
      expect(found.total_exact).toBe(false);
      expect(found.total).toBeGreaterThanOrEqual(SEARCH_CANDIDATES);
    } finally {
      await ctx.deps.db.execute(sql`delete from products where code like 'ZX%'`);
    }
  });

  it('fills its candidates with the better matches first: a part of a word waits for fewer name starts', async () => {
    // More names starting with the word than a search reads, and one product with it inside a word.
    const starts = Array.from({ length: SEARCH_CANDIDATES + 5 }, (_, index) => {
      const code = `ZY${String(index).padStart(4, '0')}`;
      return {
        pharmacyId: fx.pharmacyA.id,
        kiotvietId: 33_000_000 + index,
        code,
        name: `Sâmdứa ${index}`,
        searchText: foldForSearch(`${code} Sâmdứa ${index}`),
      };
    });
    const inside = { code: 'ZW0001', name: 'Trà hoasâmdứa' };
    await ctx.deps.db.insert(schema.products).values([
      ...starts,
      {
        ...inside,
        pharmacyId: fx.pharmacyA.id,
        searchText: foldForSearch(`${inside.code} ${inside.name}`),
      },
    ]);
    try {
      const pages: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await api.get(
          `/api/products?retailer_id=${fx.pharmacyA.id}&limit=50&page=${page}&search=samdua`,
        );
        pages.push(...res.body.data.map((row: { code: string }) => row.code));
      }
      // The best 100: name starts only, each once; the part of a word is not among them.
      expect(pages).toHaveLength(SEARCH_CANDIDATES);
      expect(new Set(pages).size).toBe(SEARCH_CANDIDATES);
      expect(pages.every((code) => code.startsWith('ZY'))).toBe(true);
      // With fewer name starts it is found, after them.
      await ctx.deps.db.execute(sql`delete from products where code like 'ZY%' and code > 'ZY0009'`);
      const few = await inventory('samdua');
      expect(few.data.map((row) => row.code)).toEqual([
        ...starts.slice(0, 10).map((row) => row.code),
        inside.code,
      ]);
      expect(few.total_exact).toBe(true);
    } finally {
      await ctx.deps.db.execute(sql`delete from products where code like 'ZY%' or code like 'ZW%'`);
    }
  });
});

describe('customers', () => {
  it('ranks the code’s prefix, then the name’s, then a word’s', async () => {
    expect((await customers('nguyen')).data.map((row) => row.code)).toEqual(['KH0001', 'KH0003']);
    expect((await customers('KH000')).data).toHaveLength(4);
  });

  it.each([
    ['0912 345 678', ['KH0001']],
    ['0912.345.678', ['KH0001']],
    ['+84 912 345 678', ['KH0001']],
    ['84912345678', ['KH0001']],
    ['0987654321', ['KH0002']],
    ['+84 98', ['KH0002']],
    // The last digits, as a caller reads them out.
    ['4321', ['KH0002']],
    ['345 678', ['KH0001']],
    ['(028) 3822-1234', ['KH0003']],
    // Digits that are no one's phone, inside a code: found although that customer has no phone at all.
    ['0004', ['KH0004']],
  ])('finds a phone typed as %s', async (typed, codes) => {
    expect((await customers(typed)).data.map((row) => row.code)).toEqual(codes);
  });
});

it('normalises a phone in SQL exactly as normalizePhone does', async () => {
  for (const phone of [
    '0912 345 678',
    '+84 98.765.4321',
    '84912345678',
    '8491',
    '(028) 3822-1234',
    '+1 555',
  ]) {
    const result = await ctx.deps.db.execute<{ digits: string }>(
      sql`select phone_digits(${phone}) as digits`,
    );
    expect(result.rows[0]?.digits, phone).toBe(normalizePhone(phone));
  }
});
