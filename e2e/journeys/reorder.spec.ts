import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { DEMO, demoSession, expect, expectAccessible, signIn, test } from '../fixtures';

/*
 * The reorder suggestions (docs/product/inventory.md#reorder-suggestions) on the demo data: products of the demo
 * store that sell and have no supplier yet are drafted into one order to the pharmacy's own supplier Minh Châu
 * through the batch dialog, and created.
 */

const NO_SUPPLIER = 'Chưa có nhà cung cấp';

/** dd-MM-yyyy, the lot editor's form, of the day `days` after today in Vietnam. */
function lotDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d + days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return [pad(day.getUTCDate()), pad(day.getUTCMonth() + 1), day.getUTCFullYear()].join('-');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A line's quantity field: 'Số lượng đặt {{product}}', with its unit when that is a larger one ('(đơn vị: hộp)'). */
const quantityName = (product: string) =>
  new RegExp(`^Số lượng đặt ${escapeRegExp(product)}( \\(đơn vị: .+\\))?$`);

/** Minh Châu chosen in the batch dialog, where a drafted order without a supplier opens. */
async function chooseMinhChau(dialog: Locator) {
  const supplier = dialog.getByRole('combobox', { name: /Nhà cung cấp/ });
  await supplier.click();
  await supplier.fill('minh chau');
  await dialog.getByRole('option', { name: /Công ty TNHH Dược phẩm Minh Châu/ }).click();
}

/** A drafted product's new lot: a fresh lot number and an expiry 400 days away. */
async function fillNewLot(product: Locator) {
  await product
    .getByRole('textbox', { name: /Số lô/ })
    .fill(`RO${randomBytes(3).toString('hex').toUpperCase()}`);
  const expiry = product.getByRole('textbox', { name: /HSD/ });
  await expiry.fill(lotDay(400));
  await expiry.press('Tab');
}

async function openSuggestions(page: Page) {
  await page.goto('/expiry-reorder');
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Hạn dùng & đặt hàng' })).toBeVisible();
  await page.getByRole('tab', { name: 'Đề xuất nhập hàng' }).click();
  await expect(page).toHaveURL(/tab=reorder/);
}

