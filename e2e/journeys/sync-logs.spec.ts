import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

test('open a sync log’s raw JSON and copy it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/sync-logs');
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Nhật ký đồng bộ' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Nhật ký đồng bộ' });
  // The demo's start-up sync wrote one row per data type, each named in words.
  const productRun = table.getByRole('row').filter({ hasText: 'Sản phẩm' }).first();
  await expect(productRun).toBeVisible();
  await expect(productRun).toContainText('Thành công');
  await expect(table.getByRole('row').filter({ hasText: 'Khách hàng' }).first()).toBeVisible();
  await expect(page.getByText(/^Hiển thị 1–\d+ trên \d+ lần đồng bộ$/)).toBeVisible();
  await expectAccessible(page, 'the sync log');

  await productRun.click();
  const dialog = page.getByRole('dialog', { name: 'Chi tiết lần đồng bộ' });
  await expect(dialog).toBeVisible();
  const json = dialog.locator('pre');
  await expect(json).toContainText('"mode": ');
  const text = (await json.textContent()) ?? '';
  const record = JSON.parse(text) as { records_read?: number };
  expect(typeof record.records_read).toBe('number');
  // Pretty-printed: one key a line, indented.
  expect(text).toMatch(/^\{\n {2}"/);
  await expectAccessible(page, 'the raw JSON dialog');

  await dialog.getByRole('button', { name: 'Sao chép JSON' }).click();
  await expect(page.getByText('Đã sao chép JSON vào bộ nhớ tạm')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  await dialog.getByRole('button', { name: 'Đóng' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Làm mới' }).click();
  await expect(productRun).toBeVisible();
});
