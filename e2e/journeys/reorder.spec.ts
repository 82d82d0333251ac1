import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

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
      const quantity = group.getByRole('textbox', { name: `Số lượng đặt ${name}`, exact: true });
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
    const supplier = dialog.getByRole('combobox', { name: /Nhà cung cấp/ });
    await supplier.click();
    await supplier.fill('minh chau');
    await dialog.getByRole('option', { name: /Công ty TNHH Dược phẩm Minh Châu/ }).click();
    for (const { name } of picked) {
      const product = dialog.getByRole('region', { name, exact: true });
      await product
        .getByRole('textbox', { name: /Số lô/ })
        .fill(`RO${randomBytes(3).toString('hex').toUpperCase()}`);
      const expiry = product.getByRole('textbox', { name: /HSD/ });
      await expiry.fill(lotDay(400));
      await expiry.press('Tab');
    }
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

test('export the suggestions as CSV and read it back', async ({ page }) => {
  await openSuggestions(page);
  await page.getByRole('switch', { name: 'Chỉ sản phẩm cần đặt' }).click();
  await expect(page).toHaveURL(/all=1/);
  const range = page.getByText(/^Hiển thị 1–20 trên \d+ sản phẩm$/);
  await expect(range).toBeVisible();
  const total = Number(/trên (\d+)/.exec((await range.textContent()) ?? '')?.[1]);
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
