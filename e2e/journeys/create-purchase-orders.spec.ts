import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

/*
 * Creating purchase orders from the list (docs/product/purchase-orders.md#creating-an-order): a partner order, a
 * batch order with lots —
 * including a lot number already in stock (refused) and an expired lot from stock (blocking) — and the batch order
 * made with the keyboard alone. The demo data (apps/server/src/seed/demo.ts) has the suppliers, the partner
 * catalogue and the pharmacy's lots used here; each journey creates its own order and finds it by its number.
 */

const PARACETAMOL = 'Paracetamol 500mg Stada';
const AUGMENTIN = 'Augmentin 625mg';
/*
 * The demo pharmacy's own products are searched by code: KiotViet's products (synced from the demo store) include
 * medicines of the same names, in other packs.
 */
const PARACETAMOL_CODE = 'NT000001';
const AUGMENTIN_CODE = 'NT000004';

/** dd-MM-yyyy (the lot editor's form) or dd/MM/yyyy of the day `days` after today in Vietnam. */
function dayFromToday(days: number, separator: '-' | '/'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d + days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return [pad(day.getUTCDate()), pad(day.getUTCMonth() + 1), day.getUTCFullYear()].join(separator);
}

async function openCreate(page: Page) {
  await page.goto('/purchase-orders');
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Danh sách đơn đặt hàng' })).toBeVisible();
  await page.getByRole('button', { name: 'Tạo đơn hàng mới' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tạo đơn đặt hàng mới' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The order number the server gave the order created next (read from its answer). */
function createdOrderNumber(page: Page): Promise<string> {
  return page
    .waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/import-orders',
    )
    .then(async (response) => {
      expect(response.status()).toBe(201);
      return ((await response.json()) as { data: { order_number: string } }).data.order_number;
    });
}

async function chooseSupplier(form: Locator, search: string, name: string) {
  const supplier = form.getByRole('combobox', { name: /Nhà cung cấp/ });
  await supplier.click();
  await supplier.fill(search);
  await form.getByRole('option', { name: new RegExp(name) }).click();
}

/** The order shows first on page 1 of the list, with its supplier and total. */
async function expectFirstInList(page: Page, orderNumber: string, supplier: string, total: string) {
  await expect(page).toHaveURL(/\/purchase-orders$/);
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await expect(row).toContainText(supplier);
  await expect(row).toContainText(total);
  await expect(row).toContainText('Đã tạo');
  await expect(page.getByRole('row').nth(1)).toContainText(orderNumber);
}

test('create a partner order', async ({ page }) => {
  const drawer = await openCreate(page);
  await expectAccessible(page, 'the empty partner-order drawer');

  await test.step('the form’s rules', async () => {
    await drawer.getByRole('button', { name: 'Tạo đơn hàng' }).click();
    await expect(drawer.getByText('Vui lòng chọn nhà cung cấp', { exact: true })).toBeVisible();
    await expect(drawer.getByText('Vui lòng chọn ngày giao hàng')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Vui lòng chọn sản phẩm' })).toContainText(
      'Bạn cần chọn ít nhất một sản phẩm cho đơn hàng',
    );
    await expectAccessible(page, 'the partner-order drawer with its errors');
  });

  await test.step('supplier, delivery date, notes and two products', async () => {
    const supplier = drawer.getByRole('combobox', { name: /Nhà cung cấp/ });
    await supplier.click();
    await expect(drawer.getByRole('group', { name: 'Nhà cung cấp nội bộ' })).toContainText('KiotViet');
    await expectAccessible(page, 'the open supplier list');
    // Not Dược Hậu Giang: the filter journey counts that supplier's demo orders.
    await chooseSupplier(drawer, 'duoc pham imex', 'Công ty Cổ phần Dược phẩm Imexpharm');
    await expect(supplier).toHaveValue('Công ty Cổ phần Dược phẩm Imexpharm');
    await drawer.getByRole('textbox', { name: /Ngày giao hàng dự kiến/ }).fill(dayFromToday(3, '/'));
    await drawer.getByRole('textbox', { name: /Ngày giao hàng dự kiến/ }).press('Tab');
    await drawer.getByRole('textbox', { name: 'Ghi chú' }).fill('Giao buổi sáng');
    await drawer.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm' }).fill('500mg');
    await drawer.getByRole('checkbox', { name: 'Amoxicilin 500mg' }).check();
    await drawer.getByRole('checkbox', { name: 'Vitamin C 500mg Imex' }).check();
    await expect(drawer.getByRole('checkbox', { name: 'Cefuroxim 500mg' })).not.toBeChecked();
    const quantity = drawer.getByRole('textbox', { name: 'Số lượng Amoxicilin 500mg' });
    await quantity.fill('0');
    await quantity.press('Tab');
    await expect(quantity).toHaveValue('1');
    await quantity.fill('4');
    await quantity.press('Tab');
    const summary = drawer.getByRole('region', { name: 'Sản phẩm đã chọn (2)' });
    // 4 × 72.000 + 1 × 28.000
    await expect(summary).toContainText('316.000');
    await expectAccessible(page, 'the filled partner-order drawer');
  });

  const orderNumber = createdOrderNumber(page);
  await drawer.getByRole('button', { name: 'Tạo đơn hàng' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Tạo đơn hàng thành công' });
  await expect(toast).toContainText('Đơn hàng mới đã được tạo và lưu vào hệ thống');
  await expect(drawer).toBeHidden();
  await expectFirstInList(page, await orderNumber, 'Công ty Cổ phần Dược phẩm Imexpharm', '316.000');
  await expectAccessible(page, 'the list with the new order');
});

test('create a batch order with two products and lots; a lot already in stock is refused, an expired lot blocks', async ({
  page,
}) => {
  const drawer = await openCreate(page);
  await chooseSupplier(drawer, 'minh chau', 'Công ty TNHH Dược phẩm Minh Châu');
  const dialog = page.getByRole('dialog', { name: 'Tạo đơn hàng theo lô' });
  await expect(dialog).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(dialog.getByRole('combobox', { name: /Nhà cung cấp/ })).toHaveValue(
    'Công ty TNHH Dược phẩm Minh Châu',
  );
  await expectAccessible(page, 'the batch-order dialog');

  const search = dialog.getByRole('combobox', { name: 'Chọn sản phẩm' });
  const addProduct = async (code: string, name: string) => {
    await search.click();
    await search.fill(code);
    // The option of this code (the list may still show the previous search's while this one loads).
    await dialog.getByRole('option', { name: new RegExp(`^${name} Mã ${code} `) }).click();
    const product = dialog.getByRole('region', { name });
    await expect(product).toBeVisible();
    return product;
  };
  const paracetamol = await addProduct(PARACETAMOL_CODE, PARACETAMOL);
  const augmentin = await addProduct(AUGMENTIN_CODE, AUGMENTIN);

  await test.step('an expired lot from stock is red, frozen, and blocks the order', async () => {
    await paracetamol.getByRole('button', { name: '+ Số lô hiện tại' }).click();
    await paracetamol.getByRole('combobox', { name: /Số lô/ }).click();
    await expectAccessible(page, 'the list of lots in stock');
    await page.getByRole('option', { name: /PA2401/ }).click();
    const expired = paracetamol.getByRole('group', { name: `${PARACETAMOL} — lô PA2401` });
    await expect(expired).toContainText('Hết hạn');
    await expect(expired.getByRole('textbox', { name: /Số lượng/ })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Tạo đơn hàng' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Không thể tạo đơn hàng' })).toContainText(
      'Đơn hàng có 1 lô đã hết hạn',
    );
    await expect(expired).toContainText(
      'Số lô "PA2401" đã hết hạn. Không thể tạo đơn hàng với lô đã hết hạn.',
    );
    await expectAccessible(page, 'the batch order blocked by an expired lot');
    await expired.getByRole('button', { name: `Xoá lô PA2401 của ${PARACETAMOL}` }).click();
    await expect(expired).toBeHidden();
  });

  await test.step('a new lot numbered like a lot in stock is refused on its row', async () => {
    await paracetamol.getByRole('button', { name: '+ Thêm số lô mới' }).click();
    const lotNumber = paracetamol.getByRole('textbox', { name: /Số lô/ });
    await lotNumber.fill(' pa2405 ');
    await expect(lotNumber).toHaveAccessibleDescription(
      'Số lô "pa2405" đã tồn tại trong kho. Vui lòng nhập số lô khác.',
    );
    await expectAccessible(page, 'the batch order with a duplicate lot');
    await dialog.getByRole('button', { name: 'Tạo đơn hàng' }).click();
    // The first try's toast (Augmentin has no lot yet) may still be showing: this one names the lot.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Dữ liệu không hợp lệ' }).filter({ hasText: 'Lô pa2405' }),
    ).toContainText(
      `${PARACETAMOL} - Lô pa2405: Số lô "pa2405" đã tồn tại trong kho. Vui lòng nhập số lô khác.`,
    );
    await lotNumber.fill('PA2611');
    await expect(lotNumber).not.toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('the lots: a new lot of Paracetamol, a lot in stock of Augmentin', async () => {
    const row = paracetamol.getByRole('group', { name: `${PARACETAMOL} — lô PA2611` });
    await row.getByRole('textbox', { name: /Giá nhập/ }).fill('24500');
    await row.getByRole('textbox', { name: /Số lượng/ }).fill('20');
    await row.getByRole('textbox', { name: /HSD/ }).fill(dayFromToday(700, '-'));
    await row.getByRole('textbox', { name: /HSD/ }).press('Tab');
    await augmentin.getByRole('button', { name: '+ Số lô hiện tại' }).click();
    await augmentin.getByRole('combobox', { name: /Số lô/ }).click();
    await page.getByRole('option', { name: /AG8120/ }).click();
    const stocked = augmentin.getByRole('group', { name: `${AUGMENTIN} — lô AG8120` });
    await stocked.getByRole('textbox', { name: /Số lượng/ }).fill('5');
    // 20 × 24.500 + 5 × 235.000
    await expect(dialog.getByRole('region', { name: 'Tổng đơn hàng' })).toContainText('1.665.000');
    await expectAccessible(page, 'the filled batch order');
  });

  const orderNumber = createdOrderNumber(page);
  await dialog.getByRole('button', { name: 'Tạo đơn hàng' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tạo đơn hàng thành công' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const number = await orderNumber;
  await expectFirstInList(page, number, 'Công ty TNHH Dược phẩm Minh Châu', '1.665.000');

  await test.step('the order holds the two lots, delivery expected today', async () => {
    await page.getByRole('row').filter({ hasText: number }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(number) });
    await expect(detail).toContainText('PA2611');
    await expect(detail).toContainText('AG8120');
    await expect(detail).toContainText(dayFromToday(0, '/'));
    await expectAccessible(page, 'the new batch order’s drawer');
  });
});

test('create a batch order with the keyboard alone', async ({ page }) => {
  await openCreate(page);
  const drawer = page.getByRole('dialog', { name: 'Tạo đơn đặt hàng mới' });
  const supplier = drawer.getByRole('combobox', { name: /Nhà cung cấp/ });
  await expect(supplier).toBeFocused();
  await page.keyboard.type('minh chau');
  await expect(drawer.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Tạo đơn hàng theo lô' });
  const search = dialog.getByRole('combobox', { name: 'Chọn sản phẩm' });
  await expect(search).toBeFocused();
  await page.keyboard.type(AUGMENTIN_CODE);
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const augmentin = dialog.getByRole('region', { name: AUGMENTIN });
  await expect(augmentin).toBeVisible();
  await expect(search).toBeFocused();

  /** Tab until `target` has focus, as a person tabbing through the form would (at most 30 presses). */
  const tabTo = async (target: Locator) => {
    for (let presses = 0; presses < 30; presses++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('Tab never reached the target');
  };

  await tabTo(augmentin.getByRole('button', { name: '+ Số lô hiện tại' }));
  await page.keyboard.press('Enter');
  await expect(augmentin.getByRole('combobox', { name: /Số lô/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('option', { name: /AG8120/ });
  await expect(option).toBeVisible();
  for (let presses = 0; presses < 5 && !(await option.getAttribute('data-active-item')); presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  const stocked = augmentin.getByRole('group', { name: `${AUGMENTIN} — lô AG8120` });
  await expect(stocked.getByRole('textbox', { name: /Giá nhập/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('3');

  await tabTo(augmentin.getByRole('button', { name: '+ Thêm số lô mới' }));
  await page.keyboard.press('Enter');
  await expect(augmentin.getByRole('textbox', { name: /Số lô/ })).toBeFocused();
  await page.keyboard.type('AG9901');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type(dayFromToday(400, '-'));
  await page.keyboard.press('Tab');
  await expectAccessible(page, 'the batch order filled by keyboard');

  const orderNumber = createdOrderNumber(page);
  await tabTo(dialog.getByRole('button', { name: 'Tạo đơn hàng' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Tạo đơn hàng thành công' })).toBeVisible();
  // 5 × 235.000 (the product's price, for both lots)
  await expectFirstInList(page, await orderNumber, 'Công ty TNHH Dược phẩm Minh Châu', '1.175.000');
});
