import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';
import { orderApi } from '../orders';

// A phone the portal is measured on: every list shows its rows as cards and nothing scrolls sideways.
test.use({ viewport: { width: 375, height: 812 } });

/** The list's cards (the skeleton's placeholders are hidden from assistive tech, so they never count). */
const cards = (page: Page, name: string): Locator =>
  page.getByRole('list', { name, exact: true }).getByRole('listitem');

/** The page is as wide as the screen: no sideways scroll, no card past the right edge. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `the page's scroll width on ${where}`).toBe(clientWidth);
}

/** Opens `path` signed in, waits for the list's cards, checks the width and axe. */
async function openList(page: Page, path: string, heading: string, caption = heading) {
  await page.goto(path);
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(cards(page, caption).first()).toBeVisible();
  await expect(page.getByRole('table', { name: caption })).toHaveCount(0);
  await expectNoSidewaysScroll(page, heading);
  await expectAccessible(page, `${heading} on a phone`);
}

test('on a phone, receive a shipped purchase order from its card in the list', async ({ page, request }) => {
  const api = await orderApi(request);
  const order = await api.createInternalOrder('phone list');
  await api.move(order.id, 'approved');
  await api.move(order.id, 'shipped');

  await openList(page, '/purchase-orders', 'Danh sách đơn đặt hàng');
  await page.getByRole('searchbox', { name: 'Tìm kiếm đơn đặt hàng' }).fill(order.orderNumber);
  const card = cards(page, 'Danh sách đơn đặt hàng').filter({ hasText: order.orderNumber });
  await expect(cards(page, 'Danh sách đơn đặt hàng')).toHaveCount(1);
  await expect(card.getByText('Đang giao hàng')).toBeVisible();
  const receive = card.getByRole('button', { name: `Xác nhận đã nhận hàng ${order.orderNumber}` });
  await expect(receive).toBeInViewport();
  await expectNoSidewaysScroll(page, 'the searched purchase orders');
  await receive.click();
  const dialog = page.getByRole('dialog', { name: 'Xác nhận đã nhận hàng' });
  const line = dialog.getByRole('group', { name: /Gentrisone/ });
  await expect(line).toBeVisible();
  await expectAccessible(page, 'the receipt dialog on a phone');

  await test.step('the lot’s fields stack: the dialog scrolls only up and down', async () => {
    const widths = await dialog.evaluate((panel) =>
      [panel, ...panel.querySelectorAll('fieldset')].map((box) => box.scrollWidth - box.clientWidth),
    );
    expect(
      widths.every((overflow) => overflow <= 0),
      `sideways overflow: ${widths}`,
    ).toBe(true);
    await expectNoSidewaysScroll(page, 'the receipt dialog');
    await line.getByRole('textbox', { name: /Số lượng nhận/ }).fill(String(order.quantity - 1));
    await line.getByRole('combobox', { name: /Lý do nhận thiếu/ }).click();
    await page.getByRole('option', { name: 'Thiếu hàng' }).click();
    await expectAccessible(page, 'the receipt dialog with a short line on a phone');
    await dialog.getByRole('button', { name: 'Xác nhận', exact: true }).click();
    await expect(dialog).toBeHidden();
  });
  await expect(card.getByText('Nhận thiếu')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the list after a receipt in part');
});

test('on a phone, open a sales order from its card', async ({ page }) => {
  await openList(page, '/order-sync', 'Đồng bộ đơn hàng');
  const first = cards(page, 'Đồng bộ đơn hàng').first();
  await expect(first.getByText('Doanh thu')).toBeVisible();
  await first.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/order\//);
  await expectNoSidewaysScroll(page, 'a sales order');
});

test('on a phone, find a customer and open their card', async ({ page }) => {
  await openList(page, '/customer-sync', 'Đồng bộ khách hàng');
  const first = cards(page, 'Đồng bộ khách hàng').first();
  const name = (await first.getByRole('button').first().textContent())?.trim() ?? '';
  await page.getByRole('searchbox').fill(name);
  await expect(page).toHaveURL(/search=/);
  await cards(page, 'Đồng bộ khách hàng')
    .filter({ hasText: name })
    .first()
    .getByRole('button')
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // Her purchase history is cards too, in the dialog as wide as the phone.
  await expect(
    dialog
      .getByRole('list', { name: /^Lịch sử mua hàng/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 'the customer dialog');
  await expectAccessible(page, 'the customer dialog on a phone');
});

test('on a phone, open a product from the inventory', async ({ page }) => {
  await openList(page, '/inventory-sync', 'Đồng Bộ Kho');
  const first = cards(page, 'Đồng Bộ Kho').first();
  await expect(first.getByText('Tồn kho')).toBeVisible();
  await first.getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSidewaysScroll(page, 'a product');
});

test('on a phone, each branch card has its own sync button', async ({ page }) => {
  await openList(page, '/branch-sync', 'Đồng bộ chi nhánh');
  for (const card of await cards(page, 'Đồng bộ chi nhánh').all())
    await expect(card.getByRole('button', { name: /^Đồng bộ chi nhánh / })).toBeVisible();
});

test('on a phone, open a sync run from the log', async ({ page }) => {
  await openList(page, '/sync-logs', 'Nhật ký đồng bộ');
  await cards(page, 'Nhật ký đồng bộ').first().getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Chi tiết lần đồng bộ' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'a sync run');
});

test('on a phone, the suppliers fit the screen', async ({ page }) => {
  await page.goto('/suppliers');
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Hệ thống quản lý nhà thuốc' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the suppliers');
  await expectAccessible(page, 'the suppliers on a phone');
});
