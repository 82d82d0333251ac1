import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

/*
 * Unsaved work (docs/product/conventions.md#unsaved-changes): a changed form asks 'Bỏ thay đổi?' before Escape, its
 * close button, its 'Huỷ', a sidebar link or the browser's Back throw it away; an unchanged one closes at once.
 */

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Bỏ thay đổi?' });

test('Escape on a started order asks first; keeping it keeps what was typed, discarding empties it', async ({
  page,
}) => {
  await page.goto('/purchase-orders');
  await signIn(page, DEMO);
  const create = page.getByRole('button', { name: 'Tạo đơn hàng mới' });
  const drawer = page.getByRole('dialog', { name: 'Tạo đơn đặt hàng mới' });

  await test.step('unchanged, Escape closes it at once', async () => {
    await create.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(question(page)).toHaveCount(0);
  });

  const notes = drawer.getByRole('textbox', { name: /Ghi chú/ });
  await test.step('with notes typed, Escape asks; Escape again keeps the order as it was', async () => {
    await create.click();
    await notes.fill('Giao trước 10 giờ sáng');
    await page.keyboard.press('Escape');
    await expect(question(page)).toContainText('Những gì bạn đã nhập sẽ không được lưu.');
    await expect(question(page).getByRole('button', { name: 'Tiếp tục chỉnh sửa' })).toBeFocused();
    await expectAccessible(page, 'the question over a started order');
    await page.keyboard.press('Escape');
    await expect(question(page)).toBeHidden();
    await expect(notes).toHaveValue('Giao trước 10 giờ sáng');
    await expect(notes).toBeFocused();
  });

  await test.step('‘Huỷ’ asks too; ‘Bỏ thay đổi’ closes it, and it opens again empty', async () => {
    await drawer.getByRole('button', { name: 'Huỷ' }).click();
    await question(page).getByRole('button', { name: 'Bỏ thay đổi' }).click();
    await expect(drawer).toBeHidden();
    await expect(create).toBeFocused();
    await create.click();
    await expect(notes).toHaveValue('');
  });
});

test('leaving the connection settings with a changed field asks first', async ({ page }) => {
  await page.goto('/purchase-orders');
  await signIn(page, DEMO);
  const ordersLink = page.getByRole('link', { name: /Đơn đặt hàng/ });
  const settingsLink = page.getByRole('link', { name: /Cài đặt kết nối/ });
  const storeName = page.getByRole('textbox', { name: 'Tên kết nối' });
  const openSettings = async () => {
    await settingsLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cài đặt kết nối' })).toBeVisible();
  };

  await test.step('unchanged, a sidebar link leaves at once', async () => {
    await openSettings();
    await ordersLink.click();
    await expect(page).toHaveURL(/\/purchase-orders$/);
    await expect(question(page)).toHaveCount(0);
    await openSettings();
  });

  await test.step('changed, the sidebar link asks; keeping stays on the page with the change', async () => {
    await page.getByRole('button', { name: 'Sửa tên kết nối' }).click();
    await storeName.fill('cua-hang-khac');
    await ordersLink.click();
    await expect(question(page)).toBeVisible();
    await expectAccessible(page, 'the question before the connection settings are left');
    await question(page).getByRole('button', { name: 'Tiếp tục chỉnh sửa' }).click();
    await expect(page).toHaveURL(/\/connection-settings$/);
    await expect(storeName).toHaveValue('cua-hang-khac');
  });

  await test.step('the browser’s Back asks too; discarding goes where it was asked to', async () => {
    await page.goBack();
    await expect(question(page)).toBeVisible();
    await expect(page).toHaveURL(/\/connection-settings$/);
    await question(page).getByRole('button', { name: 'Bỏ thay đổi' }).click();
    await expect(page).toHaveURL(/\/purchase-orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Danh sách đơn đặt hàng' })).toBeVisible();
  });
});
