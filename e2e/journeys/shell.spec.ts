import { accountButton, DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

const mainLeft = async (page: import('@playwright/test').Page) =>
  Math.round((await page.getByRole('main').boundingBox())?.x ?? -1);

test('an unknown address shows the 404 page, and its buttons work', async ({ page }) => {
  const ordersHeading = page.getByRole('heading', { level: 1, name: 'Danh sách đơn đặt hàng' });
  const notFoundHeading = page.getByRole('heading', { level: 1, name: 'Trang không tồn tại' });
  await page.goto('/purchase-orders');
  await signIn(page, DEMO);
  await expect(ordersHeading).toBeVisible();
  await page.goto('/trang-khong-co-that');
  await expect(notFoundHeading).toBeVisible();
  await expect(page).toHaveURL(/\/trang-khong-co-that$/);
  await expectAccessible(page, 'the 404 page');

  await page.getByRole('button', { name: 'Quay lại' }).click();
  await expect(page).toHaveURL(/\/purchase-orders$/);
  await expect(ordersHeading).toBeVisible();

  await page.goForward();
  await expect(notFoundHeading).toBeVisible();
  await page.getByRole('button', { name: 'Về danh sách đơn đặt hàng' }).click();
  await expect(page).toHaveURL(/\/purchase-orders$/);
  await expect(ordersHeading).toBeVisible();
  await expect(page.getByRole('link', { name: /Đơn đặt hàng/ })).toHaveAttribute('aria-current', 'page');
});

test('collapse the sidebar, reload, and it is still collapsed; Ctrl+B opens it again', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await signIn(page, DEMO);
  // The footer's toggle says whether the sidebar is expanded; the rail beside it has the same name and no state.
  const toggle = (expanded: boolean) =>
    page.getByRole('button', { name: 'Thu gọn/mở rộng thanh bên', expanded });
  await expect(toggle(true)).toBeVisible();
  await expect.poll(() => mainLeft(page)).toBe(256);
  await expect(page.getByText('Phiên bản 1.0.0')).toBeVisible();
  await expect(page.getByText('© 2025 Pharmacy Portal')).toBeVisible();
  // The two sidebar items that sync on their own carry a badge (exact: the header's tooltip says 'tự động' too).
  await expect(
    page.getByRole('navigation', { name: 'Điều hướng chính' }).getByText('Tự động', { exact: true }),
  ).toHaveCount(2);

  await toggle(true).click();
  await expect(toggle(false)).toBeVisible();
  await expect.poll(() => mainLeft(page)).toBe(64);
  await expect(page.getByRole('heading', { level: 1, name: 'Danh sách đơn đặt hàng' })).toBeVisible();
  await expectAccessible(page, 'the shell with the sidebar collapsed');
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  // Remembered for 7 days.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

  await page.reload();
  await expect(accountButton(page)).toBeVisible();
  await expect(toggle(false)).toBeVisible();
  await expect.poll(() => mainLeft(page)).toBe(64);

  await page.keyboard.press('Control+b');
  await expect(toggle(true)).toBeVisible();
  await expect.poll(() => mainLeft(page)).toBe(256);
  await page.keyboard.press('Control+b');
  await expect(toggle(false)).toBeVisible();
  await expect.poll(() => mainLeft(page)).toBe(64);
});

test('on a phone the navigation opens as a sheet', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto('/');
  await signIn(page, DEMO);
  await expect(accountButton(page)).toBeVisible();
  await expect.poll(() => mainLeft(page)).toBe(0);
  await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toBeHidden();
  // The screen is fetched after the shell shows: check the page once its heading is there (seen without it in CI).
  await expect(page.getByRole('heading', { level: 1, name: 'Danh sách đơn đặt hàng' })).toBeVisible();
  await expectAccessible(page, 'the shell at 375 px');

  await page.getByRole('button', { name: 'Mở menu điều hướng' }).click();
  const sheet = page.getByRole('dialog', { name: 'Điều hướng' });
  await expect(sheet.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
  await expectAccessible(page, 'the navigation sheet');

  await sheet.getByRole('link', { name: /Đồng bộ kho/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/inventory-sync$/);

  await page.getByRole('button', { name: 'Mở menu điều hướng' }).click();
  await expect(sheet.getByRole('link', { name: /Đồng bộ kho/ })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

test('switch the interface to English and back', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Danh sách đơn đặt hàng' })).toBeVisible();
  await accountButton(page).click();
  const menu = page.getByRole('menu', { name: 'Tài khoản' });
  await expect(menu).toContainText(DEMO.name);
  await expectAccessible(page, 'the avatar menu');
  await menu.getByRole('menuitemradio', { name: 'English' }).click();

  await expect(page.getByRole('link', { name: /Purchase orders/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase orders' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Order number' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page, 'the shell in English');

  await page.reload();
  await expect(page.getByRole('link', { name: /Purchase orders/ })).toBeVisible();

  await accountButton(page).click();
  await page
    .getByRole('menu', { name: 'Account' })
    .getByRole('menuitemradio', { name: 'Tiếng Việt' })
    .click();
  await expect(page.getByRole('link', { name: /Đơn đặt hàng/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});
