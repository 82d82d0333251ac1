import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

/*
 * Receiving what arrived (docs/product/purchase-orders.md#receiving): a batch order made from the list is received at
 * once — its confirming and shipping recorded on the way — with one line short for a reason; the drawer then shows
 * what was ordered and received, why, and the lots as they went into stock. The demo data
 * (apps/server/src/seed/demo.ts) has the internal supplier and the pharmacy's own products; the lots are new ones.
 */

const PARACETAMOL = 'Paracetamol 500mg Stada';
const AMLODIPIN = 'Amlodipin 5mg';

/** dd-MM-yyyy (the lot editor's form) of the day `days` after today in Vietnam. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d + days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return [pad(day.getUTCDate()), pad(day.getUTCMonth() + 1), day.getUTCFullYear()].join('-');
}

const toast = (page: Page, title: string) => page.getByRole('region', { name: /Thông báo/ }).getByText(title);

/** Adds the product with `code` to the batch order and gives it one new lot. */
async function addLot(
  dialog: Locator,
  code: string,
  name: string,
  lot: string,
  quantity: number,
  price: number,
) {
  const search = dialog.getByRole('combobox', { name: 'Chọn sản phẩm' });
  await search.click();
  await search.fill(code);
  await dialog.getByRole('option', { name: new RegExp(`^${name} Mã ${code} `) }).click();
  const product = dialog.getByRole('region', { name });
  await product.getByRole('button', { name: '+ Thêm số lô mới' }).click();
  await product.getByRole('textbox', { name: /Số lô/ }).fill(lot);
  const row = product.getByRole('group', { name: `${name} — lô ${lot}` });
  await row.getByRole('textbox', { name: /Giá nhập/ }).fill(String(price));
  await row.getByRole('textbox', { name: /Số lượng/ }).fill(String(quantity));
  await row.getByRole('textbox', { name: /HSD/ }).fill(dayFromToday(600));
  await row.getByRole('textbox', { name: /HSD/ }).press('Tab');
}

test('create and receive a batch order with a short line and see the received lots', async ({ page }) => {
  const tag = randomBytes(2).toString('hex').toUpperCase();
  const paracetamolLot = `RCV${tag}P`;
  const amlodipinLot = `RCV${tag}A`;

  await page.goto('/purchase-orders');
  await signIn(page, DEMO);
  await page.getByRole('button', { name: 'Tạo đơn hàng mới' }).click();
  const create = page.getByRole('dialog', { name: 'Tạo đơn đặt hàng mới' });
  const supplier = create.getByRole('combobox', { name: /Nhà cung cấp/ });
  await supplier.click();
  await supplier.fill('minh chau');
  await create.getByRole('option', { name: /Công ty TNHH Dược phẩm Minh Châu/ }).click();
  const batch = page.getByRole('dialog', { name: 'Tạo đơn hàng theo lô' });
  await expect(batch).toBeVisible();

  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/import-orders',
  );
  await test.step('a batch order of two new lots', async () => {
    await addLot(batch, 'NT000001', PARACETAMOL, paracetamolLot, 10, 24_500);
    await addLot(batch, 'NT000011', AMLODIPIN, amlodipinLot, 6, 16_000);
    await batch.getByRole('button', { name: 'Tạo đơn hàng' }).click();
    await expect(batch).toBeHidden();
  });
  const answer = await created;
  expect(answer.status()).toBe(201);
  const number = ((await answer.json()) as { data: { order_number: string } }).data.order_number;

  const row = page.getByRole('row').filter({ hasText: number });
  await row.getByRole('cell').first().click();
  const drawer = page.getByRole('dialog', { name: number });
  await expect(drawer.getByText('Đã tạo', { exact: true }).first()).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Xác nhận đã nhận hàng' });
  const amlodipin = dialog.getByRole('group', { name: AMLODIPIN });
  await test.step('received at once: the dialog says which steps it records, each line as ordered', async () => {
    await drawer.getByRole('button', { name: 'Xác nhận đã nhận hàng' }).click();
    await expect(dialog.getByText('Nhận hàng trực tiếp')).toBeVisible();
    await expect(dialog.getByRole('group', { name: PARACETAMOL })).toHaveAccessibleDescription(
      'Mã NT000001 · Đặt 10 · Giao 10',
    );
    await expect(amlodipin.getByRole('textbox', { name: 'Số lô' })).toHaveValue(amlodipinLot);
    await expect(amlodipin.getByText('Thực nhận: 6 / 6')).toBeVisible();
    await expectAccessible(page, 'the receipt dialog of an order not yet confirmed');
  });

  await test.step('4 of 6 arrived: the line asks why before anything is sent', async () => {
    await amlodipin.getByRole('textbox', { name: /Số lượng nhận/ }).fill('4');
    await expect(amlodipin.getByText('Thiếu 2')).toBeVisible();
    await dialog.getByRole('button', { name: 'Xác nhận', exact: true }).click();
    const reason = amlodipin.getByRole('combobox', { name: /Lý do nhận thiếu/ });
    await expect(amlodipin.getByText('Vui lòng chọn lý do nhận thiếu')).toBeVisible();
    await expect(reason).toBeFocused();
    await expectAccessible(page, 'the receipt refusing a shortfall without a reason');
    await reason.click();
    await page.getByRole('option', { name: 'Hàng hỏng' }).click();
    await dialog.getByRole('button', { name: 'Xác nhận', exact: true }).click();
    await expect(toast(page, 'Cập nhật trạng thái thành công')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the drawer: received in part, what arrived of each line and why, the received lots', async () => {
    await expect(drawer.getByText('Hoàn tất', { exact: true }).first()).toBeVisible();
    const items = drawer.getByRole('table', { name: 'Sản phẩm' });
    await expect(items.getByRole('columnheader', { name: 'Số lô (SL nhận)' })).toBeVisible();
    const short = items.getByRole('row', { name: new RegExp(AMLODIPIN) });
    await expect(short).toContainText('Nhận thiếu');
    await expect(short).toContainText('Giao 6 · Hàng hỏng');
    await expect(short).toContainText(`${amlodipinLot} (4)`);
    const full = items.getByRole('row', { name: new RegExp(PARACETAMOL) });
    await expect(full).toContainText(`${paracetamolLot} (10)`);
    await expect(full).not.toContainText('Nhận thiếu');
    await expect(drawer.getByText('Ghi nhận khi nhận hàng trực tiếp')).toHaveCount(2);
    await expect(drawer.getByText('Đang giao hàng → Hoàn tất')).toBeVisible();
    await expectAccessible(page, 'the drawer of an order received in part');
  });

  await test.step('the list says so beside the status', async () => {
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(row).toContainText('Hoàn tất');
    await expect(row).toContainText('Nhận thiếu');
  });
});
