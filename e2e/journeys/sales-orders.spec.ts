import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

/** A day in Vietnam, `days` before today, as dd/MM/yyyy and as yyyy-MM-dd. */
function dayBefore(days: number) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(Date.now() - days * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    shown: `${part('day')}/${part('month')}/${part('year')}`,
    sent: `${part('year')}-${part('month')}-${part('day')}`,
  };
}

const orderRows = (page: Page) =>
  page.getByRole('table', { name: 'Đồng bộ đơn hàng' }).getByRole('row', { name: /HD\d/ });

test('filter sales orders by status and date, open one, reload it, and an unknown order', async ({
  page,
}) => {
  await page.goto('/order-sync');
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Đồng bộ đơn hàng' })).toBeVisible();
  // The demo store is synced at start-up: ten orders a page, the note and the relative last update.
  await expect(orderRows(page)).toHaveCount(10);
  await expect(page.getByText('Hệ thống tự động đồng bộ mỗi 12 giờ')).toBeVisible();
  await expect(page.getByText(/^Cập nhật lần cuối: (vừa xong|\d+ (phút|giờ) trước)$/)).toBeVisible();
  await expectAccessible(page, 'the sales orders');

  // Cancelled orders are few (most are completed): a list that ignored the status would show others.
  const from = dayBefore(90);
  const to = dayBefore(7);
  await test.step('cancelled orders of a date range, from the filter drawer', async () => {
    await page.getByRole('button', { name: /^Bộ lọc nâng cao/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Bộ lọc nâng cao' });
    await expect(drawer.getByRole('checkbox', { name: 'Kháng sinh' }).first()).toBeVisible();
    await expectAccessible(page, 'the sales-order filter drawer');
    await drawer.getByRole('checkbox', { name: 'Đã hủy' }).check();
    await drawer.getByRole('textbox', { name: 'Từ ngày' }).fill(from.shown);
    await drawer.getByRole('textbox', { name: 'Đến ngày' }).fill(to.shown);
    await drawer.getByRole('textbox', { name: 'Đến ngày' }).press('Tab');
    await drawer.getByRole('button', { name: 'Áp dụng' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/[?&]statuses=2(&|$)/);
    await expect(page).toHaveURL(new RegExp(`[?&]from=${from.sent}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]to=${to.sent}(&|$)`));
    await expect(page.getByRole('button', { name: 'Bộ lọc nâng cao (2 bộ lọc đang áp dụng)' })).toBeVisible();
    await expect(orderRows(page).first()).toBeVisible();
    for (const row of await orderRows(page).all()) {
      await expect(row.getByText('Đã hủy')).toBeVisible();
      const date = (await row.getByText(/^\d{2}\/\d{2}\/\d{4}$/).textContent()) ?? '';
      const [day, month, year] = date.split('/');
      const sent = `${year}-${month}-${day}`;
      expect(sent >= from.sent && sent <= to.sent, `${date} within ${from.shown}–${to.shown}`).toBe(true);
    }
    await expectAccessible(page, 'the filtered sales orders');
  });

  let code = '';
  await test.step('open an order: its page shows its lines', async () => {
    const first = orderRows(page).first();
    code = (await first.getByRole('cell').first().textContent())?.trim() ?? '';
    expect(code).toMatch(/^HD\d+$/);
    await first.click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: `Đơn hàng ${code}` })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Đường dẫn' });
    await expect(breadcrumb.getByRole('link', { name: 'Trang chủ' })).toBeVisible();
    await expect(breadcrumb.getByRole('link', { name: 'Đồng bộ đơn hàng' })).toBeVisible();
    await expect(breadcrumb.getByText(code)).toHaveAttribute('aria-current', 'page');
    // The sidebar keeps the sales orders lit: the order page sits below that list.
    await expect(
      page
        .getByRole('navigation', { name: 'Điều hướng chính' })
        .getByRole('link', { name: /Đồng bộ đơn hàng/ }),
    ).toHaveAttribute('aria-current', 'page');
    const lines = page.getByRole('table', { name: 'Chi tiết sản phẩm' });
    await expect(lines.getByRole('columnheader', { name: 'Số lô' })).toBeVisible();
    await expect(lines.getByRole('row')).not.toHaveCount(1);
    await expect(page.getByText('Đã hủy')).toBeVisible();
    // A cancelled sale keeps no payment.
    await expect(page.getByRole('table', { name: 'Thanh toán' })).toContainText('Chưa có thanh toán');
    await expectAccessible(page, 'the order page');
  });

  await test.step('reload the order page directly', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Đơn hàng ${code}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Chi tiết sản phẩm' }).getByRole('row')).not.toHaveCount(1);
  });

  await test.step('back to the list: the filters are still there', async () => {
    await page
      .getByRole('navigation', { name: 'Đường dẫn' })
      .getByRole('link', { name: 'Đồng bộ đơn hàng' })
      .click();
    await expect(page).toHaveURL(/\/order-sync$/);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/statuses=2/);
    await expect(page.getByRole('button', { name: 'Bộ lọc nâng cao (2 bộ lọc đang áp dụng)' })).toBeVisible();
  });

  await test.step('an unknown order id reads “not found”', async () => {
    await page.goto('/order/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toContainText('Không tìm thấy thông tin đơn hàng');
    await expectAccessible(page, 'an unknown order');
  });
});

test("yesterday's cancelled sales orders, with the date preset", async ({ page }) => {
  await page.goto('/order-sync');
  await signIn(page, DEMO);
  await expect(orderRows(page)).toHaveCount(10);
  const yesterday = dayBefore(1);
  await page.getByRole('button', { name: /^Bộ lọc nâng cao/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Bộ lọc nâng cao' });
  await drawer.getByRole('checkbox', { name: 'Đã hủy' }).check();
  const presets = drawer.getByRole('group', { name: /^Chọn nhanh/ });
  await presets.getByRole('button', { name: 'Hôm qua' }).click();
  await expect(presets.getByRole('button', { name: 'Hôm qua' })).toHaveAttribute('aria-pressed', 'true');
  await expect(drawer.getByRole('textbox', { name: 'Từ ngày' })).toHaveValue(yesterday.shown);
  await expect(drawer.getByRole('textbox', { name: 'Đến ngày' })).toHaveValue(yesterday.shown);
  await expectAccessible(page, 'the filter drawer with a preset chosen');
  await drawer.getByRole('button', { name: 'Áp dụng' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`[?&]from=${yesterday.sent}(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]to=${yesterday.sent}(&|$)`));
  await expect(page).toHaveURL(/[?&]statuses=2(&|$)/);
  // The demo may hold no cancelled order of yesterday: then the list says so; else each row is one.
  const table = page.getByRole('table', { name: 'Đồng bộ đơn hàng' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  for (const row of await orderRows(page).all()) {
    await expect(row.getByText('Đã hủy')).toBeVisible();
    await expect(row.getByText(yesterday.shown)).toBeVisible();
  }
  await expectAccessible(page, "yesterday's cancelled sales orders");
});
