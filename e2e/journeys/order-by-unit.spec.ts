import { randomBytes } from 'node:crypto';
import { DEMO, demoSession, expect, expectAccessible, signIn, test } from '../fixtures';

/*
 * Ordering by the box (docs/product/purchase-orders.md#order-units): a product the demo KiotViet store sells by the
 * tablet, the blister and the box is one product with its units; the batch dialog orders it by the box, priced per
 * box, and the order's drawer shows the line's unit. The product is found through the API: which medicines the
 * simulated store packs so depends on its seed.
 */

interface ProductUnit {
  unit: string | null;
  code: string;
  conversion: number;
  base_price: number;
  is_base: boolean;
}
interface ProductRow {
  id: string;
  code: string;
  name: string;
  is_active: boolean;
  units: ProductUnit[];
}

test('order a product by the box in a batch order; the order shows the unit of the line', async ({
  page,
  request,
}) => {
  const { headers, pharmacyId } = await demoSession(request);
  let product: ProductRow | undefined;
  for (const search of ['paracetamol', 'panadol']) {
    const res = await request.get(`/api/products?retailer_id=${pharmacyId}&search=${search}&limit=50`, {
      headers,
    });
    const rows = ((await res.json()) as { data: ProductRow[] }).data;
    product ??= rows.find((row) => row.is_active && row.units.length === 3);
  }
  if (!product) throw new Error('the demo store sells no medicine by the box');
  const [base, , box] = product.units;
  if (!base || !box) throw new Error('units missing');
  const boxLabel = `${box.unit} (= ${box.conversion.toLocaleString('vi-VN')} ${base.unit})`;

  await page.goto('/purchase-orders');
  await signIn(page, DEMO);
  await page.getByRole('button', { name: 'Tạo đơn hàng mới' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tạo đơn đặt hàng mới' });
  const supplier = drawer.getByRole('combobox', { name: /Nhà cung cấp/ });
  await supplier.click();
  await supplier.fill('minh chau');
  await drawer.getByRole('option', { name: /Minh Châu/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Tạo đơn hàng theo lô' });
  await expect(dialog).toBeVisible();

  const search = dialog.getByRole('combobox', { name: 'Chọn sản phẩm' });
  await search.click();
  await search.fill(product.code);
  await dialog.getByRole('option', { name: new RegExp(`Mã ${product.code} `) }).click();
  const region = dialog.getByRole('region', { name: product.name });
  await expect(region).toBeVisible();

  await test.step('the box chosen beside the product; the new lot is priced per box', async () => {
    const unit = region.getByRole('combobox', { name: `Đơn vị tính của ${product.name}` });
    await expect(unit).toHaveText(base.unit ?? '');
    await unit.click();
    await expectAccessible(page, 'the units of a product');
    await page.getByRole('option', { name: boxLabel }).click();
    await expect(unit).toHaveText(boxLabel);
    // A product with a reorder suggestion comes with a new lot at it; otherwise one is added.
    const rows = region.getByRole('group', { name: /— lô thứ/ });
    if ((await rows.count()) === 0) await region.getByRole('button', { name: '+ Thêm số lô mới' }).click();
    await expect(rows).toHaveCount(1);
    const lotNumber = `BOX${randomBytes(3).toString('hex').toUpperCase()}`;
    await rows.getByRole('textbox', { name: /Số lô/ }).fill(lotNumber);
    const row = region.getByRole('group', { name: `${product.name} — lô ${lotNumber}` });
    await expect(row.getByRole('textbox', { name: /Giá nhập/ })).toHaveValue(
      new RegExp(`^${box.base_price.toLocaleString('vi-VN').replaceAll('.', '\\.')}`),
    );
    await row.getByRole('textbox', { name: /Số lượng/ }).fill('2');
    const expiry = new Date(Date.now() + 500 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await row
      .getByRole('textbox', { name: /HSD/ })
      .fill(`${pad(expiry.getUTCDate())}-${pad(expiry.getUTCMonth() + 1)}-${expiry.getUTCFullYear()}`);
    await row.getByRole('textbox', { name: /HSD/ }).press('Tab');
    await expect(dialog.getByRole('region', { name: 'Tổng đơn hàng' })).toContainText(
      (2 * box.base_price).toLocaleString('vi-VN'),
    );
    await expectAccessible(page, 'a batch order by the box');
  });

  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/import-orders',
  );
  await dialog.getByRole('button', { name: 'Tạo đơn hàng' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const order = ((await answer.json()) as { data: { order_number: string; items: { unit_code: string }[] } })
    .data;
  expect(order.items.map((item) => item.unit_code)).toEqual([box.code]);
  await expect(dialog).toBeHidden();

  await test.step('the order’s drawer shows the line by the box', async () => {
    await page.getByRole('row').filter({ hasText: order.order_number }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(order.order_number) });
    const line = detail.getByRole('row').filter({ hasText: product.code });
    await expect(line).toContainText(box.unit ?? '');
    await expect(line).toContainText(`= ${box.conversion.toLocaleString('vi-VN')} đơn vị cơ bản`);
    await expectAccessible(page, 'an order by the box');
  });
});
