import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

test('sync one branch, then all branches, and search them', async ({ page }) => {
  await page.goto('/branch-sync');
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Đồng bộ chi nhánh' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Đồng bộ chi nhánh' });
  // The demo store's KiotViet branches; exactly one is the main branch.
  const kiotviet = table.getByRole('row').filter({ hasText: 'KIOTVIET' });
  await expect(kiotviet.first()).toBeVisible();
  await expect(table.getByText('Chi nhánh chính', { exact: true })).toHaveCount(1);
  await expect(
    table.getByText('Chưa có địa chỉ').or(table.getByText('Chưa có số điện thoại')).first(),
  ).toBeVisible();
  await expectAccessible(page, 'the branch list');

  const row = kiotviet.first();
  const name = ((await row.getByRole('cell').first().textContent()) ?? '')
    .replace('Chi nhánh chính', '')
    .trim();
  await row.getByRole('button', { name: `Đồng bộ chi nhánh ${name}` }).click();
  await expect(page.getByText('Chi nhánh đã được đồng bộ thành công.')).toBeVisible();
  await expect(row).toContainText(/\d+ phút trước|vừa xong|Hoạt động/);
  await expect(row.getByText('Hoạt động', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Đồng bộ tất cả' }).click();
  await expect(page.getByText('Tất cả chi nhánh đã được đồng bộ thành công.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đồng bộ tất cả' })).toBeEnabled();
  await expectAccessible(page, 'the branch list after syncing all');

  await page.getByRole('searchbox', { name: 'Tìm chi nhánh' }).fill(name.toLowerCase());
  await expect(page).toHaveURL(/search=/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);
  // By phone, and by address without its accents: the demo's own branch in District 1 (apps/server/src/seed/demo.ts).
  await page.getByRole('searchbox', { name: 'Tìm chi nhánh' }).fill('02838221234');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Chi nhánh Quận 1');
  await page.getByRole('searchbox', { name: 'Tìm chi nhánh' }).fill('le loi ben thanh');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Chi nhánh Quận 1');
  await page.getByRole('searchbox', { name: 'Tìm chi nhánh' }).fill('không có chi nhánh này');
  await expect(page.getByText('Không tìm thấy chi nhánh phù hợp')).toBeVisible();
  await expectAccessible(page, 'the branch search without a match');
});
