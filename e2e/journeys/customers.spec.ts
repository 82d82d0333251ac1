import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

const customerRows = (page: Page) =>
  page.getByRole('table', { name: 'Đồng bộ khách hàng' }).getByRole('row', { name: /KH\d/ });

/**
 * The demo store's first customer (KH000001, Nguyễn Thị Nhung) is its busiest: the simulator's skewed choice of
 * customers (packages/kiotviet/src/simulator/dataset.ts) gives her dozens of invoices over the year, a total
 * revenue above 5,000,000 ₫, and products bought again and again whose next purchase is overdue on any day the
 * store starts (its history is generated relative to the start day).
 */
const CUSTOMER = { code: 'KH000001', name: 'Nguyễn Thị Nhung', typed: 'nguyen thi nhung' };

test('find a customer without accents, filter, page the history, open an order, see who to call about an overdue repurchase', async ({
  page,
  context,
}) => {
  await page.goto('/customer-sync');
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Đồng bộ khách hàng' })).toBeVisible();
  await expect(customerRows(page)).toHaveCount(10);
  await expect(page.getByText(/^Hiển thị 1 đến 10 trên tổng \d+ khách hàng \(10 mỗi trang\)$/)).toBeVisible();
  await expect(page.getByText('Hệ thống tự động đồng bộ mỗi 12 giờ')).toBeVisible();
  await expectAccessible(page, 'the customers');

  await test.step('the search ignores accents', async () => {
    await page.getByRole('searchbox', { name: 'Tìm kiếm khách hàng' }).fill(CUSTOMER.typed);
    await expect(page).toHaveURL(/search=nguyen\+thi\+nhung/);
    await expect(customerRows(page).filter({ hasText: CUSTOMER.code })).toContainText(CUSTOMER.name);
  });

  await test.step('filter by gender and revenue from the filter menu', async () => {
    await page.getByRole('button', { name: /^Bộ lọc/ }).click();
    const menu = page.getByRole('menu', { name: 'Bộ lọc' });
    await expect(menu.getByRole('menuitemradio', { name: 'Nữ' })).toBeVisible();
    await expectAccessible(page, 'the customer filter menu');
    await menu.getByRole('menuitemradio', { name: 'Nữ' }).click();
    await expect(page).toHaveURL(/gender=N%E1%BB%AF/);
    await page.getByRole('button', { name: /^Bộ lọc/ }).click();
    await menu.getByRole('menuitemradio', { name: 'Trên 5.000.000 ₫' }).click();
    await expect(page).toHaveURL(/revenue=over5m/);
    await expect(page.getByRole('button', { name: 'Bộ lọc (2 bộ lọc đang áp dụng)' })).toBeVisible();
    await expect(customerRows(page).filter({ hasText: CUSTOMER.code })).toBeVisible();
    for (const row of await customerRows(page).all()) await expect(row.getByText('Nữ')).toBeVisible();
    // A range below her total leaves her out.
    await page.getByRole('button', { name: /^Bộ lọc/ }).click();
    await menu.getByRole('menuitemradio', { name: 'Dưới 100.000 ₫' }).click();
    await expect(page.getByText('Không tìm thấy khách hàng phù hợp')).toBeVisible();
    await page.getByRole('button', { name: /^Bộ lọc/ }).click();
    await menu.getByRole('menuitemradio', { name: 'Trên 5.000.000 ₫' }).click();
    await expect(customerRows(page).filter({ hasText: CUSTOMER.code })).toBeVisible();
  });

  const dialog = page.getByRole('dialog', { name: CUSTOMER.name });
  let orders = 0;
  await test.step('open the customer and page her purchase history', async () => {
    await customerRows(page).filter({ hasText: CUSTOMER.code }).click();
    await expect(page).toHaveURL(/customer=[0-9a-f-]{36}/);
    const historyTab = dialog.getByRole('tab', { name: /^Lịch sử mua hàng \(\d+\)$/ });
    await expect(historyTab).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('row', { name: /HD\d/ })).toHaveCount(10);
    orders = Number(/\((\d+)\)/.exec((await historyTab.textContent()) ?? '')?.[1]);
    expect(orders, 'her orders fill more than five pages').toBeGreaterThan(50);
    const pager = dialog.getByRole('navigation', { name: 'Phân trang lịch sử mua hàng' });
    const last = Math.ceil(orders / 10);
    // The first three pages and the last ones.
    await expect(pager.getByRole('button', { name: /^Trang \d+$/ })).toHaveText([
      '1',
      '2',
      '3',
      String(last - 1),
      String(last),
    ]);
    // Her KiotViet customer group, as the demo store has it.
    await expect(dialog.getByText('Bệnh nhân mãn tính')).toBeVisible();
    await expectAccessible(page, 'the customer dialog');
    await pager.getByRole('button', { name: 'Trang 2' }).click();
    await expect(dialog.getByText(`Hiển thị 11 đến 20 trên tổng ${orders} đơn hàng`)).toBeVisible();
    await expect(page).toHaveURL(/historyPage=2/);
    // Page 1's rows stay, marked busy, until page 2's arrive.
    await expect(dialog.getByRole('table', { name: /^Lịch sử mua hàng/ })).not.toHaveAttribute('aria-busy');
  });

  await test.step('an order of the history opens in a new tab with its lines', async () => {
    const row = dialog.getByRole('row', { name: /HD\d/ }).first();
    const code = (await row.getByText(/^HD\d+$/).textContent()) ?? '';
    const opened = context.waitForEvent('page');
    await row.click();
    const tab = await opened;
    await tab.waitForLoadState();
    await expect(tab).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    await expect(tab.getByRole('heading', { level: 1, name: `Đơn hàng ${code}` })).toBeVisible();
    const lines = tab.getByRole('table', { name: 'Chi tiết sản phẩm' });
    await expect(lines.getByRole('columnheader', { name: 'Thành tiền' })).toBeVisible();
    await expect(lines.getByRole('row')).not.toHaveCount(1);
    await expect(tab.getByText(CUSTOMER.name)).toBeVisible();
    await expectAccessible(tab, 'the order page in a new tab');
    await tab.close();
  });

  await test.step('her repurchase suggestions: the most overdue first, to call her about', async () => {
    await dialog.getByRole('tab', { name: /^Gợi ý mua lại \(\d+\)$/ }).click();
    const table = dialog.getByRole('table', { name: /^Gợi ý mua lại/ });
    const first = table.getByRole('row').nth(1);
    await expect(first).toContainText(/Quá hạn \d+ ngày/);
    await expect(first).toContainText(/Dự kiến mua lại \d{2}\/\d{2}\/\d{4}/);
    const overdue = await table.getByText(/^Quá hạn \d+ ngày$/).allTextContents();
    const days = overdue.map((text) => Number(/\d+/.exec(text)?.[0]));
    expect(days, 'the longest overdue first').toEqual([...days].sort((a, b) => b - a));
    await expect(first.getByRole('link', { name: /^Gọi \d+/ })).toHaveAttribute('href', /^tel:\d+$/);
    await expect(page).toHaveURL(/tab=suggestions/);
    await expectAccessible(page, 'the repurchase suggestions');

    const lastOrder = first.getByRole('link', { name: /Đơn HD\d+/ });
    const code = /HD\d+/.exec((await lastOrder.textContent()) ?? '')?.[0] ?? '';
    const opened = context.waitForEvent('page');
    await lastOrder.click();
    const tab = await opened;
    await expect(tab.getByRole('heading', { level: 1, name: `Đơn hàng ${code}` })).toBeVisible();
    await expect(tab.getByText(CUSTOMER.name)).toBeVisible();
    await tab.close();
  });

  await test.step('a reload shows the same customer and tab', async () => {
    await page.reload();
    await expect(dialog.getByRole('tab', { name: /^Gợi ý mua lại/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Escape closes the dialog that has the focus: after a reload it takes the focus once it has opened.
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/customer=/);
    await expect(page).toHaveURL(/revenue=over5m/);
  });
});