test('draft an order from three suggestions and create it', async ({ page }) => {
  await openSuggestions(page);
  const group = page.getByRole('region', { name: NO_SUPPLIER });

  await test.step('the suggestions say why, by supplier', async () => {
    await expect(page.getByRole('region', { name: 'Công ty TNHH Dược phẩm Minh Châu' })).toBeVisible();
    await expect(group.getByRole('row').nth(1)).toContainText(/→ đặt \d+/);
    await expectAccessible(page, 'the reorder suggestions');
    await page.getByRole('combobox', { name: 'Nhà cung cấp' }).click();
    await page.getByRole('option', { name: NO_SUPPLIER }).click();
    await expect(page).toHaveURL(/supplier=none/);
    await expect(page.getByRole('region', { name: 'Công ty TNHH Dược phẩm Minh Châu' })).toHaveCount(0);
  });

  const picked: { name: string; quantity: string }[] = [];
  await test.step('three lines ticked, one quantity changed', async () => {
    const boxes = group.getByRole('checkbox');
    await expect(boxes.nth(2)).toBeVisible();
    for (let index = 0; index < 3; index += 1) {
      const box = boxes.nth(index);
      const label = await box.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent ?? '');
      const name = label.replace(/^Chọn /, '');
      const quantity = group.getByRole('textbox', { name: quantityName(name) });
      if (index === 2) {
        await quantity.fill('7');
        await quantity.press('Tab');
        await expect(box).toBeChecked();
      } else {
        await box.check();
      }
      picked.push({ name, quantity: await quantity.inputValue() });
    }
    await expect(group.getByText('Đã chọn 3')).toBeVisible();
    expect(picked[2]?.quantity).toBe('7');
  });

  const dialog = page.getByRole('dialog', { name: 'Tạo đơn hàng theo lô' });
  await test.step('the batch dialog opens with them, a new lot each at its quantity', async () => {
    await group.getByRole('button', { name: `Tạo đơn đặt hàng với ${NO_SUPPLIER}` }).click();
    await expect(dialog).toBeVisible();
    for (const { name, quantity } of picked) {
      const product = dialog.getByRole('region', { name, exact: true });
      await expect(product.getByRole('textbox', { name: /Số lượng/ })).toHaveValue(quantity);
    }
    await expectAccessible(page, 'the batch dialog drafted from suggestions');
  });

  await test.step('a supplier, a lot number and an expiry each, and the order is created', async () => {
    await chooseMinhChau(dialog);
    for (const { name } of picked) await fillNewLot(dialog.getByRole('region', { name, exact: true }));
    await dialog.getByRole('button', { name: 'Tạo đơn hàng' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tạo đơn hàng thành công' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('they now come from Minh Châu, with what was ordered on its way', async () => {
    for (const { name } of picked) await expect(group.getByText(name, { exact: true })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Nhà cung cấp' }).click();
    await page.getByRole('option', { name: 'Công ty TNHH Dược phẩm Minh Châu' }).click();
    await page.getByRole('switch', { name: 'Chỉ sản phẩm cần đặt' }).click();
    await expect(page).toHaveURL(/all=1/);
    const minhChau = page.getByRole('region', { name: 'Công ty TNHH Dược phẩm Minh Châu' });
    for (const { name, quantity } of picked) {
      const row = minhChau.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText(/đang về \d+/);
      // What KiotViet had coming, and now this order.
      const coming = /đang về ([\d.]+)/.exec((await row.textContent()) ?? '')?.[1] ?? '0';
      expect(Number(coming.replaceAll('.', ''))).toBeGreaterThanOrEqual(Number(quantity));
    }
    await expectAccessible(page, 'the suggestions after the order');
  });

  await page.goto('/purchase-orders');
  const first = page.getByRole('table', { name: 'Danh sách đơn đặt hàng' }).getByRole('row').nth(1);
  await expect(first).toContainText('Công ty TNHH Dược phẩm Minh Châu');
  await expect(first).toContainText('Đã tạo');
});

interface SuggestionLine {
  product: { id: string; name: string; unit: string | null };
  supplier: { id: string; name: string; type: 'PARTNER' | 'INTERNAL' } | null;
  suggested_quantity: number;
  order_unit: { code: string | null; unit: string | null; conversion: number; count: number };
}

/*
 * The demo store sells some medicines by the tablet, the blister and the box, but stocks them for long enough. The
 * one of them that sells best is given 180 suggestion days (through the API, given back at the end), so that it has
 * something to order: in boxes.
 */
test('a product sold by the box is suggested in boxes and drafted in boxes', async ({ page, request }) => {
  const { headers, pharmacyId } = await demoSession(request);
  const boxed = new Map<string, number>();
  for (const search of ['paracetamol', 'panadol']) {
    const res = await request.get(`/api/products?retailer_id=${pharmacyId}&search=${search}&limit=50`, {
      headers,
    });
    const rows = ((await res.json()) as { data: { id: string; units: unknown[]; suggestion_days: number }[] })
      .data;
    for (const row of rows) if (row.units.length > 1) boxed.set(row.id, row.suggestion_days);
  }
  const suppliers = await request.get('/api/v1/distributors/active', { headers });
  const minhChau = ((await suppliers.json()) as { data: { id: string; name: string }[] }).data.find((row) =>
    row.name.includes('Minh Châu'),
  );
  const figures = await request.get(
    `/api/reorder/products?supplier_id=${minhChau?.id}&product_ids=${[...boxed.keys()].join(',')}`,
    { headers },
  );
  const best = ((await figures.json()) as { data: { product_id: string; daily_sales: number }[] }).data
    .sort((a, b) => b.daily_sales - a.daily_sales)
    .at(0);
  if (!best || best.daily_sales < 1) throw new Error('the demo store sells no medicine by the box enough');
  const longer = await request.patch(`/api/products/${best.product_id}/suggestion-days`, {
    headers,
    data: { suggestion_days: 180, retailer_id: pharmacyId },
  });
  expect(longer.status()).toBe(200);

  const suggestions = async (query: string) => {
    const res = await request.get(`/api/reorder/suggestions?limit=200${query}`, { headers });
    return ((await res.json()) as { data: SuggestionLine[] }).data;
  };
  const line = (await suggestions('')).find((entry) => entry.product.id === best.product_id);
  if (!line) throw new Error('no suggestion for the product given 180 days');
  expect(line.order_unit.code).not.toBeNull();
  // No supplier yet, or Minh Châu: either way the batch dialog opens.
  const supplierKey = line.supplier?.id ?? 'none';
  const index = (await suggestions(`&supplier_id=${supplierKey}`)).findIndex(
    (entry) => entry.product.id === line.product.id,
  );
  const unit = line.order_unit;
  const inSentence = (name: string | null) => (name ?? '').toLocaleLowerCase('vi');
  const number = (value: number) => value.toLocaleString('vi-VN');

  await page.goto(
    `/expiry-reorder?tab=reorder&supplier=${supplierKey}&reorderPage=${Math.floor(index / 20) + 1}`,
  );
  await signIn(page, DEMO);
  const groupName = line.supplier?.name ?? NO_SUPPLIER;
  const group = page.getByRole('region', { name: groupName });
  const row = group.getByRole('row').filter({ hasText: line.product.name });
  await test.step('the sentence ends in boxes, the quantity counts boxes', async () => {
    await expect(row).toContainText(
      `→ đặt ${number(unit.count)} ${inSentence(unit.unit)} (${number(line.suggested_quantity)} ${inSentence(line.product.unit)})`,
    );
    await expect(row.getByRole('textbox', { name: quantityName(line.product.name) })).toHaveValue(
      number(unit.count),
    );
    await expectAccessible(page, 'a suggestion in boxes');
  });

  const dialog = page.getByRole('dialog', { name: 'Tạo đơn hàng theo lô' });
  await test.step('the batch dialog orders it in boxes', async () => {
    await row.getByRole('checkbox').check();
    await group.getByRole('button', { name: `Tạo đơn đặt hàng với ${groupName}` }).click();
    const product = dialog.getByRole('region', { name: line.product.name, exact: true });
    await expect(
      product.getByRole('combobox', { name: `Đơn vị tính của ${line.product.name}` }),
    ).toContainText(unit.unit ?? '');
    await expect(product.getByRole('textbox', { name: /Số lượng/ })).toHaveValue(number(unit.count));
    if (!line.supplier) await chooseMinhChau(dialog);
    await fillNewLot(product);
  });

  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/import-orders',
  );
  await dialog.getByRole('button', { name: 'Tạo đơn hàng' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const order = (
    (await answer.json()) as {
      data: { items: { unit_code: string | null; conversion: number; quantity_ordered: number }[] };
    }
  ).data;
  expect(order.items).toEqual([
    expect.objectContaining({
      unit_code: unit.code,
      conversion: unit.conversion,
      quantity_ordered: unit.count,
    }),
  ]);
  await expect(dialog).toBeHidden();

  // The other journeys see the demo product as it was.
  const restored = await request.patch(`/api/products/${best.product_id}/suggestion-days`, {
    headers,
    data: { suggestion_days: boxed.get(best.product_id) ?? 0, retailer_id: pharmacyId },
  });
  expect(restored.status()).toBe(200);
});

test('export the suggestions as CSV and read it back', async ({ page }) => {
  await openSuggestions(page);
  // Every product, not only those to order: the total is read from that answer, as the list keeps showing the
  // previous one's range until it comes (reading it off the screen at once could get the old total).
  const everyProduct = page.waitForResponse(
    (res) =>
      res.url().includes('/api/reorder/suggestions?') && res.url().includes('needs_order=false') && res.ok(),
  );
  await page.getByRole('switch', { name: 'Chỉ sản phẩm cần đặt' }).click();
  await expect(page).toHaveURL(/all=1/);
  const { total } = (await (await everyProduct).json()) as { total: number };
  await expect(page.getByText(new RegExp(`^Hiển thị 1–20 trên ${total} sản phẩm$`))).toBeVisible();
  const firstBox = page
    .getByRole('region', { name: 'Công ty Cổ phần Dược Hậu Giang' })
    .getByRole('checkbox')
    .first();
  const firstName = (
    (await firstBox.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent)) ?? ''
  ).replace(/^Chọn /, '');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^de-xuat-nhap-hang-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await file.path()) as string);
  // UTF-8 with a byte-order mark: Excel reads the Vietnamese right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Nhà cung cấp,Mã sản phẩm,Tên sản phẩm,/);
  // Every product the list holds, every page: the filters as the screen has them.
  expect(lines).toHaveLength(total + 1);
  expect(
    lines.some((line) => line.startsWith('Công ty Cổ phần Dược Hậu Giang,') && line.includes(firstName)),
  ).toBe(true);
  expect(lines.some((line) => line.startsWith('Chưa có nhà cung cấp,'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Xuất CSV' })).toBeEnabled();
  await expectAccessible(page, 'the suggestions after an export');
});
